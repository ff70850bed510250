import type { IdleWindow } from './when-idle';

/**
 * For unit tests: a window whose load event the test fires (listeners run once, as with
 * `{ once: true }`), with timers from the test's clock and, unless `idle` is false,
 * idle callbacks that run 50 ms later.
 */
export function fakeIdleWindow({ readyState = 'loading' as DocumentReadyState, idle = true } = {}): IdleWindow & {
  fireLoad(): void;
} {
  const loadListeners = new Set<() => void>();
  const win: IdleWindow & { fireLoad(): void } = {
    document: { readyState },
    addEventListener: (_type, listener) => void loadListeners.add(listener),
    removeEventListener: (_type, listener) => void loadListeners.delete(listener),
    setTimeout: (callback, ms) => setTimeout(callback, ms) as unknown as number,
    clearTimeout: handle => clearTimeout(handle),
    fireLoad() {
      win.document.readyState = 'complete';
      for (const listener of [...loadListeners]) {
        loadListeners.delete(listener);
        listener();
      }
    },
  };
  if (idle) {
    win.requestIdleCallback = callback => setTimeout(callback, 50) as unknown as number;
    win.cancelIdleCallback = handle => clearTimeout(handle);
  }
  return win;
}
