/** The parts of `window` the idle helpers use (a fake in unit tests). */
export interface IdleWindow {
  document: { readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'load', listener: () => void): void;
  requestIdleCallback?(callback: () => void): number;
  cancelIdleCallback?(handle: number): void;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
}

/**
 * Runs `callback` when the browser is idle (a zero timeout where `requestIdleCallback` is missing,
 * as in Safari). Returns a function that cancels it if it has not run yet.
 */
export function whenIdle(callback: () => void, win: IdleWindow = window): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(callback);
    return () => win.cancelIdleCallback?.(handle);
  }
  const handle = win.setTimeout(callback, 1);
  return () => win.clearTimeout(handle);
}

/**
 * Runs `callback` once the page has loaded and the browser is idle: for code that must stay out of
 * the first page's JavaScript and work (web vitals, the service worker). Returns a cancel function.
 */
export function afterLoadWhenIdle(callback: () => void, win: IdleWindow = window): () => void {
  let cancelIdle: (() => void) | undefined;
  const onLoad = () => {
    cancelIdle = whenIdle(callback, win);
  };
  if (win.document.readyState === 'complete') onLoad();
  else win.addEventListener('load', onLoad, { once: true });
  return () => {
    win.removeEventListener('load', onLoad);
    cancelIdle?.();
  };
}
