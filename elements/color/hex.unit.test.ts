import { describe, expect, it } from 'vitest';
import { BAD_CASES, BAD_INPUTS } from './bad-inputs.fixture.js';
import { INVALID_COLOUR_MESSAGE, isHex6, isValidHex, normalizeHex, parseHex, requireHex6, toHex } from './hex.js';

describe('isValidHex', () => {
  it.each(['#fff', 'fff', '#FFF', '#ffff', '#0066ff', '0066FF', '#0066ff80', '49c5b6ff', '#000', '#aBc123'])(
    'accepts %s',
    v => expect(isValidHex(v)).toBe(true),
  );
  it.each(BAD_CASES)('rejects %s', (_, v) => expect(isValidHex(v)).toBe(false));
});

describe('isHex6', () => {
  it('needs exactly 6 digits', () => {
    expect(isHex6('#0066ff')).toBe(true);
    expect(isHex6('0066ff')).toBe(true);
    for (const v of ['#fff', '#ffff', '#0066ff80', ...BAD_INPUTS]) expect(isHex6(v)).toBe(false);
  });
});

describe('parseHex', () => {
  it('reads every length', () => {
    expect(parseHex('#0066ff')).toEqual({ r: 0, g: 102, b: 255, a: 1 });
    expect(parseHex('49C5B6')).toEqual({ r: 73, g: 197, b: 182, a: 1 });
    expect(parseHex('#f0a')).toEqual({ r: 255, g: 0, b: 170, a: 1 });
    expect(parseHex('#f0a8')).toEqual({ r: 255, g: 0, b: 170, a: 0x88 / 255 });
    expect(parseHex('#00000000')).toEqual({ r: 0, g: 0, b: 0, a: 0 });
  });
  it.each(BAD_CASES)('returns null for %s', (_, v) => expect(parseHex(v)).toBeNull());
});

describe('normalizeHex', () => {
  it('gives lowercase #rrggbb or #rrggbbaa', () => {
    expect(normalizeHex('ABC')).toBe('#aabbcc');
    expect(normalizeHex('#0066FF')).toBe('#0066ff');
    expect(normalizeHex('#abcd')).toBe('#aabbccdd');
    expect(normalizeHex('0066FF80')).toBe('#0066ff80');
    expect(normalizeHex('#000000ff')).toBe('#000000ff');
  });
  it.each(BAD_CASES)('returns null for %s', (_, v) => expect(normalizeHex(v)).toBeNull());
});

describe('toHex', () => {
  it('rounds, clamps and pads', () => {
    expect(toHex({ r: 0, g: 102, b: 255 })).toBe('#0066ff');
    expect(toHex({ r: 0.4, g: 101.6, b: 254.5 })).toBe('#0066ff');
    expect(toHex({ r: -20, g: 300, b: NaN })).toBe('#00ff00');
    expect(toHex({ r: 1, g: 2, b: 3, a: 1 })).toBe('#010203');
    expect(toHex({ r: 1, g: 2, b: 3, a: 0.5 })).toBe('#01020380');
  });
  it('round-trips with parseHex', () => {
    for (const hex of ['#000000', '#ffffff', '#0066ff', '#49c5b6', '#123456', '#fedcba80']) {
      expect(toHex(parseHex(hex)!)).toBe(hex);
    }
  });
});

describe('requireHex6', () => {
  it('normalises a 6-digit value', () => {
    expect(requireHex6('0066FF')).toBe('#0066ff');
  });
  it.each([...['#fff', '#ffff', '#0066ff80'].map((v): [string, unknown] => [v, v]), ...BAD_CASES])(
    'throws the contract error for %s',
    (_, v) => {
      expect(() => requireHex6(v)).toThrow(INVALID_COLOUR_MESSAGE);
    },
  );
  it('puts the input in the message', () => {
    expect(() => requireHex6('#12')).toThrow('the provided colour is not valid: #12');
  });
});
