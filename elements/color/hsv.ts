import { clamp } from '../internal/math.js';
import type { Rgb } from './hex';

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
  const d = max - min;
  const v = max;
  const s = max === 0 ? 0 : d / max;
  if (d === 0) return { h: 0, s, v };
  let h: number;
  if (max === rn) h = ((gn - bn) / d) % 6;
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: (h * 60 + 360) % 360, s, v };
}

/**
 * HSV -> sRGB (channels 0–255, unrounded). Out-of-range input is clamped (s, v) or wrapped (h);
 * non-finite values count as 0, so the result is always in sRGB.
 */
export function hsvToRgb({ h, s, v }: Hsv): Rgb {
  const finite = (n: number): number => (Number.isFinite(n) ? n : 0);
  const hue = (((finite(h) % 360) + 360) % 360) / 60;
  const sat = clamp(finite(s), 0, 1);
  const val = clamp(finite(v), 0, 1);
  const c = val * sat;
  const x = c * (1 - Math.abs((hue % 2) - 1));
  const m = val - c;
  const [r1, g1, b1] =
    hue < 1
      ? [c, x, 0]
      : hue < 2
        ? [x, c, 0]
        : hue < 3
          ? [0, c, x]
          : hue < 4
            ? [0, x, c]
            : hue < 5
              ? [x, 0, c]
              : [c, 0, x];
  return { r: (r1 + m) * 255, g: (g1 + m) * 255, b: (b1 + m) * 255 };
}
