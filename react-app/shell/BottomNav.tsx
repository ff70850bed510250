import { NavLink } from 'react-router-dom';
import { bottomNav } from '../../content/route-table';
import { NAV_ICONS } from './nav-icons';

/** Mobile bottom navigation; hidden in print. */
export function BottomNav({ inert }: { inert?: boolean }) {
  return (
    <nav className="bottom-nav" aria-label="Bottom" inert={inert}>
      {bottomNav.map(({ path, label, icon }) => {
        const Icon = NAV_ICONS[icon];
        return (
          <NavLink key={path} to={`/${path}`} end={path === ''} className="bottom-nav__item">
            <Icon />
            <span>{label}</span>
          </NavLink>
        );
      })}
    </nav>
  );
}
