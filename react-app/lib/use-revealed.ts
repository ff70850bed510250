import { startTransition, useEffect, useState, type RefObject } from 'react';
import { pageSettled } from './page-settled';
import { revealQueue } from './reveal-queue';

/** Without IntersectionObserver, every part simply follows in turn. */
const CAN_OBSERVE = typeof IntersectionObserver !== 'undefined';

/** How far ahead of the screen a waiting part starts to render: half a screen. */
const NEAR_SCREEN = '50% 0px';

/**
 * How many of `total` parts to show: `eager` at once, then one more each time the reveal queue
 * comes to this component (see reveal-queue.ts), while `near` (an element just after the parts
 * shown) is within half a screen of the viewport, and all of them once the page has settled (idle
 * for a few seconds after loading, page-settled.ts). What lies far below the screen thus renders
 * after the page's load, not during it; a visitor who scrolls finds it there before it comes into
 * view. Printing shows everything at once. `total` may change (a filtered list): the parts already
 * shown stay shown.
 */
export function useRevealedCount(total: number, eager: number, near: RefObject<Element | null>): number {
  const [count, setCount] = useState(0);
  /** Printing: every part, including those that arrive later (a list that loads). */
  const [everything, setEverything] = useState(false);
  /** The number of parts shown when the marker was last seen near the screen (it moves with each). */
  const [nearAt, setNearAt] = useState(-1);
  /** The page has settled (page-settled.ts): every part comes, near the screen or not. */
  const [settled, setSettled] = useState(() => pageSettled().settled);
  const shown = everything ? total : Math.min(total, Math.max(count, eager));
  const waiting = shown < total;

  // whether the marker is near the screen; observed afresh after each part, as the marker moved
  useEffect(() => {
    const marker = near.current;
    if (!waiting || !marker || !CAN_OBSERVE) return;
    const observer = new IntersectionObserver(entries => setNearAt(entries.some(e => e.isIntersecting) ? shown : -1), {
      rootMargin: NEAR_SCREEN,
    });
    observer.observe(marker);
    return () => observer.disconnect();
  }, [waiting, shown, near]);

  useEffect(() => {
    if (!waiting || settled) return;
    return pageSettled().onSettled(() => setSettled(true));
  }, [waiting, settled]);

  const isNear = nearAt === shown || settled || !CAN_OBSERVE;
  useEffect(() => {
    if (!waiting || !isNear) return;
    // one part at a time: once it has rendered, the effects run again and ask for the next
    return revealQueue.enqueue(() =>
      // a transition: React renders the part in slices of a few milliseconds; only its commit is one task
      startTransition(() => setCount(shown + 1)),
    );
  }, [waiting, isNear, shown]);

  // after the commit that showed one more part: the queue may reveal the next
  useEffect(() => {
    if (count > eager) revealQueue.done();
  }, [count, eager]);

  useEffect(() => {
    if (everything) return;
    const showAll = () => setEverything(true);
    window.addEventListener('beforeprint', showAll);
    return () => window.removeEventListener('beforeprint', showAll);
  }, [everything]);

  return shown;
}
