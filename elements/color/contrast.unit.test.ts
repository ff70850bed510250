import { describe, expect, it } from 'vitest';
import {
  DARK_TEXT,
  LIGHT_TEXT,
  contrastRatio,
  isLightColor,
  perceivedLuminance,
  relativeLuminance,
  textColorOn,
} from './contrast.js';
import { BAD_CASES } from './bad-inputs.fixture.js';

describe('relativeLuminance (WCAG)', () => {
  it('is 0 for black, 1 for white, and weights green most', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance('#0000ff')).toBeCloseTo(0.0722, 4);
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBeCloseTo(1, 10);
  });
  it.each(BAD_CASES)('is NaN for %s', (_, v) => expect(relativeLuminance(v as string)).toBeNaN());
});

describe('contrastRatio (WCAG 2.x)', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21, 10);
    for (const c of ['#0066ff', '#49c5b6', '#808080', '#000000', '#ffffff']) expect(contrastRatio(c, c)).toBe(1);
  });
  it('matches known values', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#0066ff', '#ffffff')).toBeCloseTo(4.83, 1);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
  it('is symmetric', () => {
    expect(contrastRatio('#0066ff', '#49c5b6')).toBe(contrastRatio('#49c5b6', '#0066ff'));
  });
  it.each(BAD_CASES)('is NaN, never a throw, for %s', (_, v) => {
    expect(contrastRatio(v as string, '#ffffff')).toBeNaN();
    expect(contrastRatio('#ffffff', v as string)).toBeNaN();
  });
});

describe('isLightColor / textColorOn (threshold 0.55)', () => {
  it('classifies', () => {
    for (const c of ['#ffffff', '#ffff00', '#00ffff', '#49c5b6', '#cccccc', '#f3c623']) {
      expect(isLightColor(c), c).toBe(true);
      expect(textColorOn(c)).toBe(DARK_TEXT);
    }
    for (const c of ['#000000', '#0066ff', '#0000ff', '#ff0000', '#808080', '#333333']) {
      expect(isLightColor(c), c).toBe(false);
      expect(textColorOn(c)).toBe(LIGHT_TEXT);
    }
  });
  it('uses the threshold strictly', () => {
    expect(perceivedLuminance('#ffffff')).toBeCloseTo(1, 10);
    // Greys: luma = v / 255; 140/255 = 0.549, 141/255 = 0.553.
    expect(isLightColor('#8c8c8c')).toBe(false);
    expect(isLightColor('#8d8d8d')).toBe(true);
  });
  it('gives the defaults readable text', () => {
    expect(contrastRatio('#0066ff', textColorOn('#0066ff'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#49c5b6', textColorOn('#49c5b6'))).toBeGreaterThanOrEqual(4.5);
  });
  it.each(BAD_CASES)('treats %s as not light', (_, v) => {
    expect(isLightColor(v as string)).toBe(false);
    expect(textColorOn(v as string)).toBe(LIGHT_TEXT);
  });
});
