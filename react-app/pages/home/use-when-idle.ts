import { useEffect } from 'react';
import { whenIdle } from '../../lib/when-idle';

/**
 * Calls `load` once the browser is idle after the page rendered. For the elements a page upgrades
 * later: their modules (and Lit) stay out of the page's first JavaScript (`npm run size`), and the
 * tags already in the DOM upgrade when the modules arrive. `load` should be stable and idempotent.
 */
export function useWhenIdle(load: () => unknown) {
  useEffect(() => whenIdle(() => void load()), [load]);
}
