import type { ReactElement } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import {
  isPageRoute,
  isWithin,
  pageModule,
  redirectRoutes,
  routeModules,
  routeTable,
  type Route,
  type RouteModule,
} from '../content/route-table';
import { routeKey } from './lib/base-path';
import { lazyPage, type PageModule } from './lib/lazy-page';
import { RootLayout } from './shell/RootLayout';
import { ComponentsLayout } from './shell/ComponentsLayout';

// Declarative routes (useRoutes), not a data router: the site has no loaders or actions, and
// React Router's data-router code is about 13 KB gzip of the first page's JavaScript. The routes
// come from content/route-table.ts; a page's title comes from its path (use-page-meta.ts); a page
// that fails is caught by RouteErrorBoundary.

// Every page and layout module, loaded lazily (one chunk each); the route table names them.
const modules = import.meta.glob<PageModule>(['./pages/**/*Page.tsx', './pages/**/*Layout.tsx']);

/** Each lazily loaded module's preload, by its chunk id (see preloadRoute). */
const preloads = new Map<string, () => Promise<unknown>>();

/** A lazily loaded module, made once per chunk; a failed load becomes a ChunkLoadError for the error boundary. */
function lazyElement({ chunk, file }: RouteModule): ReactElement {
  const load = modules[`./${file}`];
  if (!load) throw new Error(`No module react-app/${file} (chunk "${chunk}")`);
  const { Component, preload } = lazyPage(chunk, load);
  preloads.set(chunk, preload);
  return <Component />;
}

/** The frames of the shell, loaded with the app rather than lazily, by the section they wrap. */
const shellLayouts: Record<string, ReactElement> = { Components: <ComponentsLayout /> };

const redirectTo = (path: string) => <Navigate to={`/${path}`} replace />;

/** The entries right below `parent`: those with no other entry between them and it. */
function childrenOf(parent: Route): Route[] {
  const below = routeTable.filter(route => route !== parent && isWithin(route.path, parent.path));
  return below.filter(route => !below.some(other => other !== route && isWithin(route.path, other.path)));
}

/**
 * The router's branch of an entry, nested like the paths: an entry with entries below it wraps them
 * (in its layout, if any), renders itself at its index, and sends any unknown address below it to
 * itself (a page) or to its target (a redirect). Paths match case-insensitively.
 */
function branch(route: Route, parentPath: string): RouteObject {
  const path = parentPath === '' ? route.path : route.path.slice(parentPath.length + 1);
  const self = isPageRoute(route) ? lazyElement(pageModule(route)) : redirectTo(route.to);
  const children = childrenOf(route);
  if (children.length === 0) return { path, element: self };
  const layout = isPageRoute(route) && route.layout ? lazyElement(route.layout) : shellLayouts[route.path];
  return {
    ...(path ? { path } : {}),
    ...(layout ? { element: layout } : {}),
    children: [
      { index: true, element: self },
      ...children.map(child => branch(child, route.path)),
      { path: '*', element: redirectTo(isPageRoute(route) ? route.path : route.to) },
    ],
  };
}

const home = routeTable.find(route => route.path === '');
if (!home) throw new Error('The route table has no home page (path "")');

export const routes: RouteObject[] = [
  // errors inside a page keep the shell around them (RootLayout's boundary)
  { path: '/', element: <RootLayout />, children: [branch(home, '')] },
];

/**
 * Loads the chunks the address's page needs (its layouts and page), so the first render can show
 * them at once. Resolves when they are in, or failed (the page's error boundary then says so).
 */
export function preloadRoute(pathname: string, basename: string): Promise<unknown> {
  // A lookup in the route table, not the router's matchRoutes: that ranks every route first, about
  // 10 ms of the first task at startup on this machine (40 at Lighthouse's 4× slower CPU).
  const key = routeKey(pathname, basename);
  // a redirect: its target's page (other redirects load it when they render)
  const redirect = redirectRoutes.find(route => route.path.toLowerCase() === key);
  const wanted = redirect ? redirect.to.toLowerCase() : key;
  const page = routeTable.find(route => isPageRoute(route) && route.path.toLowerCase() === wanted);
  if (!page) return Promise.resolve();
  return Promise.allSettled(routeModules(page.path).map(module => preloads.get(module.chunk)?.()));
}

/** The page of the current address. */
export function AppRoutes() {
  return useRoutes(routes);
}
