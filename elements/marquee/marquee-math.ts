import { clampOr } from '../internal/core/math.js';

/** The marquee moves about 90 px per second and one loop takes at least 1 s. */
export const MARQUEE_SPEED = { min: 1, max: 2000, fallback: 90 } as const;
export const MARQUEE_MIN_DURATION_S = 1;

/** The directions of `<ds-marquee>`: the way the content travels. */
export const marqueeDirections = ['rtl', 'ltr'] as const;
export type DsMarqueeDirection = (typeof marqueeDirections)[number];

/** A direction read loosely: anything but `ltr` is `rtl` (right to left, like a news ticker). */
export function marqueeDirection(value: unknown): DsMarqueeDirection {
  return value === 'ltr' ? 'ltr' : 'rtl';
}

/** Speed in px per second, limited to 1–2000; not a number: 90. */
export function marqueeSpeed(value: unknown): number {
  return clampOr(value, MARQUEE_SPEED.min, MARQUEE_SPEED.max, MARQUEE_SPEED.fallback);
}

/**
 * Seconds one loop takes: the distance (the width of one copy of the content, gap included)
 * at `speed` px per second, and at least 1 s. A width that is not a positive number gives 1 s.
 */
export function marqueeDuration(width: number, speed: unknown = MARQUEE_SPEED.fallback): number {
  const distance = Number.isFinite(width) && width > 0 ? width : 0;
  return Math.max(MARQUEE_MIN_DURATION_S, distance / marqueeSpeed(speed));
}
