/**
 * The overlays' placement attribute: the values `<ds-popover>` and `<ds-tooltip>` accept, and
 * reading a loosely typed value (an attribute, a property set to junk) into one of them.
 * Numbers (`distance`, `delay`) are read with `finiteOr`/`clampOr` from `math.ts`.
 */

/**
 * The sides, the placements every overlay supports besides `auto`: four physical ones, and
 * `start` and `end`, the side where a line of text starts or ends (left and right in left-to-right
 * text, right and left in right-to-left text; resolved by `physicalPlacement()` when it opens).
 */
export const sidePlacements = ['top', 'bottom', 'left', 'right', 'start', 'end'] as const;

/** Every placement the floating controller understands. */
export const floatingPlacements = ['auto', ...sidePlacements, 'middle', 'mouse'] as const;
export type FloatingPlacement = (typeof floatingPlacements)[number];

/** A placement on the screen: `start` and `end` resolved to `left` or `right`. */
export type PhysicalPlacement = Exclude<FloatingPlacement, 'start' | 'end'>;

/** `start` and `end` as the side the text direction gives them (as Shoelace's `sl-popup` does); the others as they are. */
export function physicalPlacement(placement: FloatingPlacement, rtl: boolean): PhysicalPlacement {
  if (placement === 'start') return rtl ? 'right' : 'left';
  if (placement === 'end') return rtl ? 'left' : 'right';
  return placement;
}

/** The unknown values already warned about (per element), so a warning shows once, not on each opening. */
const warned = new Set<string>();

/**
 * Returns `value` when it is one of `allowed`, otherwise `fallback` (bad attribute values), with a
 * console warning the first time an element (`owner`, e.g. `ds-popover`) meets that value.
 */
export function parsePlacement<T extends string>(
  value: unknown,
  allowed: readonly T[],
  fallback: T,
  owner = 'an overlay',
): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  const key = `${owner}\u0000${String(value)}`;
  if (!warned.has(key)) {
    warned.add(key);
    console.warn(`${owner}: placement "${String(value)}" is not one of ${allowed.join(', ')}; "${fallback}" is used.`);
  }
  return fallback;
}
