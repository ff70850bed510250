/**
 * Blob geometry (pure, no DOM): a closed smooth path through `edges` evenly spaced points on a
 * circle in a 100 × 100 view, each point's radius drawn from a seeded generator (mulberry32).
 * `smoothness` sets how far the radii may vary: at 2 a radius is 20–100 % of the outer radius,
 * at 9 it is 90–100 % (close to a circle). The same options always give the same path.
 *
 * The path is one cubic Bézier per edge (a Catmull-Rom spline: each point's tangent is parallel
 * to the line between its neighbours). The box around all points and control points is then
 * scaled and centred to fill the view minus a small margin; a Bézier curve lies inside its
 * control points, so the drawn blob never leaves the view, and every blob is drawn as large.
 */

/** Width and height of the view the path is drawn in. */
export const BLOB_VIEW = 100;
/** Range and default of `edges` (the number of points on the circle). */
export const BLOB_EDGES = { min: 3, max: 12, default: 6 } as const;
/** Range and default of `smoothness` (higher: radii vary less, the blob is rounder). */
export const BLOB_SMOOTHNESS = { min: 2, max: 9, default: 6 } as const;
/** The largest seed; seeds are unsigned 32-bit integers. */
export const BLOB_SEED_MAX = 0xffffffff;
/** Space kept free between the control points and the view's edges (room for a stroke). */
export const BLOB_MARGIN = 2;

export interface BlobOptions {
  /** 3–12, default 6; anything else is rounded, clamped or (not a number) the default. */
  edges?: unknown;
  /** 2–9, default 6; anything else is rounded, clamped or (not a number) the default. */
  smoothness?: unknown;
  /** Any number or string (see `blobSeed`); missing: 0. */
  seed?: unknown;
}

/** A whole number in [min, max]: numbers and numeric strings are rounded and clamped, anything else is `fallback`. */
function intIn(value: unknown, min: number, max: number, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.round(n)));
}

/** `edges` read loosely: rounded and clamped to 3–12; not a number gives 6. */
export const blobEdges = (value: unknown): number => intIn(value, BLOB_EDGES.min, BLOB_EDGES.max, BLOB_EDGES.default);

/** `smoothness` read loosely: rounded and clamped to 2–9; not a number gives 6. */
export const blobSmoothness = (value: unknown): number =>
  intIn(value, BLOB_SMOOTHNESS.min, BLOB_SMOOTHNESS.max, BLOB_SMOOTHNESS.default);

/**
 * A seed as an unsigned 32-bit integer. Whole numbers (and strings of one, so the attribute
 * `seed="42"` equals the property `42`) wrap modulo 2^32; any other string or fractional number
 * is hashed (FNV-1a) so it still gives its own blob; null, undefined, NaN and other types give 0.
 */
export function blobSeed(value: unknown): number {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return 0;
    return Number.isInteger(value) ? wrap32(value) : hash32(String(value));
  }
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return 0;
    return /^-?\d+$/.test(text) ? wrap32(Number(text)) : hash32(text);
  }
  return 0;
}

/** An integer modulo 2^32 (exact for safe integers; beyond, the nearest double's residue). */
function wrap32(n: number): number {
  const m = n % 4294967296;
  return m < 0 ? m + 4294967296 : m;
}

function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * Strict reading of a seed typed by a person: a whole number 0–4294967295 (spaces around it
 * allowed), otherwise `null`.
 */
export function parseBlobSeed(text: unknown): number | null {
  if (typeof text !== 'string' && typeof text !== 'number') return null;
  const t = String(text).trim();
  if (!/^\d{1,10}$/.test(t)) return null;
  const n = Number(t);
  return n <= BLOB_SEED_MAX ? n : null;
}

/** A random seed for Randomize (0–999,999: short enough to read, type and share). */
export function randomBlobSeed(random: () => number = Math.random): number {
  return Math.floor(random() * 1_000_000) % 1_000_000;
}

