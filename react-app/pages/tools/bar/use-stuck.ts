import { useEffect, useState, type RefObject } from 'react';

/** The scroll state of a sticky bar is checked at most every 50 ms. */
export const STUCK_DEBOUNCE_MS = 50;

/**
 * Whether a sticky bar is stuck: `sentinel` is an empty element placed right before the bar, in
 * the flow. While the page scrolls it past the line where the bar sticks (`top` px from the top
 * of the viewport), the bar is stuck. An IntersectionObserver watches it, so nothing runs on
 * scroll; the answer settles 50 ms after the last change, so a bar at the edge does not flicker.
 */
export function useStuck(sentinel: RefObject<Element | null>, top: number): boolean {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      entries => {
        const entry = entries.at(-1);
        if (!entry) return;
        // above the line, not merely below the viewport's bottom edge
        const next = !entry.isIntersecting && entry.boundingClientRect.top < (entry.rootBounds?.top ?? top);
        clearTimeout(timer);
        timer = setTimeout(() => setStuck(next), STUCK_DEBOUNCE_MS);
      },
      { rootMargin: `${-Math.max(0, Math.round(top))}px 0px 0px 0px`, threshold: 0 },
    );
    observer.observe(target);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [sentinel, top]);
  return stuck;
}
