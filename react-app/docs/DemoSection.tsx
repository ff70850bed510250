import { useId, type ReactNode } from 'react';
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

/** A responsive grid of demo cards. */
export function DemoGrid({ children }: { children: ReactNode }) {
  return <div className="demo-cards">{children}</div>;
}

/** A compact read-out of live values under a demo, e.g. "Selected: Grid". */
export function LiveValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="live-value">
      <span className="live-value__label">{label}:</span> <span className="live-value__value">{children}</span>
    </p>
  );
}
