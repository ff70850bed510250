import { clampOr, finiteOr } from '../internal/core/math.js';

/** Duration of a count, ms: 0 (jump) to 10 minutes; not a number: 2000. */
export const COUNT_UP_DURATION = { min: 0, max: 600_000, fallback: 2000 } as const;
/** Decimals shown: 0–6; not a number: 0. */
export const COUNT_UP_DECIMALS = { min: 0, max: 6, fallback: 0 } as const;

/** Ease-out (cubic): fast at first, settling gently on the end value. */
export function easeOutCubic(t: number): number {
  const p = Math.min(1, Math.max(0, t));
  return 1 - (1 - p) ** 3;
}

/** A count's bounds read loosely: not a number is 0. */
export const countBound = (value: unknown): number => finiteOr(value, 0);

/** The duration in ms, limited to 0–600000; not a number: 2000. */
export function countDuration(value: unknown): number {
  return clampOr(value, COUNT_UP_DURATION.min, COUNT_UP_DURATION.max, COUNT_UP_DURATION.fallback);
}

/** Whole decimals 0–6; not a number: 0. */
export function countDecimals(value: unknown): number {
  return Math.round(clampOr(value, COUNT_UP_DECIMALS.min, COUNT_UP_DECIMALS.max, COUNT_UP_DECIMALS.fallback));
}

/**
 * The value shown `elapsed` ms into a count from `from` to `to` lasting `duration` ms: eased,
 * exactly `from` at the start and exactly `to` from the end on (and at once for a duration of 0).
 */
export function countUpValue(from: number, to: number, elapsed: number, duration: number): number {
  if (!(duration > 0) || !(elapsed < duration)) return to;
  if (!(elapsed > 0)) return from;
  return from + (to - from) * easeOutCubic(elapsed / duration);
}

const formats = new Map<string, Intl.NumberFormat>();

/** The number in the locale's digits and grouping with `decimals` decimals; an unknown locale uses the default. */
export function formatCount(value: number, decimals: number, locale?: string): string {
  const key = `${locale ?? ''}|${decimals}`;
  let format = formats.get(key);
  if (!format) {
    const options = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
    try {
      format = new Intl.NumberFormat(locale || undefined, options);
    } catch {
      format = new Intl.NumberFormat(undefined, options); // RangeError: not a valid language tag
    }
    formats.set(key, format);
  }
  return format.format(value);
}
