/**
 * The pure maths of `<ds-slider>`: bounds, steps, snapping without float noise, positions,
 * keys, ticks and value text. No DOM; unit-tested in `slider-math.unit.test.ts`.
 *
 * Every function accepts any number (NaN, ±Infinity, min > max, step 0) and never throws.
 */

/** Default bounds, as on a native `<input type="range">`. */
export const DEFAULT_MIN = 0;
export const DEFAULT_MAX = 100;
export const DEFAULT_STEP = 1;

/** At most this many ticks are drawn; a finer grid is thinned to every n-th step. */
export const MAX_TICKS = 101;

/**
 * The largest magnitude the bounds keep when `max - min` would overflow to Infinity (e.g.
 * -1e308 to 1e308): half the largest number, so the span stays finite.
 */
export const MAX_BOUND = Number.MAX_VALUE / 2;

/** A slider's usable bounds: finite, `min <= max`, `step > 0`. */
export interface SliderBounds {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

/** Which way a key moves the value: text direction matters for the left and right arrows. */
export interface KeyOptions {
  /** Right-to-left: ArrowLeft increases and ArrowRight decreases (they follow the visual direction). */
  readonly rtl?: boolean;
}

import { clamp, decimalsOf, MAX_DIGITS, roundTo, significant } from '../internal/core/math.js';

// Shared with every element; re-exported because the slider's callers and tests use them from here.
export { clamp, decimalsOf, MAX_DIGITS, roundTo, significant };

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * Reads a number from an attribute or a loosely typed property value. Anything that is not a
 * finite number (`null`, `''`, `'abc'`, `'Infinity'`, `NaN`) becomes `NaN`, meaning "not set".
 */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  if (typeof value !== 'string') return NaN;
  const text = value.trim();
  if (text === '') return NaN;
  const n = Number(text);
  return Number.isFinite(n) ? n : NaN;
}

/**
 * Makes bounds usable: a missing or invalid `min` is 0 and `max` 100; `min > max` are swapped
 * (a reversed pair is taken to mean the same range); a step that is missing, 0, negative or not
 * finite is 1.
 */
export function normalizeBounds(min: unknown, max: unknown, step: unknown): SliderBounds {
  const lo = finite(min) ? min : DEFAULT_MIN;
  const hi = finite(max) ? max : DEFAULT_MAX;
  const s = finite(step) && step > 0 ? step : DEFAULT_STEP;
  const [a, z] = lo <= hi ? [lo, hi] : [hi, lo];
  // a span that overflows would make every position, step count and tick Infinity or NaN
  if (!Number.isFinite(z - a)) return { min: Math.max(a, -MAX_BOUND), max: Math.min(z, MAX_BOUND), step: s };
  return { min: a, max: z, step: s };
}

/** What an author should hear about bounds the slider cannot use as written (see `boundsProblems`). */
export interface BoundsProblem {
  readonly attribute: 'min' | 'max' | 'step';
  readonly value: number;
  readonly problem: string;
}

/**
 * The problems of `min`, `max` and `step` that `normalizeBounds` works around in a way the author
 * would not expect: a span too large for a number (the bounds are narrowed), or a step too fine to
 * move the value at all at these magnitudes. Missing values (NaN) are not problems.
 */
export function boundsProblems(min: unknown, max: unknown, step: unknown): BoundsProblem[] {
  const lo = finite(min) ? min : DEFAULT_MIN;
  const hi = finite(max) ? max : DEFAULT_MAX;
  const problems: BoundsProblem[] = [];
  if (!Number.isFinite(hi - lo)) {
    const limit = MAX_BOUND.toPrecision(3);
    const problem = `is too far from the other bound: the span overflows, so the range is narrowed to -${limit} … ${limit}`;
    problems.push(
      Math.abs(lo) >= Math.abs(hi)
        ? { attribute: 'min', value: lo, problem }
        : { attribute: 'max', value: hi, problem },
    );
  }
  const b = normalizeBounds(min, max, step);
  const magnitude = Math.max(Math.abs(b.min), Math.abs(b.max));
  // (after an overflow, which already said the bounds are unusable as written, one message is enough)
  if (problems.length === 0 && finite(step) && step > 0 && b.step < magnitude * Number.EPSILON * 2) {
    problems.push({
      attribute: 'step',
      value: step,
      problem: `is finer than a number can tell apart at values near ${magnitude.toPrecision(3)}: the arrow keys may not move the value; use a step of at least ${(magnitude * 1e-12).toPrecision(1)}`,
    });
  }
  return problems;
}

