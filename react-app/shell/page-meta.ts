import { componentPages, navigationSubPages, sitePages, type PageMeta } from '../../content/pages';

const pagesByPath = new Map<string, PageMeta>(
  [...Object.values(sitePages), ...componentPages, ...navigationSubPages].map(meta => [meta.path.toLowerCase(), meta]),
);

/**
 * The page an address shows (`/Components/Buttons` → its metadata), matched like the routes:
 * case-insensitively, with or without slashes at the ends. `undefined` for an address that only
 * redirects or is unknown.
 */
export function pageMetaForPath(pathname: string): PageMeta | undefined {
  if (typeof pathname !== 'string') return undefined;
  return pagesByPath.get(pathname.replace(/^\/+|\/+$/g, '').toLowerCase());
}
