/**
 * The Blob Generator's state and its URL (`?edges=6&smoothness=6&seed=123`), so that a shared
 * link reopens the same blob. Pure: no DOM, no router.
 */
import { BLOB_EDGES, BLOB_SMOOTHNESS, parseBlobSeed } from '../../../../elements/blob/geometry';

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

/**
 * The state a URL's query describes. A missing or bad `edges` or `smoothness` falls back to its
 * default (6); a missing or bad `seed` to `newSeed()` (every visit without a seed gets a new blob).
 * `complete` is false when the URL needs rewriting to say what is shown.
 */
export function readBlobState(params: URLSearchParams, newSeed: () => number): { state: BlobState; complete: boolean } {
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
  return { state, complete };
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
