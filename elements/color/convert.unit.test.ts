import { describe, expect, it } from 'vitest';
import { toHex } from './hex.js';
import { rgb, SAMPLE_HEXES } from './samples.fixture.js';
import { hslToRgb, rgbToHsl } from './hsl.js';
import { oklabToRgb, rgbToOklab } from './oklab.js';
import { isInSrgbGamut, oklchToRgb, rgbToOklch } from './oklch.js';

describe('rgb <-> hsl', () => {
  it('knows the primaries and greys', () => {
    expect(rgbToHsl(rgb('#ff0000'))).toEqual({ h: 0, s: 1, l: 0.5 });
    expect(rgbToHsl(rgb('#00ff00'))).toEqual({ h: 120, s: 1, l: 0.5 });
    expect(rgbToHsl(rgb('#0000ff'))).toEqual({ h: 240, s: 1, l: 0.5 });
    expect(rgbToHsl(rgb('#000000'))).toEqual({ h: 0, s: 0, l: 0 });
    expect(rgbToHsl(rgb('#ffffff'))).toEqual({ h: 0, s: 0, l: 1 });
    expect(rgbToHsl(rgb('#808080')).s).toBe(0);
  });
  it.each(SAMPLE_HEXES)('round-trips %s', hex => expect(toHex(hslToRgb(rgbToHsl(rgb(hex))))).toBe(hex));
  it('wraps hue and clamps s and l', () => {
    expect(toHex(hslToRgb({ h: 360 + 120, s: 1, l: 0.5 }))).toBe('#00ff00');
    expect(toHex(hslToRgb({ h: -120, s: 1, l: 0.5 }))).toBe('#0000ff');
    expect(toHex(hslToRgb({ h: 0, s: 2, l: 2 }))).toBe('#ffffff');
    expect(toHex(hslToRgb({ h: 0, s: -1, l: -1 }))).toBe('#000000');
  });
});

describe('rgb <-> oklab / oklch', () => {
  it('has reference values', () => {
    const white = rgbToOklab(rgb('#ffffff'));
    expect(white.l).toBeCloseTo(1, 4);
    expect(white.a).toBeCloseTo(0, 4);
    expect(white.b).toBeCloseTo(0, 4);
    expect(rgbToOklab(rgb('#000000')).l).toBeCloseTo(0, 6);
    // Published OKLCH of sRGB red: oklch(0.628 0.2577 29.23)
    const red = rgbToOklch(rgb('#ff0000'));
    expect(red.l).toBeCloseTo(0.628, 3);
    expect(red.c).toBeCloseTo(0.2577, 3);
    expect(red.h).toBeCloseTo(29.23, 1);
  });
  it('gives greys no chroma and hue 0', () => {
    for (const hex of ['#000000', '#808080', '#ffffff', '#191919']) {
      const lch = rgbToOklch(rgb(hex));
      expect(lch.c).toBeLessThan(1e-4);
      expect(lch.h).toBe(0);
    }
  });
  it.each(SAMPLE_HEXES)('round-trips %s', hex => {
    expect(toHex(oklabToRgb(rgbToOklab(rgb(hex))))).toBe(hex);
    expect(toHex(oklchToRgb(rgbToOklch(rgb(hex))))).toBe(hex);
  });
  it('maps out-of-gamut colours into sRGB, keeping lightness', () => {
    for (const lch of [
      { l: 0.7, c: 0.4, h: 150 },
      { l: 0.95, c: 0.3, h: 260 },
      { l: 0.2, c: 0.5, h: 30 },
    ]) {
      const out = oklchToRgb(lch);
      expect(isInSrgbGamut(out)).toBe(true);
      for (const v of [out.r, out.g, out.b]) expect(v >= 0 && v <= 255).toBe(true);
      expect(rgbToOklch(out).l).toBeCloseTo(lch.l, 2);
    }
  });
  it('clamps lightness and survives nonsense', () => {
    expect(toHex(oklchToRgb({ l: 2, c: 0.1, h: 0 }))).toBe('#ffffff');
    expect(toHex(oklchToRgb({ l: -1, c: 0.1, h: 0 }))).toBe('#000000');
    expect(toHex(oklchToRgb({ l: NaN, c: NaN, h: NaN }))).toBe('#000000');
  });
});
