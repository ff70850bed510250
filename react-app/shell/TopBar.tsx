import { Link } from 'react-router-dom';
import { profile } from '../../content/profile';
import { useNav } from '../providers/NavProvider';
import { HomeIcon, MenuIcon, SearchIcon } from './icons';

/** Mobile top bar: the drawer's menu button, home and search. */
export function TopBar() {
  const { isOpen, toggle } = useNav();
  return (
    <header className="top-bar">
      <button type="button" className="icon-button" aria-label="Open navigation" aria-controls="side-nav" aria-expanded={isOpen} onClick={toggle}>
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
