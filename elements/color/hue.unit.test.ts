import { describe, expect, it } from 'vitest';
import { hueOfRgb, rgbFromHue } from './hue.js';

/** Channels rounded to whole numbers, so that float noise does not matter. */
const rounded = (hue: number, chroma = 1, min = 0): [number, number, number] => {
  const { r, g, b } = rgbFromHue(hue, chroma, min);
  return [Math.round(r), Math.round(g), Math.round(b)];
};

describe('rgbFromHue', () => {
  it.each([
    [0, [255, 0, 0]],
    [60, [255, 255, 0]],
    [120, [0, 255, 0]],
    [180, [0, 255, 255]],
    [240, [0, 0, 255]],
    [300, [255, 0, 255]],
  ] as const)('puts hue %i on its sector boundary', (hue, expected) => {
    expect(rounded(hue)).toEqual(expected);
  });

  it.each([
    [30, [255, 128, 0]],
    [90, [128, 255, 0]],
    [150, [0, 255, 128]],
    [210, [0, 128, 255]],
    [270, [128, 0, 255]],
    [330, [255, 0, 128]],
  ] as const)('goes halfway between the boundaries at hue %i', (hue, expected) => {
    expect(rounded(hue)).toEqual(expected);
  });

  it('is continuous at each boundary, approached from below', () => {
    for (const hue of [60, 120, 180, 240, 300, 360]) {
      const below = rgbFromHue(hue - 1e-9, 1, 0);
      const at = rgbFromHue(hue, 1, 0);
      expect(below.r).toBeCloseTo(at.r, 4);
      expect(below.g).toBeCloseTo(at.g, 4);
      expect(below.b).toBeCloseTo(at.b, 4);
    }
  });

  it('wraps 360 and more to the same sector', () => {
    expect(rgbFromHue(360, 1, 0)).toEqual(rgbFromHue(0, 1, 0));
    expect(rounded(480)).toEqual([0, 255, 0]);
    expect(rounded(720 + 30)).toEqual([255, 128, 0]);
  });

  it('wraps negative hues from 360', () => {
    expect(rounded(-120)).toEqual([0, 0, 255]);
    expect(rounded(-30)).toEqual([255, 0, 128]);
    expect(rounded(-360)).toEqual([255, 0, 0]);
    expect(rounded(-0)).toEqual([255, 0, 0]);
  });

  it('adds the smallest channel to all three and scales by the chroma', () => {
    expect(rgbFromHue(120, 0.5, 0.25)).toEqual({ r: 63.75, g: 191.25, b: 63.75 });
    expect(rgbFromHue(200, 0, 0.5)).toEqual({ r: 127.5, g: 127.5, b: 127.5 });
  });
});

describe('hueOfRgb', () => {
  it.each([
    [[1, 0, 0], 0],
    [[1, 1, 0], 60],
    [[0, 1, 0], 120],
    [[0, 1, 1], 180],
    [[0, 0, 1], 240],
    [[1, 0, 1], 300],
    [[1, 0, 0.5], 330],
  ] as const)('finds the hue of %j: %i', ([r, g, b], hue) => {
    expect(hueOfRgb(r, g, b)).toBeCloseTo(hue, 9);
  });

  it('is 0 for greys, black and white', () => {
    expect(hueOfRgb(0, 0, 0)).toBe(0);
    expect(hueOfRgb(0.5, 0.5, 0.5)).toBe(0);
    expect(hueOfRgb(1, 1, 1)).toBe(0);
  });

  it('round-trips with rgbFromHue over the whole circle', () => {
    for (let hue = 0; hue < 360; hue += 7.5) {
      const { r, g, b } = rgbFromHue(hue, 0.6, 0.2);
      expect(hueOfRgb(r / 255, g / 255, b / 255)).toBeCloseTo(hue, 9);
    }
  });
});
