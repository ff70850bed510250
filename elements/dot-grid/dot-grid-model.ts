/**
 * The pure logic of `<ds-dot-grid>`: a 16×16 grid of 256 dots in a 160×160 view,
 * radius 4, spaced 10 apart. Index `i` is the dot at column `i % 16`, row `floor(i / 16)`.
 * No DOM here, so the page and the unit tests use the same functions as the element.
 */

/** Dots per row and per column. */
export const GRID_SIZE = 16;
/** Number of dots. */
export const DOT_COUNT = GRID_SIZE * GRID_SIZE;
/** Distance between dot centres, in view units. */
export const DOT_SPACING = 10;
/** Radius of a dot, in view units. */
export const DOT_RADIUS = 4;
/** Width and height of the view. */
export const VIEW_SIZE = GRID_SIZE * DOT_SPACING;

/** Which copies of a painted dot mirror painting adds. */
export const mirrorModes = ['none', 'horizontal', 'vertical', 'both'] as const;
export type MirrorMode = (typeof mirrorModes)[number];

/** A known mirror mode, or `'none'` for anything else. */
export function toMirrorMode(value: unknown): MirrorMode {
  return mirrorModes.includes(value as MirrorMode) ? (value as MirrorMode) : 'none';
}

/** Whether `value` is a dot index (an integer 0–255). */
export function isDotIndex(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < DOT_COUNT;
}

export const rowOf = (index: number): number => Math.floor(index / GRID_SIZE);
export const columnOf = (index: number): number => index % GRID_SIZE;
export const indexAt = (row: number, column: number): number => row * GRID_SIZE + column;

/** The centre of a dot in view units: 5 + 10·column, 5 + 10·row. */
export function dotCenter(index: number): { cx: number; cy: number } {
  const half = DOT_SPACING / 2;
  return { cx: half + DOT_SPACING * columnOf(index), cy: half + DOT_SPACING * rowOf(index) };
}

/**
 * The dot whose cell holds a point given as fractions of the grid's box (0–1 on each axis);
 * `null` outside the grid.
 */
export function dotAtFraction(x: number, y: number): number | null {
  if (!(x >= 0 && x < 1 && y >= 0 && y < 1)) return null; // also rejects NaN
  return indexAt(Math.floor(y * GRID_SIZE), Math.floor(x * GRID_SIZE));
}

/**
 * Reads a drawing leniently: a comma-separated string (spaces and semicolons also separate),
 * an array or any iterable of numbers. Junk, fractions, duplicates and indexes outside 0–255
 * are dropped; the result is sorted ascending. Never throws.
 */
export function parseDots(value: unknown): number[] {
  let items: unknown[];
  if (typeof value === 'string') items = value.split(/[\s,;]+/);
  else if (typeof value === 'number') items = [value];
  else if (value && typeof value === 'object' && Symbol.iterator in value) {
    try {
      items = [...(value as Iterable<unknown>)];
    } catch {
      return [];
    }
  } else return [];
  const dots = new Set<number>();
  for (const item of items) {
    const n = typeof item === 'string' && /^\d{1,3}$/.test(item.trim()) ? Number(item) : item;
    if (isDotIndex(n)) dots.add(n);
  }
  return [...dots].sort((a, b) => a - b);
}

/** The drawing as `value` holds it: the indexes sorted ascending, comma-separated, no spaces. */
export function serializeDots(dots: Iterable<number>): string {
  return parseDots(dots).join(',');
}

/** The outcome of reading raw data the user pasted. */
export type RawDataResult = { ok: true; dots: number[] } | { ok: false; bad: string };

/**
 * Reads raw data strictly, for an import: every item separated by commas or white space must be
 * an index 0–255. Returns the sorted dots, or the first bad item. Empty text is an empty drawing.
 */
export function parseRawData(text: string): RawDataResult {
  const items = String(text ?? '')
    .split(/[\s,]+/)
    .filter(Boolean);
  for (const item of items) {
    if (!/^\d{1,3}$/.test(item) || !isDotIndex(Number(item))) return { ok: false, bad: item.slice(0, 20) };
  }
  return { ok: true, dots: parseDots(items) };
}

