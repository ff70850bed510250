import { parseHex, toHex } from './hex.js';
import { oklchToRgb, rgbToOklch } from './oklch.js';

export const NEUTRAL_LEVELS = [0, 50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000] as const;
export type NeutralLevel = (typeof NEUTRAL_LEVELS)[number];
export type NeutralScale = Record<NeutralLevel, string>;

// OKLCH lightness per level. 50 and 900 are the page backgrounds (#fbfbfb light, #191919 dark);
// the rest step evenly enough to give borders, muted text and surfaces room between them.
const LIGHTNESS: Record<NeutralLevel, number> = {
  0: 1,
  50: 0.9881,
  100: 0.96,
  200: 0.91,
  300: 0.84,
  400: 0.72,
  500: 0.6,
  600: 0.5,
  700: 0.4,
  800: 0.3,
  900: 0.2134,
  1000: 0,
};

// A whisper of the tint's hue: enough to feel related, too little to read as a colour.
const TINT_CHROMA = 0.004;

/**
 * Neutral greys 0 (white) … 1000 (black). With a valid `tint` colour, levels 50–900 lean very
 * slightly towards its hue; an invalid tint is ignored.
 */
export function neutralScale(tint?: string): NeutralScale {
  const rgb = tint === undefined ? null : parseHex(tint);
  const hue = rgb ? rgbToOklch(rgb) : null;
  const chroma = hue && hue.c > 0.02 ? TINT_CHROMA : 0;
  const scale = {} as NeutralScale;
  for (const level of NEUTRAL_LEVELS) {
    const l = LIGHTNESS[level];
    const c = level === 0 || level === 1000 ? 0 : chroma;
    scale[level] = toHex(oklchToRgb({ l, c, h: hue?.h ?? 0 }));
  }
  return scale;
}
