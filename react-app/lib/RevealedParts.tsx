import { Children, type ReactNode } from 'react';
import { useRevealedCount } from './use-revealed';

/**
 * Renders its children in turn (use-revealed.ts): none with the first render, then one per task,
 * in page order, until all are there. Until the last has come, a hidden marker
 * (`data-reveal-pending`) says that the page is not whole yet.
 */
export function RevealedParts({ children }: { children: ReactNode }) {
  const parts = Children.toArray(children);
  const shown = useRevealedCount(parts.length);
  return (
    <>
      {parts.slice(0, shown)}
      {shown < parts.length && <div hidden data-reveal-pending="" />}
    </>
  );
}
