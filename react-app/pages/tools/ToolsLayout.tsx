import { Outlet } from 'react-router-dom';
import { ToolsBar } from './bar/ToolsBar';

/** Every tool page (/Tools/*) starts with the sticky tools bar. */
export default function ToolsLayout() {
  return (
    <>
      <ToolsBar />
      <Outlet />
    </>
  );
}
