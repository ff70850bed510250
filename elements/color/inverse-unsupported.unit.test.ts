import { describe, expect, it } from 'vitest';
import { BAD_CASES } from './bad-inputs.fixture.js';
import { inverseColor } from './inverse.js';
import { UNSUPPORTED_COLOR_LABEL, isUnsupportedColor } from './unsupported.js';

describe('inverseColor', () => {
  it('inverts every channel', () => {
    expect(inverseColor('#0066ff')).toBe('#ff9900');
    expect(inverseColor('#000000')).toBe('#ffffff');
    expect(inverseColor('#fff')).toBe('#000000');
    expect(inverseColor('49C5B6')).toBe('#b63a49');
    expect(inverseColor('#12345680')).toBe('#edcba9');
  });
  it('is its own inverse', () => {
    for (const c of ['#0066ff', '#49c5b6', '#808080', '#123456']) expect(inverseColor(inverseColor(c))).toBe(c);
  });
  it.each(BAD_CASES)('returns null for %s', (_, v) => expect(inverseColor(v)).toBeNull());
});

describe('isUnsupportedColor', () => {
  it('flags colours too light (all > 220) or too dark (all < 30)', () => {
    for (const c of ['#ffffff', '#dddddd', '#fefefe', '#e0f0ff', '#000000', '#1d1d1d', '#0a1410', '#fff', '#000']) {
      expect(isUnsupportedColor(c), c).toBe(true);
    }
  });
  it('accepts the edges and everything with one usable channel', () => {
    for (const c of [
      '#dcdcdc',
      '#dddddc',
      '#1e1e1e',
      '#1d1d1e',
      '#0066ff',
      '#49c5b6',
      '#ff0000',
      '#00001e',
      '#dd00dd',
    ]) {
      expect(isUnsupportedColor(c), c).toBe(false);
    }
  });
  it('has the UI label', () => expect(UNSUPPORTED_COLOR_LABEL).toBe('Unsupported Color'));
  it.each(BAD_CASES)('returns false for %s', (_, v) => expect(isUnsupportedColor(v)).toBe(false));
});
