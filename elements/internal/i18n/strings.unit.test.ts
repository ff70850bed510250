import { describe, expect, it } from 'vitest';
import { formatString, resolveStrings, textOf } from './strings.js';

const defaults = { close: 'Close', maximize: 'Maximize' };

describe('resolveStrings', () => {
  it('returns the defaults without overrides', () => {
    expect(resolveStrings(defaults, undefined)).toEqual(defaults);
    expect(resolveStrings(defaults, null)).toEqual(defaults);
  });
  it('replaces only the given string entries', () => {
    expect(resolveStrings(defaults, { close: 'Schließen' })).toEqual({ close: 'Schließen', maximize: 'Maximize' });
  });
  it('ignores bad values and unknown keys', () => {
    expect(resolveStrings(defaults, 5)).toEqual(defaults);
    expect(resolveStrings(defaults, 'close')).toEqual(defaults);
    expect(resolveStrings(defaults, { close: 5, maximize: '  ', other: 'x' })).toEqual(defaults);
  });
});

describe('formatString', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(formatString('Show {label}', { label: 'Password' })).toBe('Show Password');
    expect(formatString('{a} of {b}', { a: 1 })).toBe('1 of {b}');
  });
});

describe('textOf', () => {
  it('keeps strings, spells finite numbers and drops everything else', () => {
    expect(textOf('Hi')).toBe('Hi');
    expect(textOf(5)).toBe('5');
    for (const bad of [null, undefined, NaN, Infinity, {}, [], true]) expect(textOf(bad)).toBe('');
  });
});
