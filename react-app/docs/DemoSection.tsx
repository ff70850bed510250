import { useId, type ReactNode } from 'react';
import { RevealedParts } from '../lib/RevealedParts';
import { CodeSample } from './CodeSample';
import { demoParts } from './demo-parts';
import { KeyboardNotes } from './KeyboardNotes';
import { Snippet } from './Snippet';
import './docs.css';

const CODE_TYPES = [Snippet, CodeSample];
const NOTES_TYPES = [KeyboardNotes];

/**
 * One demo of a component page, in the same frame on every page: the title and an optional line of
 * explanation, then the preview (a padded stage holding the demo), the code attached under it
 * (`Snippet`, `CodeSample`) and the keyboard notes last. The children are sorted into these regions by
 * their component type, so a page writes them in any order. In a row of the grid the cards are equally
 * tall: the preview takes the extra height and centres the demo in it.
 */
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
  const { preview, code, notes } = demoParts(children, CODE_TYPES, NOTES_TYPES);
  const classes = ['demo-card', wide && 'demo-card--wide', className].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby={headingId}>
      <div className="demo-card__header">
        <h2 id={headingId} className="demo-card__title">
          {title}
        </h2>
        {description && <p className="demo-card__description">{description}</p>}
      </div>
      {preview.length > 0 && <div className="demo-card__stage">{preview}</div>}
      {code.length > 0 && <div className="demo-card__code">{code}</div>}
      {notes.length > 0 && <div className="demo-card__notes">{notes}</div>}
    </section>
  );
}

/**
 * The demo cards of a page (docs.css): the first is a full-width stage, the others two to a row on a
 * wide screen, equally tall in a row; a `wide` card, and one left alone in its row, takes the
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
