import type { KeyboardEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { profile } from '../../content/profile';
import { useNav } from '../providers/NavProvider';
import { ChangeTheme } from './ChangeTheme';
import { ComponentsNav } from './ComponentsNav';
import { SideLink } from './SideLink';
import { ThemeDot } from './ThemeDot';
import { VersionRow } from './VersionRow';
import { drawerKeyDown, NAV_IDS } from './nav-focus';
import {
  AboutIcon,
  ChevronIcon,
  CloseIcon,
  ComponentsIcon,
  HomeIcon,
  SearchIcon,
  SettingsIcon,
  SidebarIcon,
  ToolsIcon,
} from './icons';

const SUB_NAV_ID = 'components-sub-nav';

interface Item {
  to: string;
  label: string;
  icon: ReactNode;
  end?: boolean;
}

/** Home, Components (with its sub-navigation), Tools, About, Settings, Search. */
const HOME: Item = { to: '/', label: 'Home', icon: <HomeIcon />, end: true };
const MORE: Item[] = [
  { to: '/Tools', label: 'Tools', icon: <ToolsIcon /> },
  { to: '/About', label: 'About', icon: <AboutIcon /> },
  { to: '/Settings', label: 'Settings', icon: <SettingsIcon /> },
  { to: '/Search', label: 'Search', icon: <SearchIcon /> },
];

function SideItem({ to, label, icon, end }: Item) {
  return (
    <li>
      <SideLink to={to} end={end} className="side-nav__link">
        {icon} {label}
      </SideLink>
    </li>
  );
}

export function SideNav() {
  const { isNarrow, isOpen, close, subNavOpen, toggleSubNav } = useNav();
  // A side bar (complementary landmark) when wide; a modal dialog, the drawer, when narrow.
  const Container = isNarrow ? 'div' : 'aside';
  const drawer = isNarrow
    ? ({
        role: 'dialog',
        'aria-modal': true,
        onKeyDown: (event: KeyboardEvent<HTMLElement>) => drawerKeyDown(event, close),
      } as const)
    : {};
  return (
    <Container
      id={NAV_IDS.nav}
      className="side-nav"
      data-open={isOpen || undefined}
      hidden={!isOpen}
      aria-label={isNarrow ? 'Site navigation' : 'Site'}
      {...drawer}
    >
      <div className="side-nav__head">
        <Link to="/" className="side-nav__brand">
          <span className="side-nav__logo" aria-hidden="true" />
          <span>
            {profile.brand}
            <small>{profile.designSystem} design system</small>
          </span>
        </Link>
        <button
          type="button"
          id={NAV_IDS.hide}
          className="icon-button"
          aria-label={isNarrow ? 'Close navigation' : 'Hide navigation'}
          aria-controls={NAV_IDS.nav}
          aria-expanded={isNarrow ? undefined : true}
          onClick={close}
        >
          {isNarrow ? <CloseIcon /> : <SidebarIcon />}
        </button>
      </div>
      <nav className="side-nav__scroll" aria-label="Main">
        <ul className="side-nav__list">
          <SideItem {...HOME} />
          <li>
            <div className="side-nav__row">
              <SideLink to="/Components" className="side-nav__link">
                <ComponentsIcon /> Components
              </SideLink>
              <button
                type="button"
                className="icon-button side-nav__expand"
                aria-label="Component pages"
                aria-expanded={subNavOpen}
                aria-controls={SUB_NAV_ID}
                onClick={toggleSubNav}
              >
                <ChevronIcon />
              </button>
            </div>
            {subNavOpen && <ComponentsNav id={SUB_NAV_ID} />}
          </li>
          {MORE.map(item => (
            <SideItem key={item.to} {...item} />
          ))}
        </ul>
      </nav>
      <div className="side-nav__foot">
        <ChangeTheme />
        <div className="side-nav__foot-row">
          <VersionRow />
          <ThemeDot />
        </div>
      </div>
    </Container>
  );
}
