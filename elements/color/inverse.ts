import { parseHex, toHex } from './hex.js';

/**
 * The 255-minus-channel inverse as '#rrggbb' (alpha dropped): the secondary derived from a
 * primary when only the primary is chosen. Null for an invalid colour.
 */
export function inverseColor(hex: unknown): string | null {
  const rgb = parseHex(hex);
  return rgb ? toHex({ r: 255 - rgb.r, g: 255 - rgb.g, b: 255 - rgb.b }) : null;
}
