/**
 * The site search, as pure functions:
 * the query is lowercased, searched only when it is 2 to 100 characters long, split on whitespace,
 * and stripped of empty words and stop words; an entry matches when any remaining word is part of
 * any of its tags (OR). Also: which parts of a text to highlight, the random suggestions, and the
 * sentence that announces the outcome.
 */
import type { SearchEntry } from '../../content/route-table';

/** The shortest and longest query that is searched (characters, after trimming). */
export const MIN_QUERY_LENGTH = 2;
export const MAX_QUERY_LENGTH = 100;
/** How many random suggestions are shown under "Try searching for...". */
export const SUGGESTION_COUNT = 3;
/** Words dropped from a query before matching. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'and',
  'or',
  'the',
  'a',
  'an',
  'in',
  'on',
  'at',
  'with',
  'by',
  'for',
  'to',
]);

/** Why a query has no results before any entry is looked at; `null` when it is searched. */
export type QueryProblem = 'empty' | 'too-short' | 'too-long' | 'only-stop-words';

export interface ParsedQuery {
  /** What the visitor typed, trimmed (for messages). */
  text: string;
  /** The distinct words that are matched against tags, lowercased, in typed order. */
  words: string[];
  problem: QueryProblem | null;
}

/** Length in characters as people count them (code points: an emoji is one). */
const characterCount = (text: string) => [...text].length;

/**
 * The length limits apply to the trimmed query, so spaces around a single letter do not
 * make it a two-character search. Anything that is not a string is an empty query.
 */
export function parseQuery(raw: unknown): ParsedQuery {
  const text = typeof raw === 'string' ? raw.trim() : '';
  const length = characterCount(text);
  if (length === 0) return { text, words: [], problem: 'empty' };
  if (length < MIN_QUERY_LENGTH) return { text, words: [], problem: 'too-short' };
  if (length > MAX_QUERY_LENGTH) return { text, words: [], problem: 'too-long' };
  const words = [
    ...new Set(
      text
        .toLowerCase()
        .split(/\s+/u)
        .filter(word => word !== '' && !STOP_WORDS.has(word)),
    ),
  ];
  return { text, words, problem: words.length === 0 ? 'only-stop-words' : null };
}

export interface SearchResult {
  entry: SearchEntry;
  /** The query words found in the entry's tags: what to highlight. */
  words: string[];
  /** The entry's tags that contain a query word. */
  tags: string[];
}

/**
 * The entries that match the query (any of its words). Entries matching more of the words
 * come first; otherwise the catalogue's order is kept. Each entry appears once.
 */
export function findEntries(catalogue: readonly SearchEntry[], query: ParsedQuery): SearchResult[] {
  if (query.problem !== null) return [];
  const results: SearchResult[] = [];
  for (const entry of catalogue) {
    const tags = entry.tags.map(tag => tag.toLowerCase());
    const words = query.words.filter(word => tags.some(tag => tag.includes(word)));
    if (words.length === 0) continue;
    results.push({ entry, words, tags: entry.tags.filter((_, i) => words.some(word => tags[i]!.includes(word))) });
  }
  // Array.prototype.sort is stable: equal counts keep the catalogue's order.
  return results.sort((a, b) => b.words.length - a.words.length);
}

/** A half-open range [start, end) of UTF-16 indexes into a text. */
export type Range = readonly [start: number, end: number];

/**
 * Where the words occur in `text`, ignoring case, as sorted ranges that neither overlap nor
 * touch. Indexes refer to `text` itself even where lowercasing changes a character's length.
 */
export function matchRanges(text: string, words: readonly string[]): Range[] {
  // The lowercased text, and for each of its code units the original character it came from.
  let lowered = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const char of text) {
    const lower = char.toLowerCase();
    // one entry per UTF-16 unit of the lowercased character
    starts.push(...Array<number>(lower.length).fill(index));
    ends.push(...Array<number>(lower.length).fill(index + char.length));
    lowered += lower;
    index += char.length;
  }
  const found: [number, number][] = [];
  for (const word of new Set(words.map(w => w.toLowerCase()).filter(w => w !== ''))) {
    for (let at = lowered.indexOf(word); at !== -1; at = lowered.indexOf(word, at + 1)) {
      found.push([starts[at]!, ends[at + word.length - 1]!]);
    }
  }
  found.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of found) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

