/**
 * The per-element API slices that scripts/make-react-wrappers.mjs writes to react-app/ds/api/
 * from custom-elements.json. Each slice is its own lazy chunk: a page loads only the slices of
 * the elements it shows.
 */
export interface ApiEntry {
  name: string;
  description?: string;
}

export interface ApiSlice {
  tagName: string;
  className: string;
  summary?: string;
  attributes?: (ApiEntry & { property?: string; type?: string; default?: string })[];
  properties?: (ApiEntry & { type?: string })[];
  methods?: (ApiEntry & { signature: string })[];
  events?: (ApiEntry & { type?: string })[];
  slots?: ApiEntry[];
  cssParts?: ApiEntry[];
  cssProperties?: (ApiEntry & { default?: string })[];
  cssStates?: ApiEntry[];
}

const slices = import.meta.glob<ApiSlice>('../ds/api/*.json', { import: 'default' });

/** Loads the API slice of `tag` (e.g. `ds-checkbox`); rejects for a tag without one. */
export function loadApiSlice(tag: string): Promise<ApiSlice> {
  const load = slices[`../ds/api/${tag}.json`];
  return load ? load() : Promise.reject(new Error(`No API data for <${tag}>`));
}