/** Decimals of the value grid: those of `min` or `step`, whichever has more. */
function gridDecimals(b: SliderBounds): number {
  return Math.max(decimalsOf(b.min), decimalsOf(b.step));
}

/** The grid value `min + n * step`, without float noise. */
function gridValue(b: SliderBounds, n: number): number {
  return significant(roundTo(b.min + n * b.step, gridDecimals(b)));
}

/**
 * The largest value the grid reaches: `max` when `max - min` is a whole number of steps,
 * otherwise the last step below it (as a native range input does: 0–10 step 3 ends at 9).
 */
export function lastValue(b: SliderBounds): number {
  const steps = Math.floor((b.max - b.min) / b.step + 1e-9);
  if (!Number.isFinite(steps)) return b.max; // more steps than a number counts: the grid is continuous
  const v = gridValue(b, steps);
  // on a huge grid `steps - 1` may be the same number as `steps`: never past max
  return Math.min(v > b.max ? gridValue(b, Math.max(0, steps - 1)) : v, b.max);
}

/**
 * Clamps `value` to the bounds and snaps it to the nearest step counted from `min`
 * (0.1 + 0.2 → 0.3, never 0.30000000000000004). A value that is not a finite number becomes `min`.
 */
export function snap(value: number, b: SliderBounds): number {
  if (!Number.isFinite(value)) return b.min;
  const last = lastValue(b);
  const n = Math.round((clamp(value, b.min, b.max) - b.min) / b.step);
  // more steps than a number counts: the step is below the value's precision, keep the value
  const v = Number.isFinite(n) ? gridValue(b, n) : significant(value);
  return clamp(v, b.min, last);
}

/** The default value of a single-thumb slider: the middle of the range, snapped (as native). */
export function defaultValue(b: SliderBounds): number {
  return snap(b.min + (b.max - b.min) / 2, b);
}

/**
 * The two values of a range slider, snapped and in order. A missing start is `min`, a missing
 * end is the last value; a start above the end is swapped with it.
 */
export function normalizeRange(start: number, end: number, b: SliderBounds): [number, number] {
  const s = Number.isFinite(start) ? snap(start, b) : b.min;
  const e = Number.isFinite(end) ? snap(end, b) : lastValue(b);
  return s <= e ? [s, e] : [e, s];
}

/** Where `value` sits on the track, from 0 (min) to 1 (max). 0 when the range is empty. */
export function fractionOf(value: number, b: SliderBounds): number {
  const span = b.max - b.min;
  if (!(span > 0) || !Number.isFinite(value)) return 0;
  return clamp((value - b.min) / span, 0, 1);
}

/** The snapped value at `fraction` (0 = min, 1 = max) of the track. */
export function valueAtFraction(fraction: number, b: SliderBounds): number {
  const f = Number.isFinite(fraction) ? clamp(fraction, 0, 1) : 0;
  return snap(b.min + f * (b.max - b.min), b);
}

/**
 * The fraction of the track under a pointer at `clientX`, for a track box starting at `left`
 * and `width` wide; measured from the right edge in right-to-left text.
 */
export function fractionAtPointer(clientX: number, left: number, width: number, rtl = false): number {
  if (!(width > 0) || !Number.isFinite(clientX) || !Number.isFinite(left)) return 0;
  const f = clamp((clientX - left) / width, 0, 1);
  return rtl ? 1 - f : f;
}

/** The value under a pointer (see `fractionAtPointer`), snapped. */
export function valueAtPointer(clientX: number, left: number, width: number, b: SliderBounds, rtl = false): number {
  return valueAtFraction(fractionAtPointer(clientX, left, width, rtl), b);
}

/** The PageUp/PageDown step: about 10 % of the range, a whole number of steps, at least one step. */
export function pageStep(b: SliderBounds): number {
  const steps = Math.max(1, Math.round((b.max - b.min) / b.step / 10));
  if (!Number.isFinite(steps)) return significant((b.max - b.min) / 10);
  return roundTo(steps * b.step, decimalsOf(b.step));
}

