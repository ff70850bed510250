import { NavLink } from 'react-router-dom';
import { ComponentsIcon, HomeIcon, SearchIcon, SettingsIcon, ToolsIcon } from './icons';

const ITEMS = [
  { to: '/', label: 'Home', icon: <HomeIcon />, end: true },
  { to: '/Components', label: 'Components', icon: <ComponentsIcon />, end: false },
  { to: '/Tools', label: 'Tools', icon: <ToolsIcon />, end: false },
  { to: '/Search', label: 'Search', icon: <SearchIcon />, end: false },
  { to: '/Settings', label: 'Settings', icon: <SettingsIcon />, end: false },
];

/** Mobile bottom navigation; hidden in print. */
export function BottomNav({ inert }: { inert?: boolean }) {
  return (
    <nav className="bottom-nav" aria-label="Bottom" inert={inert}>
      {ITEMS.map(item => (
        <NavLink key={item.to} to={item.to} end={item.end} className="bottom-nav__item">
          {item.icon}
          <span>{item.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
