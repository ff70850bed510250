import { NavLink } from 'react-router-dom';
import { pagesUnder } from '../../../../content/route-table';
import './navigation-tabs.css';

/**
 * The two links at the top of both Navigation pages: Bars & Tiles and Side Bar.
 * They are links between pages, not a tab pattern, so the current one carries
 * `aria-current="page"` (NavLink sets it) instead of `aria-selected`.
 */
export function NavigationTabs() {
  return (
    <nav className="navigation-tabs" aria-label="Navigation pages">
      {pagesUnder('Components/Navigation').map(page => (
        <NavLink key={page.path} to={`/${page.path}`} className="navigation-tabs__link">
          {page.title}
        </NavLink>
      ))}
    </nav>
  );
}
