import type { ReactElement } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { componentPages, navigationSubPages } from '../content/pages';
import { redirectRoutes } from '../content/site-routes';
import { lazyPage, type PageModule } from './lib/lazy-page';
import { routeKey, routeModules, routePage, TOOLS_LAYOUT } from './route-pages';
import { RootLayout } from './shell/RootLayout';
import { ComponentsLayout } from './shell/ComponentsLayout';

// Declarative routes (useRoutes), not a data router: the site has no loaders or actions, and
// React Router's data-router code is about 13 KB gzip of the first page's JavaScript. A page's
// title comes from its path (use-page-meta.ts); a page that fails is caught by RouteErrorBoundary.

/**
 * Every page is its own lazily loaded chunk (made once per route); a failed load becomes a
 * ChunkLoadError for the error boundary.
 */
function page(chunkId: string, load: () => Promise<PageModule>): { element: ReactElement } {
  const { Component, preload } = lazyPage(chunkId, load);
  preloads.set(chunkId, preload);
  return { element: <Component /> };
}

/** Each lazily loaded module's preload, by its chunk id (see preloadRoute). */
const preloads = new Map<string, () => Promise<unknown>>();
/** Every page's route path ('' for home, 'Components/Snackbar') by its key (routeKey). */
const knownPaths = new Map<string, string>();

// Every page module, loaded lazily (one chunk each); route-pages.ts says which one a route renders.
const pageModules = import.meta.glob<PageModule>(['./pages/**/*Page.tsx', './pages/tools/ToolsLayout.tsx']);

/** The lazily loaded page of a route path (see route-pages.ts). */
function routeElement(path: string): ReturnType<typeof page> {
  const target = routePage(path);
  const load = target && pageModules[`./${target.file}`];
  if (!target || !load) throw new Error(`No page module for the route "${path}"`);
  knownPaths.set(path.toLowerCase(), path);
  return page(target.chunk, load);
}

const lastSegment = (path: string) => path.split('/').pop()!;

/** A redirect to where content/site-routes.ts sends `path` (its HTML file names that target too). */
function redirect(path: string): ReactElement {
  const target = redirectRoutes.find(route => route.path === path);
  if (!target) throw new Error(`No redirect for "${path}" in redirectRoutes`);
  return <Navigate to={`/${target.to}`} replace />;
}
const toolsLayout = page(TOOLS_LAYOUT.chunk, pageModules[`./${TOOLS_LAYOUT.file}`]!);

const componentRoutes: RouteObject[] = componentPages
  .filter(p => p.path !== 'Components/Navigation')
  .map(meta => ({ path: lastSegment(meta.path), ...routeElement(meta.path) }));

const navigationRoutes: RouteObject[] = navigationSubPages.map(meta => ({
  path: lastSegment(meta.path),
  ...routeElement(meta.path),
}));

/** Paths match case-insensitively; every unknown path redirects. */
export const routes: RouteObject[] = [
  {
    path: '/',
    // errors inside a page keep the shell around them (RootLayout's boundary)
    element: <RootLayout />,
    children: [
      {
        children: [
          { index: true, ...routeElement('') },
          {
            path: 'Components',
            element: <ComponentsLayout />,
            children: [
              { index: true, element: redirect('Components') },
              ...componentRoutes,
              {
                path: 'Navigation',
                children: [
                  { index: true, element: redirect('Components/Navigation') },
                  ...navigationRoutes,
                  { path: '*', element: redirect('Components/Navigation') },
                ],
              },
              { path: '*', element: redirect('Components') },
            ],
          },
          {
            path: 'Tools',
            // the sticky tools bar on the tool pages (not on the listing)
            ...toolsLayout,
            children: [
              { index: true, ...routeElement('Tools') },
              { path: 'DotIconMaker', ...routeElement('Tools/DotIconMaker') },
              { path: 'BlobGenerator', ...routeElement('Tools/BlobGenerator') },
              { path: '*', element: <Navigate to="/Tools" replace /> },
            ],
          },
          { path: 'About', ...routeElement('About') },
          { path: 'Settings', ...routeElement('Settings') },
          { path: 'Search', ...routeElement('Search') },
          { path: 'Resume', ...routeElement('Resume') },
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
  // A lookup in route-pages.ts, not the router's matchRoutes: that ranks every route first, about
  // 10 ms of the first task at startup on this machine (40 at Lighthouse's 4× slower CPU).
  const key = routeKey(pathname, basename);
  // a redirect of content/site-routes.ts: its target's page (other redirects load it when they render)
  const target = redirectRoutes.find(route => route.path.toLowerCase() === key)?.to.toLowerCase();
  const path = knownPaths.get(target ?? key);
  if (path === undefined) return Promise.resolve();
  return Promise.allSettled(routeModules(path).map(module => preloads.get(module.chunk)?.()));
}

/** The page of the current address. */
export function AppRoutes() {
  return useRoutes(routes);
}
