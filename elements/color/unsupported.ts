import { parseHex } from './hex.js';

/** The label the UI shows for a colour that cannot be used as a theme colour. */
export const UNSUPPORTED_COLOR_LABEL = 'Unsupported Color';

/**
 * True when every channel is above 220 (too light) or every channel below 30 (too dark):
 * such colours give no usable shade range. False for invalid input (that is "invalid", not this).
 */
export function isUnsupportedColor(hex: unknown): boolean {
  const rgb = parseHex(hex);
  if (!rgb) return false;
  const channels = [rgb.r, rgb.g, rgb.b];
  return channels.every(v => v > 220) || channels.every(v => v < 30);
}
