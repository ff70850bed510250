/**
 * Number helpers every element shares: clamping and reading loosely typed values
 * (attributes, or properties a script set to null, undefined, a string or NaN).
 */

/** `value` limited to [min, max]; NaN gives `min`. */
export function clamp(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/** A finite number (numbers or numeric strings), otherwise `fallback` (null, NaN, Infinity, junk). */
export function finiteOr(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : fallback;
}

/** `value` read with `finiteOr`, then limited to [min, max]. */
export function clampOr(value: unknown, min: number, max: number, fallback: number): number {
  return clamp(finiteOr(value, fallback), min, max);
}

/**
 * Rounds to `digits` decimals (0-100), which also removes floating-point noise
 * (0.45000000000000007 -> 0.45). Not-finite values come back unchanged; -0 becomes 0.
 */
export function roundTo(value: number, digits = 10): number {
  if (!Number.isFinite(value)) return value;
  if (Number.isInteger(value)) return value + 0; // the common case, without toFixed's string (-0 + 0 is 0)
  const d = Number.isFinite(digits) ? Math.min(100, Math.max(0, Math.round(digits))) : 10;
  const rounded = Number(value.toFixed(d));
  return Object.is(rounded, -0) ? 0 : rounded;
}

/**
 * At most this many significant digits are kept in a stepped value: what a double holds without float
 * noise (0.49999999999999994 is 0.5).
 */
export const MAX_DIGITS = 15;

/**
 * `value` with at most `MAX_DIGITS` significant digits, which removes float noise a decimal
 * rounding cannot (a step of 1e-300 counts 300 decimals). Integers and non-finite values are kept.
 */
export function significant(value: number): number {
  if (Number.isInteger(value) || !Number.isFinite(value)) return value + 0;
  const v = Number(value.toPrecision(MAX_DIGITS));
  return Object.is(v, -0) ? 0 : v;
}

/** Number of decimals written in `n` (`0.1` → 1, `1e-7` → 7, `2.5e-3` → 4). */
export function decimalsOf(n: number): number {
  if (Number.isInteger(n) || !Number.isFinite(n)) return 0; // the common case, without building a string
  const text = String(n);
  const e = text.indexOf('e');
  const mantissa = e < 0 ? text : text.slice(0, e);
  const exponent = e < 0 ? 0 : Number(text.slice(e + 1));
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - exponent);
}
