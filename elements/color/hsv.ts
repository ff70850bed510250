import { clamp } from '../internal/core/math.js';
import type { Rgb } from './hex.js';
import { hueOfRgb, rgbFromHue } from './hue.js';

/** Hue in degrees [0, 360), saturation and value (brightness) 0–1. */
export interface Hsv {
  h: number;
  s: number;
  v: number;
}

/**
 * sRGB (channels 0–255) -> HSV. Greys have hue 0 and saturation 0; black has value 0.
 * Non-finite channels count as 0; channels are clamped to 0–255 first.
 */
export function rgbToHsv({ r, g, b }: Rgb): Hsv {
  const unit = (c: number): number => (Number.isFinite(c) ? clamp(c, 0, 255) / 255 : 0);
  const [rn, gn, bn] = [unit(r), unit(g), unit(b)];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const v = max;
  const s = max === 0 ? 0 : (max - min) / max;
  return { h: hueOfRgb(rn, gn, bn), s, v };
}

/**
 * HSV -> sRGB (channels 0–255, unrounded). Out-of-range input is clamped (s, v) or wrapped (h);
 * non-finite values count as 0, so the result is always in sRGB.
 */
export function hsvToRgb({ h, s, v }: Hsv): Rgb {
  const finite = (n: number): number => (Number.isFinite(n) ? n : 0);
  const sat = clamp(finite(s), 0, 1);
  const val = clamp(finite(v), 0, 1);
  const c = val * sat;
  return rgbFromHue(finite(h), c, val - c);
}
