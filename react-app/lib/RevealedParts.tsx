import { Children, useRef, type ReactNode } from 'react';
import { useRevealedCount } from './use-revealed';

/**
 * Renders its children in turn (use-revealed.ts): `eager` of them with the page, then each as it
 * nears the screen, one per task, and all once the page has settled. Until the last has come, an
 * empty block (`placeholderClassName`, which gives it its height) stands where they will be, so
 * that what follows stays below the screen and nothing on screen moves.
 */
export function RevealedParts({
  children,
  eager = 0,
  placeholderClassName,
}: {
  children: ReactNode;
  eager?: number;
  placeholderClassName: string;
}) {
  const parts = Children.toArray(children);
  const pending = useRef<HTMLDivElement>(null);
  const shown = useRevealedCount(parts.length, eager, pending);
  return (
    <>
      {parts.slice(0, shown)}
      {shown < parts.length && (
        <div ref={pending} className={placeholderClassName} aria-hidden="true" data-reveal-pending="" />
      )}
    </>
  );
}
