import type { ReactElement } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { componentPages, navigationSubPages } from '../content/pages';
import { lazyPage, type PageModule } from './lib/lazy-page';
import { RootLayout } from './shell/RootLayout';
import { ComponentsLayout } from './shell/ComponentsLayout';

// Declarative routes (useRoutes), not a data router: the site has no loaders or actions, and
// React Router's data-router code is about 13 KB gzip of the first page's JavaScript. A page's
// title comes from its path (use-page-meta.ts); a page that fails is caught by RouteErrorBoundary.

/** What a route may load ahead of rendering (see preloadRoute). */
interface RouteHandle {
  preload: () => Promise<unknown>;
}

/**
 * Every page is its own lazily loaded chunk (made once per route); a failed load becomes a
 * ChunkLoadError for the error boundary.
 */
function page(chunkId: string, load: () => Promise<PageModule>): { element: ReactElement; handle: RouteHandle } {
  const { Component, preload } = lazyPage(chunkId, load);
  return { element: <Component />, handle: { preload } };
}

const loadComponentPage = () => import('./pages/components/ComponentPage');
const lastSegment = (path: string) => path.split('/').pop()!;

/** Component pages with demos of their own; the others show the shared header-only page. */
const componentPageModules: Partial<Record<string, () => Promise<PageModule>>> = {
  'Components/CheckboxSwitchers': () => import('./pages/components/CheckboxSwitchersPage'),
  'Components/InputsAndForms': () => import('./pages/components/InputsAndFormsPage'),
  'Components/RangeSlider': () => import('./pages/components/RangeSliderPage'),
  'Components/TooltipAndPopover': () => import('./pages/components/TooltipPopoverPage'),
  'Components/Snackbar': () => import('./pages/components/snackbar/SnackbarPage'),
  'Components/Modal': () => import('./pages/components/modal/ModalPage'),
  'Components/DividerAndSpace': () => import('./pages/components/divider-space/DividerSpacePage'),
  'Components/Miscellaneous': () => import('./pages/components/miscellaneous/MiscellaneousPage'),
  'Components/Overview': () => import('./pages/components/overview/OverviewPage'),
  'Components/Buttons': () => import('./pages/components/buttons/ButtonsPage'),
  'Components/Typography': () => import('./pages/components/typography/TypographyPage'),
  'Components/Motion': () => import('./pages/components/motion/MotionPage'),
  'Components/Layout': () => import('./pages/components/layout/LayoutPage'),
  'Components/Icons': () => import('./pages/components/icons/IconsPage'),
  'Components/Colors': () => import('./pages/components/colors/ColorsPage'),
  'Components/CardsAndList': () => import('./pages/components/cards-list/CardsListPage'),
  'Components/Dashboard': () => import('./pages/components/dashboard/DashboardPage'),
  'Components/QuickDemos': () => import('./pages/components/quick-demos/QuickDemosPage'),
};

const toolsLayout = page('tools-layout', () => import('./pages/tools/ToolsLayout'));

const componentRoutes: RouteObject[] = componentPages
  .filter(p => p.path !== 'Components/Navigation')
  .map(meta => ({
    path: lastSegment(meta.path),
    ...page(lastSegment(meta.path), componentPageModules[meta.path] ?? loadComponentPage),
  }));

/** Navigation sub-pages with demos of their own. */
const navigationPageModules: Partial<Record<string, () => Promise<PageModule>>> = {
  'Components/Navigation/BarsAndTiles': () => import('./pages/components/navigation/BarsAndTilesPage'),
  'Components/Navigation/SideBar': () => import('./pages/components/navigation/SideBarPage'),
};

const navigationRoutes: RouteObject[] = navigationSubPages.map(meta => ({
  path: lastSegment(meta.path),
  ...page(lastSegment(meta.path), navigationPageModules[meta.path] ?? loadComponentPage),
}));

/** SPEC §2.1. Paths match case-insensitively; every unknown path redirects. */
export const routes: RouteObject[] = [
  {
    path: '/',
    // errors inside a page keep the shell around them (RootLayout's boundary)
    element: <RootLayout />,
    children: [
      {
        children: [
          { index: true, ...page('home', () => import('./pages/home/HomePage')) },
          {
            path: 'Components',
            element: <ComponentsLayout />,
            children: [
              { index: true, element: <Navigate to="/Components/Overview" replace /> },
              ...componentRoutes,
              {
                path: 'Navigation',
                children: [
                  { index: true, element: <Navigate to="/Components/Navigation/BarsAndTiles" replace /> },
                  ...navigationRoutes,
                  { path: '*', element: <Navigate to="/Components/Navigation/BarsAndTiles" replace /> },
                ],
              },
              { path: '*', element: <Navigate to="/Components/Overview" replace /> },
            ],
          },
          {
            path: 'Tools',
            // the sticky tools bar on the tool pages (not on the listing)
            ...toolsLayout,
            children: [
              { index: true, ...page('tools', () => import('./pages/tools/ToolsPage')) },
              {
                path: 'DotIconMaker',
                ...page('DotIconMaker', () => import('./pages/tools/dot-icon-maker/DotIconMakerPage')),
              },
              {
                path: 'BlobGenerator',
                ...page('BlobGenerator', () => import('./pages/tools/blob-generator/BlobGeneratorPage')),
              },
              { path: '*', element: <Navigate to="/Tools" replace /> },
            ],
          },
          { path: 'About', ...page('about', () => import('./pages/about/AboutPage')) },
          { path: 'Settings', ...page('settings', () => import('./pages/settings/SettingsPage')) },
          { path: 'Search', ...page('search', () => import('./pages/search/SearchPage')) },
          { path: 'Resume', ...page('resume', () => import('./pages/resume/ResumePage')) },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

/**
 * Loads the chunks the address's page needs (its layout and page), so the first render can show
 * them at once. Resolves when they are in, or failed (the page's error boundary then says so).
 */
export function preloadRoute(pathname: string, basename: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  return Promise.allSettled(matches.map(match => (match.route.handle as RouteHandle | undefined)?.preload()));
}

/** The page of the current address. */
export function AppRoutes() {
  return useRoutes(routes);
}
