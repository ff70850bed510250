import { parseHex, requireHex6, toHex } from './hex.js';
import { oklchToRgb, rgbToOklch, type Oklch } from './oklch.js';

export const SHADE_LEVELS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export type ShadeLevel = (typeof SHADE_LEVELS)[number];
export type Shades = Record<ShadeLevel, string>;

export const SHADE_NAMES = [
  'ultraLight',
  'lightest',
  'lighter',
  'light',
  'soft',
  'base',
  'deep',
  'dark',
  'darker',
  'darkest',
] as const;
export type ShadeName = (typeof SHADE_NAMES)[number];
export type NamedShades = Record<ShadeName, string>;

/**
 * Steps of the named shades. The light steps 10–80 read as "percent of the colour"
 * (10 = mostly light, 80 = nearly the base); the dark steps 300–900 as "per mille towards
 * the darkest". On the position scale of `shadeAt` that is -(1 - step/100) and +step/1000,
 * so ultraLight sits just inside level 100 and darkest just inside level 900.
 */
export const NAMED_SHADE_STEPS: Record<ShadeName, number | null> = {
  ultraLight: 10,
  lightest: 20,
  lighter: 40,
  light: 60,
  soft: 80,
  base: null,
  deep: 300,
  dark: 500,
  darker: 700,
  darkest: 900,
};

// OKLCH lightness the scale reaches at level 100 and 900 for a mid colour. Close to, but not at,
// white and black so the ends still carry the hue.
const LIGHT_END = 0.97;
const DARK_END = 0.25;
// Chroma kept at the light and dark ends (fraction of the input's): tints are softer than the
// base, deep shades a little less so; gamut mapping trims whatever still does not fit in sRGB.
const LIGHT_END_CHROMA = 0.35;
const DARK_END_CHROMA = 0.75;

/** The lightness range of a colour's scale; very light or dark inputs get a shorter range. */
function range(l: number): { light: number; dark: number } {
  return { light: Math.max(LIGHT_END, l + (1 - l) * 0.7), dark: Math.min(DARK_END, l * 0.45) };
}

/**
 * The shade at `position` in [-1, 1]: -1 the lightest end, 0 the colour itself, 1 the darkest.
 * Lightness moves linearly in OKLCH (perceptually even), hue stays, chroma eases down.
 */
function shadeAt(base: Oklch, position: number): string {
  const t = Math.min(1, Math.abs(position));
  const ends = range(base.l);
  const end = position < 0 ? ends.light : ends.dark;
  const endChroma = position < 0 ? LIGHT_END_CHROMA : DARK_END_CHROMA;
  const l = base.l + (end - base.l) * t;
  const c = base.c * (1 - (1 - endChroma) * t);
  return toHex(oklchToRgb({ l, c, h: base.h }));
}

function baseOf(hex: unknown): { hex: string; lch: Oklch } {
  const normal = requireHex6(hex);
  return { hex: normal, lch: rgbToOklch(parseHex(normal)!) };
}

/**
 * Nine levels 100 (lightest) … 900 (darkest); 500 is exactly the input, lowercased.
 * Throws `the provided colour is not valid: …` unless given 6 hex digits.
 */
export function generateShades(hex: string): Shades {
  const base = baseOf(hex);
  const shades = {} as Shades;
  for (const level of SHADE_LEVELS) {
    shades[level] = level === 500 ? base.hex : shadeAt(base.lch, (level - 500) / 400);
  }
  return shades;
}

/** The named shades (see NAMED_SHADE_STEPS); `base` is exactly the input. */
export function namedShades(hex: string): NamedShades {
  const base = baseOf(hex);
  const named = {} as NamedShades;
  for (const name of SHADE_NAMES) {
    const step = NAMED_SHADE_STEPS[name];
    if (step === null) named[name] = base.hex;
    else named[name] = shadeAt(base.lch, step < 100 ? -(1 - step / 100) : step / 1000);
  }
  return named;
}
