import type { CSSProperties } from 'react';

/**
 * A square of a data colour (a swatch, a shade): set as a custom property through the CSSOM, so
 * the page's CSS draws it and a strict CSP is kept. Decorative: the text beside it names it.
 */
export function ColorChip({ color, className }: { color: string; className?: string }) {
  return (
    <span
      className={className ? `cs-chip ${className}` : 'cs-chip'}
      style={{ '--cs-color': color } as CSSProperties}
      aria-hidden="true"
    />
  );
}
