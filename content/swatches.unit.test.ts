import { describe, expect, it } from 'vitest';
import { isHex6, isLightColor, isUnsupportedColor } from '../elements/color/index';
import { hexSwatches, namedPalette, primarySwatches, secondarySwatches } from './swatches';

const PALETTE_ORDER = [
  'red',
  'pink',
  'purple',
  'amethyst',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'moss',
  'lime',
  'yellow',
  'amber',
  'orange',
  'ember',
  'brown',
  'grey',
  'slate',
];

function expectUsableAndUnique(values: readonly string[]): void {
  for (const value of values) {
    expect(isHex6(value) && value === value.toLowerCase() && value.startsWith('#'), value).toBe(true);
    expect(isUnsupportedColor(value), value).toBe(false);
  }
  expect(new Set(values).size).toBe(values.length);
}

describe('swatches', () => {
  it('primary swatches: about 15, default first, valid, unique, described', () => {
    expect(primarySwatches.length).toBeGreaterThanOrEqual(12);
    expect(primarySwatches.length).toBeLessThanOrEqual(18);
    expect(primarySwatches[0]?.code).toBe('#0066ff');
    expectUsableAndUnique(primarySwatches.map(s => s.code));
    expect(new Set(primarySwatches.map(s => s.name)).size).toBe(primarySwatches.length);
    for (const s of primarySwatches) expect(s.name && s.description).toBeTruthy();
  });

  it('secondary swatches: about 10, default first, valid, unique, described', () => {
    expect(secondarySwatches.length).toBeGreaterThanOrEqual(8);
    expect(secondarySwatches.length).toBeLessThanOrEqual(12);
    expect(secondarySwatches[0]?.code).toBe('#49c5b6');
    expectUsableAndUnique(secondarySwatches.map(s => s.code));
    expect(new Set(secondarySwatches.map(s => s.name)).size).toBe(secondarySwatches.length);
    for (const s of secondarySwatches) expect(s.name && s.description).toBeTruthy();
  });

  it('hex-only swatches: exactly 25, valid, unique', () => {
    expect(hexSwatches).toHaveLength(25);
    expectUsableAndUnique(hexSwatches);
  });

  it('named palette: the 18 names in order, valid, unique, light flag matches the colour', () => {
    expect(namedPalette.map(c => c.name.toLowerCase())).toEqual(PALETTE_ORDER);
    expectUsableAndUnique(namedPalette.map(c => c.value));
    for (const c of namedPalette) {
      expect(c.description).toBeTruthy();
      expect(c.light === true, c.name).toBe(isLightColor(c.value));
    }
  });
});
