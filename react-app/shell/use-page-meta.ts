import { useMatches } from 'react-router-dom';
import type { PageMeta } from '../../content/pages';
import type { RouteHandle } from '../routes';

/** The metadata of the deepest matched route that names a page, if any. */
export function useOptionalPageMeta(): PageMeta | undefined {
  const matches = useMatches();
  return [...matches]
    .reverse()
    .map(m => (m.handle as RouteHandle | undefined)?.meta)
    .find(Boolean);
}

/** The metadata of the page being shown (from its route's handle). */
export function usePageMeta(): PageMeta {
  const meta = useOptionalPageMeta();
  if (!meta) throw new Error('usePageMeta: the current route has no page metadata');
  return meta;
}
