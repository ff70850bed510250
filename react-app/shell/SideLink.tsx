import type { MouseEvent, ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useNav } from '../providers/NavProvider';

interface Props {
  to: string;
  end?: boolean;
  className?: string;
  children: ReactNode;
}

/** A side-bar link: a plain click goes through the nav provider so the drawer closes on choice. */
export function SideLink({ to, end, className, children }: Props) {
  const { choose } = useNav();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser handle new-tab and new-window clicks.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    choose(to);
  };
  return (
    <NavLink to={to} end={end} className={className} onClick={onClick}>
      {children}
    </NavLink>
  );
}
