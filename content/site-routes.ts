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

/** "{page title} - {brand}"; the brand alone where no page names itself. */
export function documentTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle} - ${profile.brand}` : profile.brand;
}
