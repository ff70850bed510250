import { afterLoadWhenIdle, type IdleWindow } from './when-idle';

/**
 * How long after the page has loaded and the browser is idle the page counts as settled: then the
 * parts of a page that wait for the visitor to scroll near them render anyway (use-revealed.ts), so
 * that screen readers, find in page and a keyboard's Tab reach the whole page.
 */
export const SETTLE_DELAY_MS = 3000;

/**
 * Calls back once the page has settled (see SETTLE_DELAY_MS), never in the caller's own task;
 * returns a cancel function. One clock for every caller of the same `create` result.
 */
export function createPageSettled(win: IdleWindow = window) {
  let settled = false;
  let started = false;
  const waiting = new Set<() => void>();
  const settle = () => {
    settled = true;
    for (const callback of [...waiting]) callback();
    waiting.clear();
  };
  return {
    get settled() {
      return settled;
    },
    onSettled(callback: () => void): () => void {
      if (settled) {
        const handle = win.setTimeout(callback, 0);
        return () => win.clearTimeout(handle);
      }
      waiting.add(callback);
      if (!started) {
        started = true;
        afterLoadWhenIdle(() => win.setTimeout(settle, SETTLE_DELAY_MS), win);
      }
      return () => waiting.delete(callback);
    },
  };
}

let appClock: ReturnType<typeof createPageSettled> | undefined;

/** The app's clock (made on first use): it settles once, after the first page has loaded. */
export const pageSettled = () => (appClock ??= createPageSettled());