export interface Segment {
  text: string;
  match: boolean;
}

/** `text` cut into plain and matched pieces (for `<mark>`); joined, they give `text` back. */
export function highlight(text: string, words: readonly string[]): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (const [start, end] of matchRanges(text, words)) {
    if (start > at) segments.push({ text: text.slice(at, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at), match: false });
  return segments;
}

/** Every distinct tag of the catalogue, lowercased, in catalogue order: the pool of suggestions. */
export function suggestionPool(catalogue: readonly SearchEntry[]): string[] {
  return [...new Set(catalogue.flatMap(entry => entry.tags.map(tag => tag.trim().toLowerCase())))].filter(Boolean);
}

/**
 * `count` distinct random tags from `pool` (the lowercased suggestions under the search box). Tags
 * in `avoid` (the suggestions shown before) are taken only when there are not enough others, so
 * Clear always draws new ones when it can. `random` returns a number in [0, 1).
 */
export function drawSuggestions(
  pool: readonly string[],
  random: () => number = Math.random,
  avoid: readonly string[] = [],
  count: number = SUGGESTION_COUNT,
): string[] {
  const distinct = [...new Set(pool)];
  const fresh = distinct.filter(tag => !avoid.includes(tag));
  const stale = distinct.filter(tag => avoid.includes(tag));
  const wanted = Math.max(0, Math.min(Math.floor(count) || 0, distinct.length));
  return [...shuffled(fresh, random), ...shuffled(stale, random)].slice(0, wanted);
}

/** A shuffled copy (Fisher–Yates); a `random` outside [0, 1) is clamped rather than trusted. */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const r = random();
    const j = Math.min(i, Math.max(0, Math.floor((Number.isFinite(r) ? r : 0) * (i + 1))));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * The sentence that tells the outcome (shown, and announced politely); empty while there is
 * nothing to say (an empty box).
 */
export function searchStatus(query: ParsedQuery, resultCount: number): string {
  const quoted = `“${query.text}”`;
  switch (query.problem) {
    case 'empty':
      return '';
    case 'too-short':
      return `Type at least ${MIN_QUERY_LENGTH} characters to search.`;
    case 'too-long':
      return `No results: a search can be at most ${MAX_QUERY_LENGTH} characters long.`;
    case 'only-stop-words':
      return `No results for ${quoted}: short common words such as “and” or “the” are not searched.`;
    default:
      if (resultCount === 0) return `No results for ${quoted}.`;
      return `${resultCount} ${resultCount === 1 ? 'result' : 'results'} for ${quoted}.`;
  }
}

/** The kinds the index shows before a query, in this order. */
export type EntryKind = 'components' | 'tools' | 'pages';
export const ENTRY_KINDS: readonly { kind: EntryKind; title: string }[] = [
  { kind: 'components', title: 'Components' },
  { kind: 'tools', title: 'Tools' },
  { kind: 'pages', title: 'Pages' },
];

/** What an entry is, by its address: a component page, a tool (under /Tools/), or another page. */
export function entryKind(entry: Pick<SearchEntry, 'path'>): EntryKind {
  if (entry.path.startsWith('/Components/')) return 'components';
  if (entry.path.startsWith('/Tools/')) return 'tools';
  return 'pages';
}

/** The catalogue grouped by kind, in catalogue order within each; empty kinds left out. */
export function catalogueByKind(
  catalogue: readonly SearchEntry[],
): { kind: EntryKind; title: string; entries: SearchEntry[] }[] {
  return ENTRY_KINDS.map(({ kind, title }) => ({
    kind,
    title,
    entries: catalogue.filter(entry => entryKind(entry) === kind),
  })).filter(group => group.entries.length > 0);
}
