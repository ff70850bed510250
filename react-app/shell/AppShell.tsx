import type { ReactNode } from 'react';
import { useNav } from '../providers/NavProvider';
import { BottomNav } from './BottomNav';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';
import { SidebarIcon } from './icons';

export function AppShell({ children }: { children: ReactNode }) {
  const { isNarrow, isOpen, open, close } = useNav();
  return (
    <div className="app" data-narrow={isNarrow || undefined} data-nav-open={isOpen || undefined}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {isNarrow && <TopBar />}
      <SideNav />
      {isNarrow && isOpen && <div className="app__overlay" data-testid="nav-overlay" onClick={close} aria-hidden="true" />}
      {!isNarrow && !isOpen && (
        <button type="button" className="icon-button app__show-nav" aria-label="Show navigation" aria-controls="side-nav" aria-expanded="false" onClick={open}>
          <SidebarIcon />
        </button>
      )}
      <main id="main" className="app__main" tabIndex={-1}>
        {children}
      </main>
      {isNarrow && <BottomNav />}
    </div>
  );
}
