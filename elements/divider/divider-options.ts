import { clampOr } from '../internal/core/math.js';

/** The line styles of `<ds-divider>`. */
export const dividerVariants = ['solid', 'dotted'] as const;
export type DsDividerVariant = (typeof dividerVariants)[number];

/** The orientations of `<ds-divider>`. */
export const dividerOrientations = ['horizontal', 'vertical'] as const;
export type DsDividerOrientation = (typeof dividerOrientations)[number];

/** Space before and after the line, px, the demo's range 0–50. */
export const DIVIDER_SPACING = { min: 0, max: 50, fallback: 16 } as const;
/** Opacity of the line, percent. */
export const DIVIDER_OPACITY = { min: 0, max: 100, fallback: 100 } as const;

/** A variant read loosely: anything but `dotted` is `solid`. */
export function dividerVariant(value: unknown): DsDividerVariant {
  return value === 'dotted' ? 'dotted' : 'solid';
}

/** An orientation read loosely: anything but `vertical` is `horizontal`. */
export function dividerOrientation(value: unknown): DsDividerOrientation {
  return value === 'vertical' ? 'vertical' : 'horizontal';
}

/** Spacing in px, limited to 0–50; not a number: the default. */
export function dividerSpacing(value: unknown): number {
  return clampOr(value, DIVIDER_SPACING.min, DIVIDER_SPACING.max, DIVIDER_SPACING.fallback);
}

/** Opacity as a CSS number 0–1 from a percentage 0–100; not a number: fully opaque. */
export function dividerOpacity(value: unknown): number {
  return clampOr(value, DIVIDER_OPACITY.min, DIVIDER_OPACITY.max, DIVIDER_OPACITY.fallback) / 100;
}
