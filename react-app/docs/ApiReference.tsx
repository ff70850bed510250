import { useEffect, useId } from 'react';
import { loadApiSlice } from './api-slice';
import { RevealedParts } from '../lib/RevealedParts';
import { useRevealedCount } from '../lib/use-revealed';
import { ApiTable } from './ApiTable';
import { DocText } from './DocText';
import { useApiSlice } from './use-api-slice';

function ApiDetails({ tag }: { tag: string }) {
  const state = useApiSlice(tag);
  // the table (up to a few hundred elements) comes once its API has loaded, in a task of its own (reveal-queue.ts)
  const tableShown = useRevealedCount(state.status === 'loading' ? 0 : 1) === 1;
  return (
    <details className="api-details" data-reveal-pending={tableShown ? undefined : ''}>
      <summary>
        <span className="api-details__head">
          <code className="api-details__tag">{`<${tag}>`}</code>
          {state.status === 'ready' && (
            <span className="api-details__summary">
              <DocText text={state.slice.summary} />
            </span>
          )}
        </span>
      </summary>
      {tableShown && <ApiTable tag={tag} state={state} />}
    </details>
  );
}

/**
 * The closing section of a component page: the API of each element it shows, one collapsible block
 * per element. It comes after the parts of the page above it (reveal-queue.ts), so it never moves
 * down as they come.
 */
export function ApiReference({ tags }: { tags: readonly string[] }) {
  // the API data loads with the page, so that the tables are ready when the section's turn comes
  useEffect(() => {
    for (const tag of tags) loadApiSlice(tag).catch(() => undefined); // a failure shows in its block
  }, [tags]);
  return (
    <RevealedParts>
      <ApiSection tags={tags} />
    </RevealedParts>
  );
}

function ApiSection({ tags }: { tags: readonly string[] }) {
  const headingId = useId();
  return (
    <section className="api-reference" aria-labelledby={headingId}>
      <h2 id={headingId} className="api-reference__title">
        API
      </h2>
      <p className="api-reference__intro">
        Attributes, events, slots, parts and custom properties, generated from <code>custom-elements.json</code>.
      </p>
      {tags.map(tag => (
        <ApiDetails key={tag} tag={tag} />
      ))}
    </section>
  );
}
