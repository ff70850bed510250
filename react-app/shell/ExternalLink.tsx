import type { ReactNode } from 'react';

/** Said after the name of every link that opens a new tab, so a screen reader announces it too. */
export const NEW_TAB_NOTE = '(opens in a new tab)';

/** A link to another site: it opens in a new tab, without giving that page a handle on this one. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {NEW_TAB_NOTE}</span>
    </a>
  );
}