// Per edge count: the unit vectors of the points (starting at the top, clockwise) and the tangent
// factor that makes equal radii an (almost) circle, capped so that 3 edges still look like a blob.
interface Ring {
  cos: Float64Array;
  sin: Float64Array;
  k: number;
}
const rings: Ring[] = [];
function ringOf(n: number): Ring {
  let ring = rings[n];
  if (!ring) {
    const cos = new Float64Array(n);
    const sin = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const a = -Math.PI / 2 + (2 * Math.PI * i) / n;
      cos[i] = Math.cos(a);
      sin[i] = Math.sin(a);
    }
    const circle = ((4 / 3) * Math.tan(Math.PI / (2 * n))) / (2 * Math.sin((2 * Math.PI) / n));
    ring = rings[n] = { cos, sin, k: Math.min(circle, 0.36) };
  }
  return ring;
}

// Scratch space reused by every call (the function is synchronous): points, then tangents.
const px = new Float64Array(BLOB_EDGES.max);
const py = new Float64Array(BLOB_EDGES.max);
const tx = new Float64Array(BLOB_EDGES.max);
const ty = new Float64Array(BLOB_EDGES.max);

// Every coordinate the path can hold (0–100 in steps of 0.1) as text, made once: turning a
// fractional double into its shortest decimal text costs more than all the geometry.
const NUMBERS: readonly string[] = Array.from({ length: BLOB_VIEW * 10 + 1 }, (_, q) => String(q / 10));

/**
 * The blob's SVG path data for a 100 × 100 view: `M x y` then one `C` per edge, closed with `Z`.
 * Numbers have at most 1 decimal. Bad options are read as `blobEdges`, `blobSmoothness` and
 * `blobSeed` describe; the result is never NaN and never leaves the view.
 */
export function blobPath(options?: BlobOptions | null): string {
  const o: BlobOptions = options && typeof options === 'object' ? options : {};
  const n = blobEdges(o.edges);
  const inner = blobSmoothness(o.smoothness) / 10;
  const ring = ringOf(n);
  const outer = BLOB_VIEW / 2; // any scale: the result is fitted to the view below

  // Radii from mulberry32 (inlined: this loop is the hot path of a bench of 10,000 blobs).
  let state = blobSeed(o.seed) | 0;
  for (let i = 0; i < n; i++) {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    const random = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    const r = outer * (inner + (1 - inner) * random);
    px[i] = r * ring.cos[i]!;
    py[i] = r * ring.sin[i]!;
  }

  // Tangents, and the box around every point and control point.
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < n; i++) {
    const prev = i === 0 ? n - 1 : i - 1;
    const next = i === n - 1 ? 0 : i + 1;
    const x = px[i]!;
    const y = py[i]!;
    const dx = (px[next]! - px[prev]!) * ring.k;
    const dy = (py[next]! - py[prev]!) * ring.k;
    tx[i] = dx;
    ty[i] = dy;
    minX = Math.min(minX, x + dx, x - dx);
    maxX = Math.max(maxX, x + dx, x - dx);
    minY = Math.min(minY, y + dy, y - dy);
    maxY = Math.max(maxY, y + dy, y - dy);
  }
  // Fit that box, centred, to the view minus the margin: every blob is as large as the view allows.
  const s = (BLOB_VIEW - 2 * BLOB_MARGIN) / Math.max(maxX - minX, maxY - minY);
  const ox = BLOB_VIEW / 2 - ((minX + maxX) / 2) * s;
  const oy = BLOB_VIEW / 2 - ((minY + maxY) / 2) * s;
  const X = (v: number): string => NUMBERS[Math.round((ox + v * s) * 10)]!;
  const Y = (v: number): string => NUMBERS[Math.round((oy + v * s) * 10)]!;

  let d = 'M' + X(px[0]!) + ' ' + Y(py[0]!);
  for (let i = 0; i < n; i++) {
    const j = i === n - 1 ? 0 : i + 1;
    d +=
      'C' +
      X(px[i]! + tx[i]!) +
      ' ' +
      Y(py[i]! + ty[i]!) +
      ' ' +
      X(px[j]! - tx[j]!) +
      ' ' +
      Y(py[j]! - ty[j]!) +
      ' ' +
      X(px[j]!) +
      ' ' +
      Y(py[j]!);
  }
  return d + 'Z';
}
