import { startTransition, useEffect, useState } from 'react';
import { revealQueue } from './reveal-queue';

/**
 * How many of `total` parts to show: `eager` at once, then one more each time the reveal queue
 * comes to this component (see reveal-queue.ts), until all are shown.
 */
export function useRevealedCount(total: number, eager: number): number {
  const [count, setCount] = useState(() => Math.min(total, eager));
  useEffect(() => {
    const cancels = Array.from({ length: Math.max(0, total - eager) }, () =>
      // a transition: React renders the part in slices of a few milliseconds; only its commit is one task
      revealQueue.enqueue(() => startTransition(() => setCount(shown => Math.min(total, shown + 1)))),
    );
    return () => cancels.forEach(cancel => cancel());
  }, [total, eager]);
  return Math.min(count, total);
}
