import { clamp } from '../internal/core/math.js';
import { parseHex, type Rgb } from './hex.js';
import { srgbToLinear } from './srgb.js';

/** Text colours chosen by `textColorOn`. */
export const DARK_TEXT = '#1a1a1a';
export const LIGHT_TEXT = '#ffffff';

/** Above this a colour counts as light and gets dark text. */
export const LIGHT_THRESHOLD = 0.55;

function toRgb(color: string | Rgb): Rgb | null {
  return typeof color === 'string' ? parseHex(color) : color && typeof color === 'object' ? color : null;
}

/** WCAG 2.x relative luminance 0–1 (alpha ignored); NaN for an invalid colour. */
export function relativeLuminance(color: string | Rgb): number {
  const rgb = toRgb(color);
  if (!rgb) return NaN;
  const [r, g, b] = [rgb.r, rgb.g, rgb.b].map(v => srgbToLinear(clamp(v, 0, 255) / 255)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Perceived brightness 0–1 (Rec. 601 luma of the encoded channels). This is the "luminance"
 * 0.55 rule of `isLightColor` is about: with WCAG luminance the same threshold would put white text on
 * mid colours such as the default secondary #49c5b6 (2.1:1), while luma gives dark text (8:1).
 */
export function perceivedLuminance(color: string | Rgb): number {
  const rgb = toRgb(color);
  if (!rgb) return NaN;
  return (0.299 * rgb.r + 0.587 * rgb.g + 0.114 * rgb.b) / 255;
}

/** True when the colour is light enough to need dark text; false for invalid input. */
export function isLightColor(color: string | Rgb): boolean {
  return perceivedLuminance(color) > LIGHT_THRESHOLD;
}

/** Dark text on light colours, white otherwise (white also for invalid input). */
export function textColorOn(color: string | Rgb): string {
  return isLightColor(color) ? DARK_TEXT : LIGHT_TEXT;
}

/** WCAG 2.x contrast ratio 1–21, order-independent; NaN when either colour is invalid. */
export function contrastRatio(a: string | Rgb, b: string | Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
