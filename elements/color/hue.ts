import type { Rgb } from './hex.js';

/**
 * The hue geometry that HSL and HSV share: both place a colour on the same hexagon of six 60°
 * sectors, and differ only in how they get its chroma and its smallest channel.
 */

/**
 * Hue in degrees [0, 360) of sRGB channels given as 0–1; 0 for a grey (all channels equal).
 */
export function hueOfRgb(r: number, g: number, b: number): number {
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  let h: number;
  if (max === r) h = ((g - b) / d) % 6;
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

/**
 * sRGB (channels 0–255, unrounded) of a hue in degrees, with `chroma` (0–1: the largest channel
 * minus the smallest) and `min`, the smallest channel (0–1). The hue wraps (−120 is 240, 360 is 0).
 * In each 60° sector one channel is the largest, one the smallest, and the third goes between
 * them, rising or falling with the hue.
 */
export function rgbFromHue(hue: number, chroma: number, min: number): Rgb {
  const sector = (((hue % 360) + 360) % 360) / 60;
  const c = chroma;
  const x = c * (1 - Math.abs((sector % 2) - 1));
  const [r, g, b] =
    sector < 1
      ? [c, x, 0]
      : sector < 2
        ? [x, c, 0]
        : sector < 3
          ? [0, c, x]
          : sector < 4
            ? [0, x, c]
            : sector < 5
              ? [x, 0, c]
              : [c, 0, x];
  return { r: (r + min) * 255, g: (g + min) * 255, b: (b + min) * 255 };
}
