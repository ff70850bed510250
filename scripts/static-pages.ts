/**
 * What a static host needs beside the built index.html:
 * one HTML file per route, so a deep link is a real file with that page's own title, description,
 * canonical address and social preview; one per redirecting address the site links to (the target's
 * page, canonical to the target: the app redirects once it starts); a 404.html that boots the app for any other address (hosts
 * such as GitHub Pages serve it for unknown paths); a sitemap of every route; and robots.txt naming
 * it. Pure functions of the built index.html, so they are unit-tested; static-pages-plugin.ts writes them.
 */
import { profile } from '../content/profile.ts';
import {
  documentTitle,
  pageRoutes,
  redirectRoutes,
  type PageMeta,
  type RedirectRoute,
} from '../content/route-table.ts';
import { withBase } from '../react-app/lib/base-path.ts';

/** Where the site lives when SITE_URL is not set: an origin that cannot exist (.example is reserved). */
export const DEFAULT_SITE_URL = 'https://lena-marsh.example';

/** The social preview image (public/social-card.png, drawn by scripts/make-social-image.mjs). */
export const SOCIAL_IMAGE = { path: '/social-card.png', width: 1200, height: 630 } as const;
export const SOCIAL_IMAGE_ALT = `${profile.brand}: portfolio and the ${profile.designSystem} design system`;

export interface SiteAddress {
  /** The base path the build uses ("/" or "/portfolio/"). */
  base: string;
  /** The origin absolute addresses start with (canonical, og:url, sitemap), without a trailing slash. */
  siteUrl: string;
}

export interface StaticFile {
  /** Path inside the build's output folder. */
  fileName: string;
  content: string;
}

/** The origin from the SITE_URL setting; throws on anything but a bare http(s) origin. */
export function normalizeSiteUrl(input: string | undefined): string {
  const text = (input ?? '').trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`SITE_URL must be an origin like https://example.com, not ${JSON.stringify(input)}`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(`SITE_URL must be an origin like https://example.com (the path goes in BASE_PATH), not ${text}`);
  }
  return url.origin;
}

/** The absolute address of an app path: siteUrl + base + path. */
export function absoluteUrl(path: string, { base, siteUrl }: SiteAddress): string {
  return `${siteUrl}${withBase(base, path)}`;
}

/**
 * The output files of a route. '' → index.html; 'Tools/BlobGenerator' → Tools/BlobGenerator.html and
 * Tools/BlobGenerator/index.html: hosts serve the first at /Tools/BlobGenerator (GitHub Pages, Netlify,
 * Cloudflare Pages, vite preview), and the second where they only know folders (/Tools/BlobGenerator/).
 */
export function routeFileNames(path: string): string[] {
  return path === '' ? ['index.html'] : [`${path}.html`, `${path}/index.html`];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/** Replaces the one match of `pattern`; a template without it is a broken build, so it throws. */
function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${what} to replace`);
  return html.replace(pattern, () => replacement);
}

function withHeadTags(html: string, tags: string[]): string {
  const end = /[ \t]*<\/head>/;
  if (!end.test(html)) throw new Error('index.html has no </head>');
  return html.replace(end, () => `${tags.map(tag => `    ${tag}\n`).join('')}  </head>`);
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;

/** A route's own code, fetched with the app's (see static-pages-plugin.ts): module scripts and stylesheets. */
export interface RoutePreloads {
  scripts: readonly string[];
  styles: readonly string[];
}

function preloadTags({ scripts, styles }: RoutePreloads): string[] {
  return [
    ...scripts.map(url => `<link rel="modulepreload" crossorigin href="${escapeHtml(url)}" />`),
    ...styles.map(url => `<link rel="preload" as="style" crossorigin href="${escapeHtml(url)}" />`),
  ];
}

/**
 * The built index.html made into one route's page: its title, description, canonical and social tags,
 * and the preloads of its own code.
 */
export function routeHtml(
  indexHtml: string,
  page: PageMeta,
  site: SiteAddress,
  preloads: RoutePreloads = { scripts: [], styles: [] },
): string {
  const title = documentTitle(page.title);
  const url = absoluteUrl(`/${page.path}`, site);
  let html = replaceOnce(indexHtml, TITLE, `<title>${escapeHtml(title)}</title>`, '<title>');
  html = replaceOnce(html, DESCRIPTION, meta('name', 'description', page.description), 'meta description');
  return withHeadTags(html, [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', profile.brand),
    meta('property', 'og:title', title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', absoluteUrl(SOCIAL_IMAGE.path, site)),
    meta('property', 'og:image:width', String(SOCIAL_IMAGE.width)),
    meta('property', 'og:image:height', String(SOCIAL_IMAGE.height)),
    meta('property', 'og:image:alt', SOCIAL_IMAGE_ALT),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...preloadTags(preloads),
  ]);
}

/**
 * The page a static host serves for an unknown address: the app itself (its asset URLs are absolute
 * under the base, so it works at any depth), which then shows the route or redirects as the router does.
 * Kept out of search results.
 */
export function fallbackHtml(indexHtml: string): string {
  const html = replaceOnce(indexHtml, TITLE, `<title>${escapeHtml(documentTitle(undefined))}</title>`, '<title>');
  return withHeadTags(html, [meta('name', 'robots', 'noindex')]);
}

/** sitemap.xml: every route's absolute address (sitemaps.org protocol 0.9). */
export function sitemapXml(routes: readonly PageMeta[], site: SiteAddress): string {
  const urls = routes.map(page => `  <url><loc>${escapeHtml(absoluteUrl(`/${page.path}`, site))}</loc></url>\n`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('')}</urlset>\n`;
}

/** robots.txt: everything may be crawled, and where the sitemap is. */
export function robotsTxt(site: SiteAddress): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml', site)}\n`;
}

/** Every file the build adds or rewrites, from the built index.html. Not in the sitemap: the redirects. */
export function staticPageFiles(
  indexHtml: string,
  site: SiteAddress,
  routes: readonly PageMeta[] = pageRoutes,
  preloadsOf: (path: string) => RoutePreloads | undefined = () => undefined,
  redirects: readonly RedirectRoute[] = redirectRoutes,
): StaticFile[] {
  const pageFiles = (path: string, page: PageMeta) => {
    const content = routeHtml(indexHtml, page, site, preloadsOf(page.path));
    return routeFileNames(path).map(fileName => ({ fileName, content }));
  };
  return [
    ...routes.flatMap(page => pageFiles(page.path, page)),
    ...redirects.flatMap(({ path, to }) => {
      const target = routes.find(page => page.path === to);
      if (!target) throw new Error(`The redirect "${path}" goes to "${to}", which is not a route`);
      return pageFiles(path, target);
    }),
    { fileName: '404.html', content: fallbackHtml(indexHtml) },
    { fileName: 'sitemap.xml', content: sitemapXml(routes, site) },
    { fileName: 'robots.txt', content: robotsTxt(site) },
  ];
}
