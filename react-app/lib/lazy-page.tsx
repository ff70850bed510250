import { lazy, useState, useSyncExternalStore, type ComponentType } from 'react';
import { loadChunk } from './chunk';

export interface PageModule {
  default: ComponentType;
}

export interface LazyPage {
  /** Renders the page; suspends while its chunk loads, unless it was loaded before. */
  Component: ComponentType;
  /** Loads the chunk (once the browser has it, later calls are immediate); failures become ChunkLoadError. */
  preload: () => Promise<PageModule>;
}

/**
 * A page in a lazily loaded chunk (React.lazy) that can be loaded ahead of its first render.
 * main.tsx preloads the first address's page, so the first commit already holds the page with the
 * shell: no empty frame, and no wait for React's Suspense reveal timer (300 ms in React 19).
 */
export function lazyPage(chunkId: string, load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = () => {
    const loading = loadChunk(chunkId, load).then(module => {
      loaded = module.default;
      return module;
    });
    if (!loaded) trackPageLoad(loading);
    return loading;
  };
  const Suspending = lazy(preload);
  function Component() {
    // fixed for the life of this mount, so the page never switches type (and state) under the visitor
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Suspending />;
  }
  Component.displayName = `LazyPage(${chunkId})`;
  return { Component, preload };
}

// Page chunks on their way: the shell shows a progress bar meanwhile (PageLoadProgress). A navigation
// is a transition, so the previous page stays while the next one's chunk loads; the bar says so.
let pendingLoads = 0;
const loadListeners = new Set<() => void>();
const countLoad = (by: number) => {
  pendingLoads += by;
  loadListeners.forEach(listener => listener());
};

function trackPageLoad(loading: Promise<unknown>): void {
  countLoad(1);
  const done = () => countLoad(-1);
  loading.then(done, done);
}

/** Whether a page's chunk is loading now (false on a server render). */
export const usePageLoading = (): boolean =>
  useSyncExternalStore(
    listener => (loadListeners.add(listener), () => loadListeners.delete(listener)),
    () => pendingLoads > 0,
    () => false,
  );
