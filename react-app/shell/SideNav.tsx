import { Link } from 'react-router-dom';
import { profile } from '../../content/profile';
import { useNav } from '../providers/NavProvider';
import { ChangeTheme } from './ChangeTheme';
import { ComponentsNav } from './ComponentsNav';
import { SideLink } from './SideLink';
import { ThemeDot } from './ThemeDot';
import { VersionRow } from './VersionRow';
import { AboutIcon, ChevronIcon, CloseIcon, ComponentsIcon, HomeIcon, SearchIcon, SettingsIcon, SidebarIcon, ToolsIcon } from './icons';

const SUB_NAV_ID = 'components-sub-nav';

export function SideNav() {
  const { isNarrow, isOpen, close, subNavOpen, toggleSubNav } = useNav();
  return (
    <aside id="side-nav" className="side-nav" data-open={isOpen || undefined} hidden={!isOpen} aria-label="Site">
      <div className="side-nav__head">
        <Link to="/" className="side-nav__brand">
          <span className="side-nav__logo" aria-hidden="true" />
          <span>
            {profile.brand}
            <small>{profile.designSystem} design system</small>
          </span>
        </Link>
        <button type="button" className="icon-button" aria-label={isNarrow ? 'Close navigation' : 'Hide navigation'} aria-controls="side-nav" onClick={close}>
          {isNarrow ? <CloseIcon /> : <SidebarIcon />}
        </button>
      </div>
      <nav className="side-nav__scroll" aria-label="Main">
        <ul className="side-nav__list">
          <li>
            <SideLink to="/" end className="side-nav__link">
              <HomeIcon /> Home
            </SideLink>
          </li>
          <li>
            <div className="side-nav__row">
              <SideLink to="/Components" className="side-nav__link">
                <ComponentsIcon /> Components
              </SideLink>
              <button type="button" className="icon-button side-nav__expand" aria-label="Component pages" aria-expanded={subNavOpen} aria-controls={SUB_NAV_ID} onClick={toggleSubNav}>
                <ChevronIcon />
              </button>
            </div>
            {subNavOpen && <ComponentsNav id={SUB_NAV_ID} />}
          </li>
          <li>
            <SideLink to="/Tools" className="side-nav__link">
              <ToolsIcon /> Tools
            </SideLink>
          </li>
          <li>
            <SideLink to="/About" className="side-nav__link">
              <AboutIcon /> About
            </SideLink>
          </li>
          <li>
            <SideLink to="/Settings" className="side-nav__link">
              <SettingsIcon /> Settings
            </SideLink>
          </li>
          <li>
            <SideLink to="/Search" className="side-nav__link">
              <SearchIcon /> Search
            </SideLink>
          </li>
        </ul>
      </nav>
      <div className="side-nav__foot">
        <ChangeTheme />
        <div className="side-nav__foot-row">
          <VersionRow />
          <ThemeDot />
        </div>
      </div>
    </aside>
  );
}
