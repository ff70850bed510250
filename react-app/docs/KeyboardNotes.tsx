import { Fragment, useId } from 'react';
import './docs.css';

/**
 * How a demo works from the keyboard: rows of [keys, what they do] (alternatives separated by " / "), e.g.
 * `[['Arrow keys', 'Move the thumb by one step'], ['Home / End', 'Minimum / maximum']]`.
 */
export function KeyboardNotes({
  rows,
  title = 'Keyboard',
}: {
  rows: readonly (readonly [keys: string, action: string])[];
  title?: string;
}) {
  const headingId = useId();
  if (rows.length === 0) return null;
  return (
    <section className="keyboard-notes" aria-labelledby={headingId}>
      <h3 id={headingId} className="keyboard-notes__title">
        {title}
      </h3>
      <dl className="keyboard-notes__list">
        {rows.map(([keys, action]) => (
          <div key={keys} className="keyboard-notes__row">
            <dt>
              {/* "Home / End": one key cap each, so a narrow screen can wrap between them */}
              {keys.split(' / ').map((key, i) => (
                <Fragment key={key}>
                  {i > 0 && ' / '}
                  <kbd>{key}</kbd>
                </Fragment>
              ))}
            </dt>
            <dd>{action}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
