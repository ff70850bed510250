import { componentsNav, type ComponentNavItem } from '../../content/route-table';

export interface PagerLinks {
  previous?: ComponentNavItem;
  next?: ComponentNavItem;
}

/** Neighbours of a component page in the side navigation's fixed order (sub-pages count as their parent). */
export function pagerLinks(pathname: string): PagerLinks {
  const path = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  const index = componentsNav.findIndex(
    p => path === p.path.toLowerCase() || path.startsWith(`${p.path.toLowerCase()}/`),
  );
  if (index < 0) return {};
  return { previous: componentsNav[index - 1], next: componentsNav[index + 1] };
}
