import { Outlet, useLocation } from 'react-router-dom';
import { RevealedParts } from '../lib/RevealedParts';
import { Pager } from './Pager';

/**
 * Every component page ends with previous and next links in the fixed order. They come after the
 * page's own parts, on every page anew (reveal-queue.ts), so they never move down as those come.
 */
export function ComponentsLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <Outlet />
      <RevealedParts key={pathname}>
        <Pager />
      </RevealedParts>
    </>
  );
}
