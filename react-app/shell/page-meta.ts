import { pageRoutes, type PageMeta } from '../../content/route-table';

const pagesByPath = new Map<string, PageMeta>(pageRoutes.map(meta => [meta.path.toLowerCase(), meta]));

/**
 * The page an address shows (`/Components/Buttons` → its metadata), matched like the routes:
 * case-insensitively, with or without slashes at the ends. `undefined` for an address that only
 * redirects or is unknown.
 */
export function pageMetaForPath(pathname: string): PageMeta | undefined {
  if (typeof pathname !== 'string') return undefined;
  return pagesByPath.get(pathname.replace(/^\/+|\/+$/g, '').toLowerCase());
}
