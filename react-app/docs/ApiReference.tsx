import { useId } from 'react';
import { ApiTable } from './ApiTable';
import { DocText } from './DocText';
import { useApiSlice } from './use-api-slice';

function ApiDetails({ tag }: { tag: string }) {
  const state = useApiSlice(tag);
  return (
    <details className="api-details">
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
      <ApiTable tag={tag} />
    </details>
  );
}

/** The closing section of a component page: the API of each element it shows, one collapsible block per element. */
export function ApiReference({ tags }: { tags: readonly string[] }) {
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
