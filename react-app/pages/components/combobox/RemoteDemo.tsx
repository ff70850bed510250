import { useCallback, useRef, useState } from 'react';
import { DsCombobox } from '../../../ds/DsCombobox';
import type { ComboboxItem } from '../../../../elements/combobox/ds-combobox.js';
import { CodeSample } from '../../../docs/CodeSample';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';
import { CITIES } from './data';

/** How long the pretend server takes to answer (ms). */
const LATENCY = 600;

const fold = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** The pretend server: the cities containing the query, after a delay; an abort rejects at once. */
function searchCities(query: string, signal: AbortSignal): Promise<ComboboxItem[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const wanted = fold(query.trim());
      resolve(CITIES.filter(city => fold(city).includes(wanted)).map(city => ({ value: city, label: city })));
    }, LATENCY);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

const LOADER_CODE = `// Called after a pause in typing; a newer query aborts the older one
combobox.options = async (query, { signal }) => {
  const response = await fetch(\`/api/cities?q=\${encodeURIComponent(query)}\`, { signal });
  return response.json(); // [{ value: 'paris', label: 'Paris' }, …]
};`;

const SNIPPET = snippetOf({
  tag: 'ds-combobox',
  attrs: { label: 'City', name: 'city', placeholder: 'Search cities', debounce: 250 },
  reactProps: { options: { code: 'searchCities' } },
});

/** Options from a (pretend) server: a pause before asking, "Loading…", and stale answers ignored. */
export function RemoteDemo() {
  const [city, setCity] = useState('');
  const [requests, setRequests] = useState(0);
  const count = useRef(0);
  const loader = useCallback((query: string, { signal }: { signal: AbortSignal }) => {
    count.current += 1;
    setRequests(count.current);
    return searchCities(query, signal);
  }, []);
  return (
    <DemoSection
      title="Remote options"
      description={`The options come from a loader, asked a quarter of a second after you stop typing; this one pretends to be a server that takes ${LATENCY} ms. The list says “Loading…” meanwhile, and an answer to an older query is dropped.`}
    >
      <div className="combobox-demo">
        <DsCombobox
          label="City"
          name="city"
          placeholder="Search cities"
          options={loader}
          onChange={event => setCity(event.currentTarget.value as string)}
        />
        <div className="combobox-demo__values">
          <LiveValue label="City">{city || 'None'}</LiveValue>
          <LiveValue label="Requests">{requests}</LiveValue>
        </div>
      </div>
      <CodeSample label="Loader code" code={LOADER_CODE} language="jsx" />
      <Snippet label="Remote code" {...SNIPPET} />
    </DemoSection>
  );
}
