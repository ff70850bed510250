import { useId, type ReactNode } from 'react';
import { RevealedParts } from '../lib/RevealedParts';
import './docs.css';

/** One demo of a component page: a titled card with an optional line of explanation. */
export function DemoSection({
  title,
  description,
  wide = false,
  className,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** Takes a whole row of the demo grid: playgrounds, galleries, tables, wide apps such as the converter. */
  wide?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const classes = ['demo-card', wide && 'demo-card--wide', className].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby={headingId}>
      <h2 id={headingId} className="demo-card__title">
        {title}
      </h2>
      {description && <p className="demo-card__description">{description}</p>}
      <div className="demo-card__stage">{children}</div>
    </section>
  );
}

/**
 * The demo cards of a page (docs.css): the first is a full-width stage, the others two to a row on a
 * wide screen, each as tall as its content; a `wide` card, and one left alone in its row, takes the
 * whole row. The cards come after the page's own commit (shell and header), one per task in page
 * order (reveal-queue.ts), so that no single task renders every element of the page: the first in
 * the next task, the last a moment later.
 */
export function DemoGrid({ children }: { children: ReactNode }) {
  return (
    <div className="demo-cards">
      <RevealedParts>{children}</RevealedParts>
    </div>
  );
}

/** A compact read-out of live values under a demo, e.g. "Selected: Grid". */
export function LiveValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="live-value">
      <span className="live-value__label">{label}:</span> <span className="live-value__value">{children}</span>
    </p>
  );
}
