/**
 * What `<ds-combobox>` computes without the DOM: the folding of texts for a case- and
 * accent-insensitive search, the options that match a query, where the match is in a label (to
 * highlight it), the value list of the `value` attribute, and the window of rows a virtualised list
 * renders.
 */

/** One code point folded: lower case, then decomposed, without its combining marks ("É" → "e"). */
const foldChar = (char: string): string =>
  char
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    // a final sigma lowercases differently at the end of a word: one form for both
    .replace(/ς/g, 'σ');

/** `text` folded for comparison: case, accents and runs of white space do not count. */
export function foldText(text: unknown): string {
  if (typeof text !== 'string') return '';
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ς/g, 'σ').replace(/\s+/g, ' ');
}

/** The query as compared: folded and trimmed (`''` matches everything). */
export const foldQuery = (query: unknown): string => foldText(query).trim();

/**
 * The indices of `folded` (labels already folded with `foldText`) that contain `query` (folded
 * with `foldQuery`), in order; every index for an empty query.
 */
export function filterFolded(folded: readonly string[], query: string): number[] {
  const matches: number[] = [];
  for (let i = 0; i < folded.length; i++) if (query === '' || folded[i]!.includes(query)) matches.push(i);
  return matches;
}

/**
 * Where `query` first occurs in `label`, case- and accent-insensitively, as a `[start, end)` range of
 * `label`'s own UTF-16 indices (so that the original text can be cut there); `null` for no match or an
 * empty query.
 */
export function matchRange(label: string, query: string): [number, number] | null {
  const wanted = foldQuery(query);
  if (!wanted || typeof label !== 'string') return null;
  // the folded text, with the index in `label` of the character each folded character comes from
  let folded = '';
  const from: number[] = [];
  let index = 0;
  for (const char of label) {
    const piece = /\s/.test(char) ? ' ' : foldChar(char);
    for (let n = piece.length; n > 0; n--) from.push(index);
    folded += piece;
    index += char.length;
  }
  // runs of white space count as one, as in foldText
  let squeezed = '';
  const map: number[] = [];
  for (let i = 0; i < folded.length; i++) {
    if (folded[i] === ' ' && squeezed.endsWith(' ')) continue;
    squeezed += folded[i];
    map.push(from[i]!);
  }
  const at = squeezed.indexOf(wanted);
  if (at < 0) return null;
  const start = map[at]!;
  const lastSource = map[at + wanted.length - 1]!;
  // the end is after the whole character the last folded character comes from
  const last = label.codePointAt(lastSource)!;
  let end = lastSource + (last > 0xffff ? 2 : 1);
  // a character folded into several (ß is one, but "ǆ" and ligatures are not) ends where it ends
  while (end < label.length && /\p{M}/u.test(label[end]!)) end++;
  return [start, end];
}

/**
 * The values of a multiple combobox's `value` attribute: comma-separated, each trimmed, the empty
 * ones left out, each once.
 */
export function parseValueList(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  const values: string[] = [];
  for (const part of text.split(',')) {
    const value = part.trim();
    if (value && !values.includes(value)) values.push(value);
  }
  return values;
}

/** The rows a virtualised list renders: `[start, end)`. */
export interface RowWindow {
  readonly start: number;
  readonly end: number;
}

/**
 * The rows to render of `count` rows `rowHeight` tall, scrolled by `scrollTop` in a viewport
 * `viewport` tall: the visible ones plus `margin` on each side. Bad numbers give an empty or
 * clamped window, never NaN.
 */
export function rowWindow(
  scrollTop: number,
  viewport: number,
  rowHeight: number,
  count: number,
  margin = 8,
): RowWindow {
  const rows = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  if (rows === 0) return { start: 0, end: 0 };
  const height = Number.isFinite(rowHeight) && rowHeight > 0 ? rowHeight : 36;
  const top = Number.isFinite(scrollTop) && scrollTop > 0 ? scrollTop : 0;
  const seen = Number.isFinite(viewport) && viewport > 0 ? viewport : height * 10;
  const first = Math.floor(top / height);
  const last = Math.ceil((top + seen) / height);
  const start = Math.max(0, Math.min(rows, first - margin));
  const end = Math.max(start, Math.min(rows, last + margin));
  return { start, end };
}
