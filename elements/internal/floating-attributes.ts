/**
 * The overlays' placement attribute: the values `<ds-popover>` and `<ds-tooltip>` accept, and
 * reading a loosely typed value (an attribute, a property set to junk) into one of them.
 * Numbers (`distance`, `delay`) are read with `finiteOr`/`clampOr` from `math.ts`.
 */

/** The four sides, the placements every overlay supports besides `auto`. */
export const sidePlacements = ['top', 'bottom', 'left', 'right'] as const;

/** Every placement the floating controller understands. */
export const floatingPlacements = ['auto', ...sidePlacements, 'middle', 'mouse'] as const;
export type FloatingPlacement = (typeof floatingPlacements)[number];

/** Returns `value` when it is one of `allowed`, otherwise `fallback` (bad attribute values). */
export function parsePlacement<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}
