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
  /** Spans every column of the demo grid (playgrounds, galleries). */
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
 * Demo cards in the page's first render: none. The first comes in the next task, as it is on the
 * screen, and the next as they are near it, each in a task of its own. The page's own commit (shell
 * and header) and the first card's elements were one 25–45 ms task, and one layout of everything.
 */
export const EAGER_DEMOS = 0;

/**
 * A responsive grid of demo cards. The cards follow the page (`EAGER_DEMOS`), one per task
 * (reveal-queue.ts) as the visitor scrolls towards them, so that no single task renders every
 * element of the page. Until the last has come, an empty block a screen and a half tall stands
 * where they will be: it keeps what follows the grid below the screen, so nothing on screen moves.
 */
export function DemoGrid({ children }: { children: ReactNode }) {
  return (
    <div className="demo-cards">
      <RevealedParts eager={EAGER_DEMOS} placeholderClassName="demo-cards__pending">
        {children}
      </RevealedParts>
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
