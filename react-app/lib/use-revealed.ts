import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { revealQueue } from './reveal-queue';

/** The page has been printed: from then on, every component shows all its parts at once. */
let printed = false;
const onPrint = new Set<() => void>();
if (typeof window !== 'undefined') {
  window.addEventListener('beforeprint', () => {
    printed = true;
    // React renders the change before the browser lays the page out for print
    for (const notify of onPrint) notify();
  });
}
const subscribeToPrint = (notify: () => void) => {
  onPrint.add(notify);
  return () => onPrint.delete(notify);
};

/**
 * How many of `total` parts to show: none in the component's first render, then one more each time
 * the reveal queue comes to it (reveal-queue.ts), until all are there, a moment after the page's
 * first paint. Printing shows everything at once. `total` may change (a filtered list, a table
 * whose data arrives): the parts already shown stay shown, and any more follow in turn.
 */
export function useRevealedCount(total: number): number {
  const [count, setCount] = useState(0);
  const everything = useSyncExternalStore(
    subscribeToPrint,
    () => printed,
    () => false,
  );
  const shown = everything ? total : Math.min(total, count);
  const waiting = shown < total;
  const latest = useRef({ shown, total });
  useEffect(() => {
    latest.current = { shown, total };
  }, [shown, total]);

  // in the queue while parts are missing: it asks for one more each time it comes to this component
  useEffect(() => {
    if (!waiting) return;
    return revealQueue.add(() => {
      const { shown, total } = latest.current;
      if (shown >= total) return false;
      // a transition: React renders the part in slices of a few milliseconds; only its commit is one task
      startTransition(() => setCount(shown + 1));
      return true;
    });
  }, [waiting]);

  // after the commit that showed one more part: the queue may reveal the next
  useEffect(() => {
    if (count > 0) revealQueue.done();
  }, [count]);

  return shown;
}
