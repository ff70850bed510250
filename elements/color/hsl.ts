import { clamp } from '../internal/core/math.js';
import type { Rgb } from './hex.js';
import { hueOfRgb, rgbFromHue } from './hue.js';

/** Hue in degrees [0, 360), saturation and lightness 0–1. */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  return { h: hueOfRgb(rn, gn, bn), s, l };
}

/** Out-of-range input is clamped (s, l) or wrapped (h), so the result is always in sRGB. */
export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const sat = clamp(s, 0, 1);
  const lig = clamp(l, 0, 1);
  const c = (1 - Math.abs(2 * lig - 1)) * sat;
  return rgbFromHue(h, c, lig - c / 2);
}
