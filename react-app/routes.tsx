import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { componentPages, navigationSubPages, sitePages, type PageMeta } from '../content/pages';
import { loadChunk } from './lib/chunk';
import { RootLayout } from './shell/RootLayout';
import { RouteError } from './shell/RouteError';
import { ComponentsLayout } from './shell/ComponentsLayout';

export interface RouteHandle {
  meta: PageMeta;
}

interface PageModule {
  default: ComponentType;
}

/** Shown while the first route's chunk loads: nothing to read yet, so nothing to announce. */
function BootFallback() {
  return null;
}

/** Every page is its own lazily loaded chunk; a failed load becomes a ChunkLoadError for RouteError. */
function page(
  meta: PageMeta,
  chunkId: string,
  load: () => Promise<PageModule>,
): { handle: RouteHandle; lazy: () => Promise<{ Component: ComponentType }> } {
  return {
    handle: { meta },
    lazy: async () => ({ Component: (await loadChunk(chunkId, load)).default }),
  };
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
  'Components/QuickDemos': () => import('./pages/components/quick-demos/QuickDemosPage'),
};

const componentRoutes: RouteObject[] = componentPages
  .filter(p => p.path !== 'Components/Navigation')
  .map(meta => ({
    path: lastSegment(meta.path),
    ...page(meta, lastSegment(meta.path), componentPageModules[meta.path] ?? loadComponentPage),
  }));

/** Navigation sub-pages with demos of their own. */
const navigationPageModules: Partial<Record<string, () => Promise<PageModule>>> = {
  'Components/Navigation/BarsAndTiles': () => import('./pages/components/navigation/BarsAndTilesPage'),
  'Components/Navigation/SideBar': () => import('./pages/components/navigation/SideBarPage'),
};

const navigationRoutes: RouteObject[] = navigationSubPages.map(meta => ({
  path: lastSegment(meta.path),
  ...page(meta, lastSegment(meta.path), navigationPageModules[meta.path] ?? loadComponentPage),
}));

/** SPEC §2.1. Paths match case-insensitively; every unknown path redirects. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    // The first page's chunk loads before the first render; the body (themed by theme-boot.js)
    // shows meanwhile. Naming the fallback also keeps React Router from warning on every load.
    hydrateFallbackElement: <BootFallback />,
    errorElement: <RouteError />,
    children: [
      {
        // Errors inside a page keep the shell around them, so the visitor can go elsewhere.
        errorElement: <RouteError />,
        children: [
          { index: true, ...page(sitePages.home, 'home', () => import('./pages/home/HomePage')) },
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
            lazy: async () => ({
              Component: (await loadChunk('tools-layout', () => import('./pages/tools/ToolsLayout'))).default,
            }),
            children: [
              { index: true, ...page(sitePages.tools, 'tools', () => import('./pages/tools/ToolsPage')) },
              {
                path: 'DotIconMaker',
                ...page(
                  sitePages.dotIconMaker,
                  'DotIconMaker',
                  () => import('./pages/tools/dot-icon-maker/DotIconMakerPage'),
                ),
              },
              {
                path: 'BlobGenerator',
                ...page(
                  sitePages.blobGenerator,
                  'BlobGenerator',
                  () => import('./pages/tools/blob-generator/BlobGeneratorPage'),
                ),
              },
              { path: '*', element: <Navigate to="/Tools" replace /> },
            ],
          },
          { path: 'About', ...page(sitePages.about, 'about', () => import('./pages/about/AboutPage')) },
          { path: 'Settings', ...page(sitePages.settings, 'settings', () => import('./pages/settings/SettingsPage')) },
          { path: 'Search', ...page(sitePages.search, 'search', () => import('./pages/search/SearchPage')) },
          { path: 'Resume', ...page(sitePages.resume, 'resume', () => import('./pages/resume/ResumePage')) },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];
