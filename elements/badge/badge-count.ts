import { finiteOr } from '../internal/core/math.js';

/** The colours of `<ds-badge>`. */
export const badgeVariants = ['neutral', 'primary', 'success', 'warning', 'danger'] as const;
export type DsBadgeVariant = (typeof badgeVariants)[number];

/** A variant read loosely: anything unknown is `neutral`. */
export function badgeVariant(value: unknown): DsBadgeVariant {
  return (badgeVariants as readonly unknown[]).includes(value) ? (value as DsBadgeVariant) : 'neutral';
}

/** The default `max`: 100 and over show as "99+". */
export const BADGE_DEFAULT_MAX = 99;

/** What a badge shows of its count. */
export interface BadgeCount {
  /** `none`: no count (unset, 0, or bad); `count`: the number; `over`: `max` and a plus ("99+"). */
  kind: 'none' | 'count' | 'over';
  /** The number to show: the count, or `max` when over it. */
  shown: number;
  /** The maximum used (a positive whole number, else 99). */
  max: number;
  /** Why a count or max set was not used, for the author's warning. */
  countProblem: string | null;
  maxProblem: string | null;
}

/**
 * Reads a badge's `count` and `max` loosely. No count (null, undefined, empty) and 0 show nothing;
 * a count that is not a whole number ≥ 0 shows nothing, with a reason; over `max`, the badge shows
 * `max` and a plus. A `max` that is not a whole number ≥ 1 is 99, with a reason.
 */
export function badgeCount(count: unknown, max: unknown): BadgeCount {
  let m = finiteOr(max, NaN);
  let maxProblem: string | null = null;
  if (!Number.isInteger(m) || m < 1) {
    maxProblem = 'is not a whole number of 1 or more: 99 is used.';
    m = BADGE_DEFAULT_MAX;
  }
  if (count === null || count === undefined || count === '')
    return { kind: 'none', shown: 0, max: m, countProblem: null, maxProblem };
  const c = finiteOr(count, NaN);
  if (!Number.isInteger(c) || c < 0)
    return {
      kind: 'none',
      shown: 0,
      max: m,
      countProblem: 'is not a whole number of 0 or more: no count is shown.',
      maxProblem,
    };
  if (c === 0) return { kind: 'none', shown: 0, max: m, countProblem: null, maxProblem };
  return c > m
    ? { kind: 'over', shown: m, max: m, countProblem: null, maxProblem }
    : { kind: 'count', shown: c, max: m, countProblem: null, maxProblem };
}
