import { Fragment, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { PHONE_QUERY, useMediaQuery } from '../lib/use-media-query';
import './keyboard-notes.css';

type Rows = readonly (readonly [keys: string, action: string])[];

/** The rows as a list of [keys, what they do]; each key a key cap. */
function KeyList({ rows }: { rows: Rows }) {
  return (
    <dl className="keyboard-notes__list">
      {rows.map(([keys, action]) => (
        <div key={`${keys}: ${action}`} className="keyboard-notes__row">
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
  );
}

/**
 * The id of the title of the demo card `ref` is in, once rendered (none outside a card): the notes'
 * region is named by it and their own heading, "Calculator Keyboard", so the notes of two demos on a
 * page are two landmarks of different names.
 */
function useDemoTitleId(ref: RefObject<HTMLElement | null>, rendered: boolean): string | undefined {
  const [id, setId] = useState<string>();
  useLayoutEffect(() => {
    setId(ref.current?.closest('.demo-card')?.querySelector('.demo-card__title')?.id || undefined);
  }, [ref, rendered]);
  return id;
}

/**
 * How a demo or a tool works from the keyboard: rows of [keys, what they do] (alternatives separated by
 * " / "), e.g. `[['Arrow keys', 'Move the thumb by one step'], ['Home / End', 'Minimum / maximum']]`. On a
 * phone, where few visitors have a keyboard and the table would push the next demo far down, it folds away
 * behind a closed "Keyboard" disclosure; wider screens show it open, under its heading.
 * `ownerTitleId` names the notes' region after what they belong to (a tool card's title); by default
 * it is the demo card's title.
 */
export function KeyboardNotes({
  rows,
  title = 'Keyboard',
  ownerTitleId,
}: {
  rows: Rows;
  title?: string;
  ownerTitleId?: string;
}) {
  const headingId = useId();
  const phone = useMediaQuery(PHONE_QUERY);
  const section = useRef<HTMLElement>(null);
  const demoTitleId = useDemoTitleId(section, !phone);
  const ownerId = ownerTitleId ?? demoTitleId;
  if (rows.length === 0) return null;
  if (phone)
    return (
      <details className="keyboard-notes keyboard-notes--folded">
        <summary className="keyboard-notes__title">{title}</summary>
        <KeyList rows={rows} />
      </details>
    );
  return (
    <section ref={section} className="keyboard-notes" aria-labelledby={ownerId ? `${ownerId} ${headingId}` : headingId}>
      <h3 id={headingId} className="keyboard-notes__title">
        {title}
      </h3>
      <KeyList rows={rows} />
    </section>
  );
}
