import { componentPages, navigationSubPages, sitePages, type PageMeta } from './pages.ts';
import { profile } from './profile.ts';

/**
 * Every page of the site that has an address of its own, in navigation order. The
 * build writes an HTML file and a sitemap entry for each, and the tests visit each: add a page to
 * content/pages.ts and it appears everywhere. Components/Navigation only redirects to its first tab.
 */
export const siteRoutes: readonly PageMeta[] = [
  sitePages.home,
  ...componentPages.filter(p => p.path !== 'Components/Navigation'),
  ...navigationSubPages,
  sitePages.tools,
  sitePages.dotIconMaker,
  sitePages.blobGenerator,
  sitePages.about,
  sitePages.settings,
  sitePages.search,
  sitePages.resume,
];

/** An address the site links to that has no page of its own: the app redirects it to `to`. */
export interface RedirectRoute {
  path: string;
  to: string;
}

/**
 * The redirecting addresses (the bottom bar links to Components). The build writes an HTML file
 * for each too, so a static host answers it with the app rather than its 404 page and status; the
 * file's canonical address is the target's, and the app redirects once it starts.
 */
export const redirectRoutes: readonly RedirectRoute[] = [
  { path: 'Components', to: 'Components/Overview' },
  { path: 'Components/Navigation', to: navigationSubPages[0]!.path },
];

/** "{page title} - {brand}"; the brand alone where no page names itself. */
export function documentTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle} - ${profile.brand}` : profile.brand;
}
