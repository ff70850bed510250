/**
 * The Blob Generator's state and its URL (`?edges=6&smoothness=6&seed=123`), so that a shared
 * link reopens the same blob. Pure: no DOM, no router.
 */
import { BLOB_EDGES, BLOB_SEED_MAX, BLOB_SMOOTHNESS, parseBlobSeed } from '../../../../elements/blob/geometry';

export interface BlobState {
  edges: number;
  smoothness: number;
  seed: number;
}

/** A whole number in [min, max] written as plain digits, otherwise `null` (a bad value is not clamped: it falls back). */
function strictInt(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^\s*\d{1,3}\s*$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

/** A blob parameter of the link that could not be read, and what it held (shortened for the notice). */
export interface UnreadParam {
  name: keyof BlobState;
  value: string;
}

/**
 * The state a URL's query describes. A missing or bad `edges` or `smoothness` falls back to its
 * default (6); a missing or bad `seed` to `newSeed()` (every visit without a seed gets a new blob).
 * `complete` is false when the URL needs rewriting to say what is shown; `unread` lists the
 * parameters the link has but that could not be read (the page says so, and what it shows instead).
 */
export function readBlobState(
  params: URLSearchParams,
  newSeed: () => number,
): { state: BlobState; complete: boolean; unread: UnreadParam[] } {
  const edges = strictInt(params.get('edges'), BLOB_EDGES.min, BLOB_EDGES.max);
  const smoothness = strictInt(params.get('smoothness'), BLOB_SMOOTHNESS.min, BLOB_SMOOTHNESS.max);
  const seedText = params.get('seed');
  const seed = seedText === null ? null : parseBlobSeed(seedText);
  const state = {
    edges: edges ?? BLOB_EDGES.default,
    smoothness: smoothness ?? BLOB_SMOOTHNESS.default,
    seed: seed ?? newSeed(),
  };
  const complete = edges !== null && smoothness !== null && seed !== null && params.get('seed') === String(seed);
  const read = { edges, smoothness, seed };
  const unread = BLOB_PARAMS.flatMap(name => {
    const text = params.get(name);
    return text !== null && read[name] === null ? [{ name, value: shorten(text.trim()) }] : [];
  });
  return { state, complete, unread };
}

const BLOB_PARAMS = ['edges', 'smoothness', 'seed'] as const;

/** The longest piece of a bad value quoted back to the visitor. */
const QUOTE_MAX = 16;
const shorten = (value: string) => (value.length > QUOTE_MAX ? `${value.slice(0, QUOTE_MAX - 1)}…` : value);

/** What stands in for each parameter that could not be read. */
const STAND_IN: Readonly<Record<keyof BlobState, string>> = {
  edges: `the default ${BLOB_EDGES.default} edges`,
  smoothness: `the default smoothness of ${BLOB_SMOOTHNESS.default}`,
  seed: 'a new random seed',
};

/** What each parameter may be, for the notice. */
const EXPECTED: Readonly<Record<keyof BlobState, string>> = {
  edges: `a whole number from ${BLOB_EDGES.min} to ${BLOB_EDGES.max}`,
  smoothness: `a whole number from ${BLOB_SMOOTHNESS.min} to ${BLOB_SMOOTHNESS.max}`,
  seed: `a whole number from 0 to ${BLOB_SEED_MAX}`,
};

const listed = (parts: readonly string[]) =>
  parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;

/**
 * The notice for a link whose blob could not be read: which values, what they should be, and what
 * is shown instead. Null when every value was read.
 */
export function unreadLinkNotice(unread: readonly UnreadParam[]): string | null {
  if (unread.length === 0) return null;
  const values = unread.map(({ name, value }) => `${name} “${value}” is not ${EXPECTED[name]}`);
  const instead = unread.map(({ name }) => STAND_IN[name]);
  return `This link’s blob could not be read: ${listed(values)}. Shown instead: ${listed(instead)}.`;
}

/** The query of a state, in a fixed order: `edges=…&smoothness=…&seed=…`. */
export function blobStateQuery(state: BlobState): string {
  return new URLSearchParams({
    edges: String(state.edges),
    smoothness: String(state.smoothness),
    seed: String(state.seed),
  }).toString();
}

/** The message under the seed field for text that is not a seed. */
export const SEED_ERROR = 'Enter a whole number from 0 to 4294967295.';
