import { lazy, useState, type ComponentType } from 'react';
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
  const preload = () =>
    loadChunk(chunkId, load).then(module => {
      loaded = module.default;
      return module;
    });
  const Suspending = lazy(preload);
  function Component() {
    // fixed for the life of this mount, so the page never switches type (and state) under the visitor
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Suspending />;
  }
  Component.displayName = `LazyPage(${chunkId})`;
  return { Component, preload };
}
