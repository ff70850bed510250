/**
 * The site may be served from a sub-path of its host (`BASE_PATH=/portfolio/ npm run build`): these
 * pure helpers turn an app path ("/Components/Buttons") into the address under that base. Used by the
 * app (through app-url.ts), by the build (per-route HTML, sitemap) and by the tests.
 */

/** A base path: "/" or "/a/b/" (leading and trailing slash, plain URL-safe segments only). */
const BASE_PATTERN = /^\/(?:[A-Za-z0-9._~-]+\/)*$/;

/**
 * The base path a build uses, from the BASE_PATH setting: empty means "/"; the slashes are added
 * when missing ("portfolio" → "/portfolio/"). Throws on anything that is not a plain path (a full
 * URL, "//host", "..", query, spaces): a wrong base would build a site whose every asset is missing.
 */
export function normalizeBasePath(input: string | undefined): string {
  const trimmed = (input ?? '').trim();
  if (trimmed === '' || trimmed === '/') return '/';
  const base = `/${trimmed.replace(/^\/|\/+$/g, '')}/`;
  if (
    trimmed.startsWith('//') ||
    !BASE_PATTERN.test(base) ||
    base.split('/').some(segment => segment === '.' || segment === '..')
  ) {
    throw new Error(`BASE_PATH must be a path like /portfolio/, not ${JSON.stringify(input)}`);
  }
  return base;
}

/**
 * The address of an app path under a base: withBase('/portfolio/', '/About') → '/portfolio/About'.
 * The path may lack its leading slash; '' and '/' give the base itself. Full URLs ("https://…",
 * "mailto:…", "//host") and fragments are returned unchanged, since they do not live under the base.
 */
export function withBase(base: string, path: string): string {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(path)) return path;
  const root = base.endsWith('/') ? base : `${base}/`;
  return `${root}${path.replace(/^\/+/, '')}`;
}

/**
 * The app path of an address under a base, the inverse of withBase: '/portfolio/About' → '/About'.
 * Returns undefined when the address is outside the base.
 */
export function withoutBase(base: string, pathname: string): string | undefined {
  const root = base.endsWith('/') ? base : `${base}/`;
  if (pathname === root.slice(0, -1)) return '/';
  if (!pathname.startsWith(root)) return undefined;
  return `/${pathname.slice(root.length)}`;
}

/**
 * The route path of an address, as a key for looking up its page: without the base path (matched in
 * any case, as the router does) and the slashes around it, in lower case ('' for home).
 */
export function routeKey(pathname: string, basename: string): string {
  const base = basename.replace(/\/+$/, '');
  const below = base && pathname.toLowerCase().startsWith(base.toLowerCase()) ? pathname.slice(base.length) : pathname;
  return below.replace(/^\/+|\/+$/g, '').toLowerCase();
}
