import { finiteOr } from '../internal/core/math.js';

/** The looks of `<ds-progress>`: a horizontal bar or a ring. */
export const progressVariants = ['bar', 'ring'] as const;
export type DsProgressVariant = (typeof progressVariants)[number];

/** A variant read loosely: anything unknown is `bar`. */
export function progressVariant(value: unknown): DsProgressVariant {
  return (progressVariants as readonly unknown[]).includes(value) ? (value as DsProgressVariant) : 'bar';
}

/** What is wrong with a value or maximum, for the author's warning (`null`: nothing). */
export type ProgressProblem = 'not-a-number' | 'negative' | 'over-max' | null;

/** A progress value read loosely and kept on [0, max], with what was wrong with it. */
export interface ProgressReading {
  /** The maximum used: a positive finite number, else 100. */
  max: number;
  /** The value used, 0–max. */
  value: number;
  /** Done so far, 0–1. */
  fraction: number;
  /** What was wrong with `max` (not a number, or not above 0). */
  maxProblem: ProgressProblem;
  /** What was wrong with `value`. */
  valueProblem: ProgressProblem;
}

/** The default maximum, as on `<progress>`. */
export const PROGRESS_DEFAULT_MAX = 100;

/**
 * Reads `value` and `max` as `<progress>` does, but says why it changed them: a maximum that is
 * not a positive number is 100; a value that is not a number is 0, a negative one 0, one above
 * the maximum the maximum.
 */
export function readProgress(value: unknown, max: unknown): ProgressReading {
  const rawMax = finiteOr(max, NaN);
  let maxProblem: ProgressProblem = null;
  let m = rawMax;
  if (Number.isNaN(rawMax)) {
    maxProblem = 'not-a-number';
    m = PROGRESS_DEFAULT_MAX;
  } else if (rawMax <= 0) {
    maxProblem = 'negative';
    m = PROGRESS_DEFAULT_MAX;
  }
  const raw = finiteOr(value, NaN);
  let valueProblem: ProgressProblem = null;
  let v = raw;
  if (Number.isNaN(raw)) {
    valueProblem = 'not-a-number';
    v = 0;
  } else if (raw < 0) {
    valueProblem = 'negative';
    v = 0;
  } else if (raw > m) {
    valueProblem = 'over-max';
    v = m;
  }
  return { max: m, value: v, fraction: v / m, maxProblem, valueProblem };
}
