import { useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toolCards } from '../../../../content/tools';
import { DsButton } from '../../../ds/DsButton';
import { DsMenu } from '../../../ds/DsMenu';
import { DsMenuItem } from '../../../ds/DsMenuItem';
import { useStickyTop } from './use-sticky-top';
import { useStuck } from './use-stuck';
import './tools-bar.css';

const ArrowLeft = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      d="M15 5 8 12l7 7"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** Marks the tool being shown in the menu (its item also has aria-current="page"). */
const Check = ({ hidden }: { hidden: boolean }) => (
  <svg
    slot="start"
    className={hidden ? 'tools-bar__check tools-bar__check--blank' : 'tools-bar__check'}
    viewBox="0 0 24 24"
    width="16"
    height="16"
    aria-hidden="true"
    focusable="false"
  >
    <path
      d="m5 12 5 5 9-10"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const Chevron = () => (
  <svg slot="end" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <path
      d="m6 9 6 6 6-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * The bar on /Tools/*: sticks to the top (under the mobile top bar) and changes look
 * once stuck; a link back to the listing and a menu of the tools.
 */
export function ToolsBar() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const top = useStickyTop();
  const sentinel = useRef<HTMLDivElement>(null);
  const stuck = useStuck(sentinel, top);
  // routes match case-insensitively
  const current = toolCards.find(tool => tool.url.toLowerCase() === pathname.replace(/\/$/, '').toLowerCase());
  return (
    <>
      <div ref={sentinel} className="tools-bar-sentinel" aria-hidden="true" />
      <nav className="tools-bar" aria-label="Tools" data-stuck={stuck ? '' : undefined} style={{ top }}>
        <Link className="tools-bar__back" to="/Tools">
          <ArrowLeft />
          All tools
        </Link>
        {/* the page's h1 says it too: shown once the header has scrolled away */}
        <span className="tools-bar__current" aria-hidden="true">
          {current?.title}
        </span>
        <DsMenu label="Tools" placement="bottom" onDsSelect={event => navigate(event.detail.value)}>
          <DsButton slot="trigger" variant="outline" size="small">
            Switch tool
            <Chevron />
          </DsButton>
          {toolCards.map(tool => (
            <DsMenuItem key={tool.url} value={tool.url} aria-current={tool === current ? 'page' : undefined}>
              <Check hidden={tool !== current} />
              {tool.title}
            </DsMenuItem>
          ))}
        </DsMenu>
      </nav>
    </>
  );
}
