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