/**
 * The value a key press gives (WAI-ARIA slider pattern), or `null` for a key the slider
 * ignores: ArrowRight/ArrowUp +step, ArrowLeft/ArrowDown −step (left and right swap in RTL),
 * PageUp/PageDown ± `pageStep`, Home min, End the last value. The result is snapped and clamped.
 */
export function valueForKey(key: string, value: number, b: SliderBounds, options: KeyOptions = {}): number | null {
  const forward = options.rtl ? -1 : 1;
  let delta: number;
  switch (key) {
    case 'ArrowRight':
      delta = forward * b.step;
      break;
    case 'ArrowLeft':
      delta = -forward * b.step;
      break;
    case 'ArrowUp':
      delta = b.step;
      break;
    case 'ArrowDown':
      delta = -b.step;
      break;
    case 'PageUp':
      delta = pageStep(b);
      break;
    case 'PageDown':
      delta = -pageStep(b);
      break;
    case 'Home':
      return b.min;
    case 'End':
      return lastValue(b);
    default:
      return null;
  }
  const current = Number.isFinite(value) ? snap(value, b) : b.min;
  return snap(current + delta, b);
}

/**
 * Which thumb of a range slider a press at `value` moves: the nearer one (the end one on a
 * tie), or `null` when both thumbs sit at `value` (the direction of the drag decides).
 */
export function nearestThumb(value: number, start: number, end: number): 'start' | 'end' | null {
  if (value < start) return 'start';
  if (value > end) return 'end';
  if (start === end) return null;
  return value - start < end - value ? 'start' : 'end';
}

/**
 * Positions (fractions 0–1) of the tick marks for a `ticks` attribute:
 * - `null` (no attribute): none;
 * - `''`, `'step'` or any text that is not a number: one per step (thinned to at most
 *   `MAX_TICKS`, always including both ends of the grid);
 * - a number N: N evenly spaced ticks from min to max (N below 2: none; at most `MAX_TICKS`).
 */
export function tickFractions(ticks: string | null | undefined, b: SliderBounds): number[] {
  if (ticks === null || ticks === undefined) return [];
  const count = toNumber(ticks);
  if (Number.isFinite(count)) {
    const n = Math.min(Math.floor(count), MAX_TICKS);
    if (n < 2) return [];
    return Array.from({ length: n }, (_, i) => i / (n - 1));
  }
  const steps = Math.floor((b.max - b.min) / b.step + 1e-9);
  // more steps than a number counts: as many evenly spaced ticks as may be drawn
  if (!Number.isFinite(steps)) return Array.from({ length: MAX_TICKS }, (_, i) => i / (MAX_TICKS - 1));
  const stride = Math.max(1, Math.ceil(steps / (MAX_TICKS - 1)));
  const out: number[] = [];
  // counted by ticks, not by `i += stride`: on a huge grid adding the stride may not change `i`
  for (let k = 0; k * stride <= steps && out.length < MAX_TICKS - 1; k++)
    out.push(fractionOf(gridValue(b, k * stride), b));
  const last = fractionOf(lastValue(b), b);
  if (out[out.length - 1] !== last) out.push(last);
  return out;
}

/** Formats a value for `aria-valuetext` and the visible value. */
export type ValueFormatter = (value: number) => string;

/**
 * The text of a value: `formatter(value)` when given (a formatter that throws or returns
 * nothing is ignored), else `template` with every `{value}` replaced by `shown` (the number as the
 * locale writes it; a template without `{value}` is used as is), else `undefined` (no `aria-valuetext`; the number speaks for itself).
 */
export function valueText(
  value: number,
  formatter?: ValueFormatter | null,
  template?: string | null,
  shown = String(value),
): string | undefined {
  if (typeof formatter === 'function') {
    try {
      const text = formatter(value);
      if (text !== undefined && text !== null && String(text) !== '') return String(text);
    } catch {
      // a broken formatter must not break the slider: fall through to the template or the number
    }
  }
  if (typeof template === 'string' && template) return template.split('{value}').join(shown);
  return undefined;
}
