import { Outlet } from 'react-router-dom';
import { toolCards } from '../../../content/tools';
import { useOptionalPageMeta } from '../../shell/use-page-meta';
import { ToolsBar } from './bar/ToolsBar';

/** The /Tools section: every tool page (one with a `tool` in the route table) starts with the sticky tools bar. */
export default function ToolsLayout() {
  const meta = useOptionalPageMeta();
  const onToolPage = meta !== undefined && toolCards.some(tool => tool.url === `/${meta.path}`);
  return (
    <>
      {onToolPage && <ToolsBar />}
      <Outlet />
    </>
  );
}
