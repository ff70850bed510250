/**
 * Which module renders each route, as data: routes.tsx loads these lazily (one chunk each), and the
 * build (scripts/static-pages-plugin.ts) writes `<link rel="modulepreload">` for a route's chunks into
 * that route's HTML, so the browser fetches the page's code with the app's instead of after it.
 * Paths are relative to react-app/.
 */

/** A page module and the id its chunk has in error messages ("Loading chunk settings failed"). */
export interface RoutePage {
  chunk: string;
  file: string;
}

/** The shared header-only page of a component that has no demos of its own. */
export const DEFAULT_COMPONENT_PAGE = 'pages/components/ComponentPage.tsx';
/** Wraps every /Tools route (the sticky tools bar). */
export const TOOLS_LAYOUT: RoutePage = { chunk: 'tools-layout', file: 'pages/tools/ToolsLayout.tsx' };

const ownPages: Record<string, string> = {
  'Components/CheckboxSwitchers': 'pages/components/CheckboxSwitchersPage.tsx',
  'Components/InputsAndForms': 'pages/components/InputsAndFormsPage.tsx',
  'Components/RangeSlider': 'pages/components/RangeSliderPage.tsx',
  'Components/TooltipAndPopover': 'pages/components/TooltipPopoverPage.tsx',
  'Components/Snackbar': 'pages/components/snackbar/SnackbarPage.tsx',
  'Components/Modal': 'pages/components/modal/ModalPage.tsx',
  'Components/DividerAndSpace': 'pages/components/divider-space/DividerSpacePage.tsx',
  'Components/Miscellaneous': 'pages/components/miscellaneous/MiscellaneousPage.tsx',
  'Components/Overview': 'pages/components/overview/OverviewPage.tsx',
  'Components/Buttons': 'pages/components/buttons/ButtonsPage.tsx',
  'Components/Typography': 'pages/components/typography/TypographyPage.tsx',
  'Components/Motion': 'pages/components/motion/MotionPage.tsx',
  'Components/Layout': 'pages/components/layout/LayoutPage.tsx',
  'Components/Icons': 'pages/components/icons/IconsPage.tsx',
  'Components/Colors': 'pages/components/colors/ColorsPage.tsx',
  'Components/CardsAndList': 'pages/components/cards-list/CardsListPage.tsx',
  'Components/Dashboard': 'pages/components/dashboard/DashboardPage.tsx',
  'Components/QuickDemos': 'pages/components/quick-demos/QuickDemosPage.tsx',
  'Components/Navigation/BarsAndTiles': 'pages/components/navigation/BarsAndTilesPage.tsx',
  'Components/Navigation/SideBar': 'pages/components/navigation/SideBarPage.tsx',
};

const sitePages: Record<string, RoutePage> = {
  '': { chunk: 'home', file: 'pages/home/HomePage.tsx' },
  Tools: { chunk: 'tools', file: 'pages/tools/ToolsPage.tsx' },
  'Tools/DotIconMaker': { chunk: 'DotIconMaker', file: 'pages/tools/dot-icon-maker/DotIconMakerPage.tsx' },
  'Tools/BlobGenerator': { chunk: 'BlobGenerator', file: 'pages/tools/blob-generator/BlobGeneratorPage.tsx' },
  About: { chunk: 'about', file: 'pages/about/AboutPage.tsx' },
  Settings: { chunk: 'settings', file: 'pages/settings/SettingsPage.tsx' },
  Search: { chunk: 'search', file: 'pages/search/SearchPage.tsx' },
  Resume: { chunk: 'resume', file: 'pages/resume/ResumePage.tsx' },
};

/** The page module of a route path ('' for home, 'Components/Snackbar'); undefined for no route. */
export function routePage(path: string): RoutePage | undefined {
  if (path in sitePages) return sitePages[path];
  if (!path.startsWith('Components/')) return undefined;
  return { chunk: path.split('/').pop()!, file: ownPages[path] ?? DEFAULT_COMPONENT_PAGE };
}

/** The modules a route renders, outermost first: the tools layout, then the page. */
export function routeModules(path: string): RoutePage[] {
  const page = routePage(path);
  if (!page) return [];
  return path === 'Tools' || path.startsWith('Tools/') ? [TOOLS_LAYOUT, page] : [page];
}

/**
 * The route path of an address, as a key for looking up its page: without the site's base path
 * (matched in any case, as the router does) and the slashes around it, in lower case ('' for home).
 */
export function routeKey(pathname: string, basename: string): string {
  const base = basename.replace(/\/+$/, '');
  const below = base && pathname.toLowerCase().startsWith(base.toLowerCase()) ? pathname.slice(base.length) : pathname;
  return below.replace(/^\/+|\/+$/g, '').toLowerCase();
}
