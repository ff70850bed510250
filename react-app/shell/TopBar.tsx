import { Link } from 'react-router-dom';
import { profile } from '../../content/profile';
import { useNav } from '../providers/NavProvider';
import { HomeIcon, MenuIcon, SearchIcon } from './icons';
import { NAV_IDS } from './nav-focus';

/**
 * Mobile top bar: the drawer's menu button, home and search. The menu button keeps one name and
 * tells whether the drawer is open through aria-expanded.
 */
export function TopBar({ inert }: { inert?: boolean }) {
  const { isOpen, toggle } = useNav();
  return (
    <header className="top-bar" inert={inert}>
      <button
        type="button"
        id={NAV_IDS.menu}
        className="icon-button"
        aria-label="Menu"
        aria-controls={NAV_IDS.nav}
        aria-expanded={isOpen}
        onClick={toggle}
      >
        <MenuIcon />
      </button>
      <span className="top-bar__brand">{profile.brand}</span>
      <Link className="icon-button" to="/" aria-label="Home">
        <HomeIcon />
      </Link>
      <Link className="icon-button" to="/Search" aria-label="Search">
        <SearchIcon />
      </Link>
    </header>
  );
}
