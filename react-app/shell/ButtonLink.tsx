import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './button-link.css';

/**
 * A link to a page of the site that looks like a `<ds-button>` (primary or outline, large). It stays
 * a real link (open in a new tab, copy the address) and navigates inside the app; it is plain HTML,
 * so it works before the elements load.
 */
export function ButtonLink({
  to,
  variant = 'primary',
  children,
}: {
  to: string;
  variant?: 'primary' | 'outline';
  children: ReactNode;
}) {
  return (
    <Link className={`button-link button-link--${variant}`} to={to}>
      {children}
    </Link>
  );
}
