/** Pure rules of `<ds-details>`: its heading level and the length of its motion. */

/**
 * `heading-level` as rendered: 1 to 6 puts the header button in a heading of that level (the
 * accordion pattern); 0, absent or empty renders no heading. Anything else renders none, with
 * `problem` saying why (for the author's warning).
 */
export function parseHeadingLevel(value: unknown): { level: number; problem?: string } {
  if (value === null || value === undefined || value === '' || value === 0) return { level: 0 };
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  if (Number.isInteger(n) && n >= 1 && n <= 6) return { level: n };
  return { level: 0, problem: 'is not a heading level; use 1 to 6, or none for no heading' };
}

/**
 * A CSS time (`300ms`, `0.3s`, as a custom property gives it) in milliseconds; 0 for anything
 * else, so that an unreadable token means no motion rather than an endless one.
 */
export function cssTimeMs(value: unknown): number {
  if (typeof value !== 'string') return 0;
  const match = /^\s*(-?\d*\.?\d+)(ms|s)\s*$/i.exec(value);
  if (!match) return 0;
  const ms = Number(match[1]) * (match[2]?.toLowerCase() === 's' ? 1000 : 1);
  return Number.isFinite(ms) && ms > 0 ? ms : 0;
}
