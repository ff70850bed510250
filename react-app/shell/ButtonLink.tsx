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
  className,
  describedBy,
  children,
}: {
  to: string;
  variant?: 'primary' | 'outline';
  /** More classes for the link. */
  className?: string;
  /** The id of the text that describes where the link goes (`aria-describedby`). */
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <Link
      className={['button-link', `button-link--${variant}`, className].filter(Boolean).join(' ')}
      to={to}
      aria-describedby={describedBy}
    >
      {children}
    </Link>
  );
}
