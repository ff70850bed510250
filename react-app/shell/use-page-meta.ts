import { useLocation } from 'react-router-dom';
import type { PageMeta } from '../../content/route-table';
import { pageMetaForPath } from './page-meta';

/** The metadata of the page at the current address, if it names one. */
export function useOptionalPageMeta(): PageMeta | undefined {
  return pageMetaForPath(useLocation().pathname);
}

/** The metadata of the page being shown. */
export function usePageMeta(): PageMeta {
  const meta = useOptionalPageMeta();
  if (!meta) throw new Error('usePageMeta: the current address names no page');
  return meta;
}
