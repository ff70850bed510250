import type { KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { profile } from '../../content/profile';
import { mainNav, type MainNavItem } from '../../content/route-table';
import { useNav } from '../providers/NavProvider';
import { ChangeTheme } from './ChangeTheme';
import { ComponentsNav } from './ComponentsNav';
import { SideLink } from './SideLink';
import { ThemeDot } from './ThemeDot';
import { VersionRow } from './VersionRow';
import { drawerKeyDown, NAV_IDS } from './nav-focus';
import { NAV_ICONS } from './nav-icons';
import { ChevronIcon, CloseIcon, SidebarIcon } from './icons';

const SUB_NAV_ID = 'components-sub-nav';
/** The item that opens the components navigation below it. */
const SUB_NAV_PATH = 'Components';

/** One item of the route table's main navigation (Home, Components, Tools, About, Settings, Search). */
function SideItem({ path, label, icon }: MainNavItem) {
  const Icon = NAV_ICONS[icon];
  return (
    <li>
      <SideLink to={`/${path}`} end={path === ''} className="side-nav__link">
        <Icon /> {label}
      </SideLink>
    </li>
  );
}

export function SideNav() {
  const { isNarrow, isOpen, close } = useNav();
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
          {mainNav.map(item =>
            item.path === SUB_NAV_PATH ? (
              <ComponentsItem key={item.path} {...item} />
            ) : (
              <SideItem key={item.path} {...item} />
            ),
          )}
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

/** Components, with the button that shows or hides its own navigation below it. */
function ComponentsItem({ path, label, icon }: MainNavItem) {
  const { subNavOpen, toggleSubNav } = useNav();
  const Icon = NAV_ICONS[icon];
  return (
    <li>
      <div className="side-nav__row">
        <SideLink to={`/${path}`} className="side-nav__link">
          <Icon /> {label}
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
  );
}
