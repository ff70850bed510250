import { describe, expect, it } from 'vitest';
import { BAD_CASES } from './bad-inputs.fixture.js';
import { contrastRatio } from './contrast.js';
import { parseHex } from './hex.js';
import { NEUTRAL_LEVELS, neutralScale } from './neutral.js';
import { rgbToOklch } from './oklch.js';
import { SAMPLE_HEXES } from './samples.fixture.js';
import { NAMED_SHADE_STEPS, SHADE_LEVELS, SHADE_NAMES, generateShades, namedShades } from './shades.js';

// the round-trip samples, and more colours with a shade scale worth checking
const COLOURS = [
  ...SAMPLE_HEXES,
  '#f0f8ff',
  '#0a0a14',
  '#ff8a80',
  '#2a8740',
  '#6b4a3a',
  '#e0600f',
  '#dddddd',
  '#1e1e1e',
];
const lightness = (hex: string): number => rgbToOklch(parseHex(hex)!).l;
const HEX6 = /^#[0-9a-f]{6}$/;

describe('generateShades', () => {
  it.each(COLOURS)('%s: nine valid levels, 500 is the input, lightness never rises', hex => {
    const shades = generateShades(hex);
    expect(Object.keys(shades).map(Number)).toEqual([...SHADE_LEVELS]);
    expect(shades[500]).toBe(hex);
    const ls = SHADE_LEVELS.map(level => {
      expect(shades[level]).toMatch(HEX6);
      return lightness(shades[level]);
    });
    // Rounding to 8 bits can wobble a flat end (white, black) by a hair.
    for (let i = 1; i < ls.length; i++) expect(ls[i]!).toBeLessThanOrEqual(ls[i - 1]! + 1e-3);
  });

  it.each(['#0066ff', '#49c5b6', '#ff0000', '#808080', '#2a8740', '#e0600f'])(
    '%s: mid colours get a strictly monotonic, well spread scale',
    hex => {
      const shades = generateShades(hex);
      const ls = SHADE_LEVELS.map(level => lightness(shades[level]));
      for (let i = 1; i < ls.length; i++) expect(ls[i - 1]! - ls[i]!).toBeGreaterThan(0.03);
      expect(new Set(Object.values(shades)).size).toBe(9);
      // The ends are usable: 100 near white, 900 dark enough for white text.
      expect(ls[0]!).toBeGreaterThan(0.95);
      expect(contrastRatio(shades[900], '#ffffff')).toBeGreaterThan(7);
    },
  );

  it('steps evenly in OKLCH lightness on each side of 500', () => {
    const shades = generateShades('#0066ff');
    const ls = SHADE_LEVELS.map(level => lightness(shades[level]));
    const gaps = ls.slice(1).map((l, i) => ls[i]! - l);
    const light = gaps.slice(0, 4);
    const dark = gaps.slice(4);
    for (const side of [light, dark]) expect(Math.max(...side) - Math.min(...side)).toBeLessThan(0.02);
  });

  it('keeps the hue of a chromatic colour', () => {
    const base = rgbToOklch(parseHex('#0066ff')!).h;
    for (const level of [200, 300, 400, 600, 700, 800] as const) {
      expect(Math.abs(rgbToOklch(parseHex(generateShades('#0066ff')[level])!).h - base)).toBeLessThan(4);
    }
  });

  it('lowercases the input for 500', () => {
    expect(generateShades('#0066FF')[500]).toBe('#0066ff');
    expect(generateShades('49c5b6')[500]).toBe('#49c5b6');
  });

  it.each([...['#fff', '#ffff', '#0066ff80'].map((v): [string, unknown] => [v, v]), ...BAD_CASES])(
    'throws the contract error for %s',
    (_, v) => {
      expect(() => generateShades(v as string)).toThrow('the provided colour is not valid');
      expect(() => namedShades(v as string)).toThrow('the provided colour is not valid');
    },
  );
});

describe('namedShades', () => {
  it('has the ten named shades with base = input', () => {
    const named = namedShades('#0066ff');
    expect(Object.keys(named)).toEqual([...SHADE_NAMES]);
    expect(named.base).toBe('#0066ff');
    expect(Object.values(NAMED_SHADE_STEPS).filter(s => s !== null)).toEqual([10, 20, 40, 60, 80, 300, 500, 700, 900]);
  });

  it.each(COLOURS)('%s: ultraLight … darkest never gets lighter, and sits within levels 100–900', hex => {
    const named = namedShades(hex);
    const ls = SHADE_NAMES.map(name => lightness(named[name]));
    for (let i = 1; i < ls.length; i++) expect(ls[i]!).toBeLessThanOrEqual(ls[i - 1]! + 1e-3);
    const shades = generateShades(hex);
    expect(ls[0]!).toBeLessThanOrEqual(lightness(shades[100]) + 1e-3);
    expect(ls[ls.length - 1]!).toBeGreaterThanOrEqual(lightness(shades[900]) - 1e-3);
  });

  it('shares the dark step 500 with level 700', () => {
    expect(namedShades('#0066ff').dark).toBe(generateShades('#0066ff')[700]);
  });
});

describe('neutralScale', () => {
  it('runs from white to black through the page backgrounds', () => {
    const scale = neutralScale();
    expect(Object.keys(scale).map(Number)).toEqual([...NEUTRAL_LEVELS]);
    expect(scale[0]).toBe('#ffffff');
    expect(scale[50]).toBe('#fbfbfb');
    expect(scale[900]).toBe('#191919');
    expect(scale[1000]).toBe('#000000');
    const ls = NEUTRAL_LEVELS.map(level => lightness(scale[level]));
    for (let i = 1; i < ls.length; i++) expect(ls[i]!).toBeLessThan(ls[i - 1]!);
    for (const hex of Object.values(scale)) expect(rgbToOklch(parseHex(hex)!).c).toBeLessThan(1e-3);
  });

  it('leans very slightly towards a tint, keeping the lightness', () => {
    const plain = neutralScale();
    const tinted = neutralScale('#0066ff');
    expect(tinted[0]).toBe('#ffffff');
    expect(tinted[1000]).toBe('#000000');
    for (const level of NEUTRAL_LEVELS) {
      const lch = rgbToOklch(parseHex(tinted[level])!);
      expect(lch.c).toBeLessThan(0.01);
      expect(Math.abs(lch.l - lightness(plain[level]))).toBeLessThan(0.01);
    }
    expect(tinted[500]).not.toBe(plain[500]);
  });

  it('ignores an invalid or grey tint', () => {
    for (const tint of ['nope', '#12', '#808080']) expect(neutralScale(tint)).toEqual(neutralScale());
  });
});
