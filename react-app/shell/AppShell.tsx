import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useNav } from '../providers/NavProvider';
import { BottomNav } from './BottomNav';
import { NAV_IDS, useNavFocus } from './nav-focus';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';
import { SidebarIcon } from './icons';

export function AppShell({ children }: { children: ReactNode }) {
  const { isNarrow, isOpen, open, close } = useNav();
  const { pathname } = useLocation();
  useNavFocus(isNarrow, isOpen, pathname);
  // The open drawer is modal: everything behind it is inert.
  const behindDrawer = isNarrow && isOpen;
  return (
    <div className="app" data-narrow={isNarrow || undefined} data-nav-open={isOpen || undefined}>
      <a className="skip-link" href="#main" inert={behindDrawer}>
        Skip to content
      </a>
      {isNarrow && <TopBar inert={behindDrawer} />}
      <SideNav />
      {behindDrawer && <div className="app__overlay" data-testid="nav-overlay" onClick={close} aria-hidden="true" />}
      {!isNarrow && !isOpen && (
        <button
          type="button"
          id={NAV_IDS.show}
          className="icon-button app__show-nav"
          aria-label="Show navigation"
          aria-controls={NAV_IDS.nav}
          aria-expanded="false"
          onClick={open}
        >
          <SidebarIcon />
        </button>
      )}
      <main id={NAV_IDS.main} className="app__main" tabIndex={-1} inert={behindDrawer}>
        {children}
      </main>
      {isNarrow && <BottomNav inert={behindDrawer} />}
    </div>
  );
}
