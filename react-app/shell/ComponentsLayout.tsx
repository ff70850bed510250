import { Outlet } from 'react-router-dom';
import { Pager } from './Pager';

/** Every component page ends with previous and next links in the fixed order. */
export function ComponentsLayout() {
  return (
    <>
      <Outlet />
      <Pager />
    </>
  );
}
