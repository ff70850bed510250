import { useEffect } from 'react';

/**
 * Calls `load` once the browser is idle after the page rendered. For the elements a page upgrades
 * later: their modules (and Lit) stay out of the page's first JavaScript (`npm run size`), and the
 * tags already in the DOM upgrade when the modules arrive. `load` should be stable and idempotent.
 */
export function useWhenIdle(load: () => unknown) {
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => void load());
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => void load(), 1);
    return () => window.clearTimeout(id);
  }, [load]);
}
