import { clamp } from '../internal/core/math.js';
import type { Rgb } from './hex.js';
import { oklabToRgb, rgbToOklab } from './oklab.js';
import { clampRgb } from './srgb.js';

/** OKLCH: lightness 0–1, chroma >= 0, hue in degrees [0, 360) (0 for greys). */
export interface Oklch {
  l: number;
  c: number;
  h: number;
}

// Below this chroma the hue is noise; report 0 so greys compare equal.
const ACHROMATIC = 1e-4;
// Half a unit of an 8-bit channel: rounding hides anything smaller.
const GAMUT_EPSILON = 0.5;

export function rgbToOklch(rgb: Rgb): Oklch {
  const { l, a, b } = rgbToOklab(rgb);
  const c = Math.hypot(a, b);
  const h = c < ACHROMATIC ? 0 : ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;
  return { l, c, h };
}

/** Unclamped conversion; see `oklchToRgb` for the gamut-mapped one. */
export function oklchToRgbUnclamped({ l, c, h }: Oklch): Rgb {
  const rad = (h * Math.PI) / 180;
  return oklabToRgb({ l, a: c * Math.cos(rad), b: c * Math.sin(rad) });
}

export function isInSrgbGamut({ r, g, b }: Rgb): boolean {
  return [r, g, b].every(v => v >= -GAMUT_EPSILON && v <= 255 + GAMUT_EPSILON);
}

/**
 * OKLCH -> sRGB, mapped into gamut by lowering chroma at constant lightness and hue
 * (the CSS Color 4 idea, simplified to a bisection), so shades keep their lightness.
 */
export function oklchToRgb(lch: Oklch): Rgb {
  const l = clamp(lch.l, 0, 1);
  const c = Math.max(0, Number.isFinite(lch.c) ? lch.c : 0);
  const h = Number.isFinite(lch.h) ? lch.h : 0;
  // At the ends only black and white exist; chroma there would be rounding noise.
  if (l === 0 || l === 1) return { r: l * 255, g: l * 255, b: l * 255 };
  const direct = oklchToRgbUnclamped({ l, c, h });
  if (isInSrgbGamut(direct)) return clampRgb(direct);
  let lo = 0;
  let hi = c;
  for (let i = 0; i < 24; i++) {
    const mid = (lo + hi) / 2;
    if (isInSrgbGamut(oklchToRgbUnclamped({ l, c: mid, h }))) lo = mid;
    else hi = mid;
  }
  return clampRgb(oklchToRgbUnclamped({ l, c: lo, h }));
}
