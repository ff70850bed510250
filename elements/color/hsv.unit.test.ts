import { describe, expect, it } from 'vitest';
import { toHex } from './hex.js';
import { rgb, SAMPLE_HEXES } from './samples.fixture.js';
import { hsvToRgb, rgbToHsv } from './hsv.js';

describe('rgb <-> hsv', () => {
  it('knows the primaries, black, white and greys', () => {
    expect(rgbToHsv(rgb('#ff0000'))).toEqual({ h: 0, s: 1, v: 1 });
    expect(rgbToHsv(rgb('#00ff00'))).toEqual({ h: 120, s: 1, v: 1 });
    expect(rgbToHsv(rgb('#0000ff'))).toEqual({ h: 240, s: 1, v: 1 });
    expect(rgbToHsv(rgb('#000000'))).toEqual({ h: 0, s: 0, v: 0 });
    expect(rgbToHsv(rgb('#ffffff'))).toEqual({ h: 0, s: 0, v: 1 });
    const grey = rgbToHsv(rgb('#808080'));
    expect(grey.s).toBe(0);
    expect(grey.v).toBeCloseTo(128 / 255, 10);
  });

  it('has reference values', () => {
    const blue = rgbToHsv(rgb('#0066ff'));
    expect(blue.h).toBeCloseTo(216, 6);
    expect(blue.s).toBe(1);
    expect(blue.v).toBe(1);
    const teal = rgbToHsv(rgb('#49c5b6'));
    expect(teal.h).toBeCloseTo(172.74, 1);
    expect(teal.s).toBeCloseTo(0.6294, 3);
    expect(teal.v).toBeCloseTo(0.7725, 3);
    expect(toHex(hsvToRgb({ h: 210, s: 0.4, v: 0.8 }))).toBe('#7aa3cc');
  });

  it.each(SAMPLE_HEXES)('round-trips %s', hex => expect(toHex(hsvToRgb(rgbToHsv(rgb(hex))))).toBe(hex));

  it('always gives a hue in [0, 360) and s, v in [0, 1]', () => {
    for (const hex of SAMPLE_HEXES) {
      const { h, s, v } = rgbToHsv(rgb(hex));
      expect(h >= 0 && h < 360, hex).toBe(true);
      expect(s >= 0 && s <= 1 && v >= 0 && v <= 1, hex).toBe(true);
    }
    expect(rgbToHsv(rgb('#ff00ff')).h).toBe(300);
    expect(rgbToHsv(rgb('#ff0080')).h).toBeCloseTo(329.88, 1);
  });

  it('wraps hue and clamps s and v', () => {
    expect(toHex(hsvToRgb({ h: 360 + 120, s: 1, v: 1 }))).toBe('#00ff00');
    expect(toHex(hsvToRgb({ h: 360, s: 1, v: 1 }))).toBe('#ff0000');
    expect(toHex(hsvToRgb({ h: -120, s: 1, v: 1 }))).toBe('#0000ff');
    expect(toHex(hsvToRgb({ h: 0, s: 2, v: 2 }))).toBe('#ff0000');
    expect(toHex(hsvToRgb({ h: 0, s: -1, v: -1 }))).toBe('#000000');
  });

  it('survives non-finite input', () => {
    expect(toHex(hsvToRgb({ h: NaN, s: NaN, v: NaN }))).toBe('#000000');
    expect(toHex(hsvToRgb({ h: Infinity, s: 1, v: 1 }))).toBe('#ff0000');
    expect(rgbToHsv({ r: NaN, g: -5, b: 999 })).toEqual({ h: 240, s: 1, v: 1 });
  });
});