/** The dot at `index` and its mirror images across the vertical and/or horizontal centre line. */
export function mirrorIndexes(index: number, mode: MirrorMode): number[] {
  if (!isDotIndex(index)) return [];
  const row = rowOf(index);
  const column = columnOf(index);
  const last = GRID_SIZE - 1;
  const out = new Set([index]);
  // horizontal: left and right swap (a mirror across the vertical axis); vertical: top and bottom
  if (mode === 'horizontal' || mode === 'both') out.add(indexAt(row, last - column));
  if (mode === 'vertical' || mode === 'both') out.add(indexAt(last - row, column));
  if (mode === 'both') out.add(indexAt(last - row, last - column));
  return [...out].sort((a, b) => a - b);
}

/**
 * The drawing as a standalone SVG file: one circle per active dot in the 160×160 view, filled
 * with `currentColor` (black when opened on its own, the text colour when inlined).
 * `size` is the width and height in px (default 160).
 */
export function dotsToSvg(dots: Iterable<number>, size: number = VIEW_SIZE): string {
  const px = Number.isFinite(size) && size > 0 ? Math.round(size) : VIEW_SIZE;
  const circles = parseDots(dots)
    .map(i => {
      const { cx, cy } = dotCenter(i);
      return `<circle cx="${cx}" cy="${cy}" r="${DOT_RADIUS}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW_SIZE} ${VIEW_SIZE}" width="${px}" height="${px}" fill="currentColor">${circles}</svg>`;
}

/**
 * Reads the dots back from an SVG made by `dotsToSvg` (its circles' centres); circles that are
 * not on a dot centre are ignored. For tests and for importing an exported file.
 */
export function dotsFromSvg(svg: string): number[] {
  const dots: number[] = [];
  for (const match of String(svg ?? '').matchAll(/<circle\b[^>]*>/g)) {
    const cx = Number(/\bcx="([^"]*)"/.exec(match[0])?.[1]);
    const cy = Number(/\bcy="([^"]*)"/.exec(match[0])?.[1]);
    const column = (cx - DOT_SPACING / 2) / DOT_SPACING;
    const row = (cy - DOT_SPACING / 2) / DOT_SPACING;
    if (
      Number.isInteger(column) &&
      Number.isInteger(row) &&
      column >= 0 &&
      column < GRID_SIZE &&
      row >= 0 &&
      row < GRID_SIZE
    ) {
      dots.push(indexAt(row, column));
    }
  }
  return parseDots(dots);
}

/** Keys that move the cursor, and where they take it from `index` (`null`: not a move key). */
export function cursorForKey(key: string, index: number, ctrl = false): number | null {
  const row = rowOf(index);
  const column = columnOf(index);
  const last = GRID_SIZE - 1;
  switch (key) {
    case 'ArrowLeft':
      return indexAt(row, Math.max(0, column - 1));
    case 'ArrowRight':
      return indexAt(row, Math.min(last, column + 1));
    case 'ArrowUp':
      return indexAt(Math.max(0, row - 1), column);
    case 'ArrowDown':
      return indexAt(Math.min(last, row + 1), column);
    case 'Home':
      return ctrl ? 0 : indexAt(row, 0);
    case 'End':
      return ctrl ? DOT_COUNT - 1 : indexAt(row, last);
    case 'PageUp':
      return indexAt(0, column);
    case 'PageDown':
      return indexAt(last, column);
    default:
      return null;
  }
}

/**
 * The dots on a straight line from `from` to `to`, both included (Bresenham on the grid), so a
 * fast drag or a Shift+End leaves no gaps.
 */
export function dotsOnLine(from: number, to: number): number[] {
  if (!isDotIndex(from) || !isDotIndex(to)) return [];
  let [x, y] = [columnOf(from), rowOf(from)];
  const [x1, y1] = [columnOf(to), rowOf(to)];
  const dx = Math.abs(x1 - x);
  const dy = -Math.abs(y1 - y);
  const sx = x < x1 ? 1 : -1;
  const sy = y < y1 ? 1 : -1;
  let error = dx + dy;
  const out = [indexAt(y, x)];
  while (x !== x1 || y !== y1) {
    const e2 = 2 * error;
    if (e2 >= dy) {
      error += dy;
      x += sx;
    }
    if (e2 <= dx) {
      error += dx;
      y += sy;
    }
    out.push(indexAt(y, x));
  }
  return out;
}
