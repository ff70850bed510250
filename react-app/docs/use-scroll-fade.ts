import { useLayoutEffect, type RefObject } from 'react';

/** Below a pixel is rounding, not hidden code. */
const TOLERANCE = 1;

/**
 * Marks the sides of a scrolling code box that hide code, in its `data-overflow` attribute ("start",
 * "end" for the inline sides, "below" for the block end), measured again as it scrolls or changes size;
 * code.css fades those sides out, so that a sample that scrolls says so even where the scrollbar is an
 * overlay that shows only while scrolling (a phone, a trackpad). `key` is what replaces the content
 * (the shown tab), so that the new content is watched.
 */
export function useScrollFade(ref: RefObject<HTMLElement | null>, key?: unknown): void {
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      const left = Math.abs(box.scrollLeft);
      const sides = [
        left > TOLERANCE && 'start',
        left + box.clientWidth < box.scrollWidth - TOLERANCE && 'end',
        box.scrollTop + box.clientHeight < box.scrollHeight - TOLERANCE && 'below',
      ].filter(Boolean);
      if (sides.length > 0) box.setAttribute('data-overflow', sides.join(' '));
      else box.removeAttribute('data-overflow');
    };
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(box);
    for (const child of box.children) resize.observe(child);
    box.addEventListener('scroll', measure, { passive: true });
    return () => {
      resize.disconnect();
      box.removeEventListener('scroll', measure);
    };
  }, [ref, key]);
}
