import { useEffect, useState } from 'react';
import { useNav } from '../../../providers/NavProvider';

/**
 * Where a sticky bar of the page sticks: right under the shell's own sticky top bar (shown on
 * narrow screens), else at the top of the viewport. Follows the top bar's height (larger text
 * makes it taller).
 */
export function useStickyTop(): number {
  const { isNarrow } = useNav();
  const [topBarHeight, setTopBarHeight] = useState(0);
  useEffect(() => {
    const topBar = isNarrow ? document.querySelector<HTMLElement>('.top-bar') : null;
    if (!topBar) return;
    // a ResizeObserver reports the size once when it starts observing, then on every change
    const observer = new ResizeObserver(() => setTopBarHeight(Math.round(topBar.getBoundingClientRect().height)));
    observer.observe(topBar);
    return () => observer.disconnect();
  }, [isNarrow]);
  return isNarrow ? topBarHeight : 0;
}
