import { describe, expect, it } from 'vitest';
import { nextEnabledIndex, selectedIndex, tabStopIndex, type RovingOption } from './roving.js';

const opts = (spec: string): RovingOption[] =>
  // 'a b -c d': values a..d, a leading '-' marks a disabled option
  spec.split(' ').map(token => ({ value: token.replace(/^-/, ''), disabled: token.startsWith('-') }));

describe('selectedIndex', () => {
  it('finds the option with the value', () => {
    expect(selectedIndex(opts('a b c'), 'b')).toBe(1);
  });
  it('finds a disabled option too (it shows as checked)', () => {
    expect(selectedIndex(opts('a -b c'), 'b')).toBe(1);
  });
  it('takes the first of duplicate values', () => {
    expect(selectedIndex(opts('a b b'), 'b')).toBe(1);
  });
  it('is -1 for an empty, missing or unknown value', () => {
    expect(selectedIndex(opts('a b'), '')).toBe(-1);
    expect(selectedIndex(opts('a b'), null)).toBe(-1);
    expect(selectedIndex(opts('a b'), undefined)).toBe(-1);
    expect(selectedIndex(opts('a b'), 'z')).toBe(-1);
    expect(selectedIndex([], 'a')).toBe(-1);
  });
  it('does not match an option whose value is empty', () => {
    expect(selectedIndex([{ value: '', disabled: false }], '')).toBe(-1);
  });
});

describe('tabStopIndex', () => {
  it('is the selected option', () => {
    expect(tabStopIndex(opts('a b c'), 'c')).toBe(2);
  });
  it('is the first enabled option when nothing is selected', () => {
    expect(tabStopIndex(opts('a b c'), '')).toBe(0);
    expect(tabStopIndex(opts('-a -b c'), 'zzz')).toBe(2);
  });
  it('is the first enabled option when the selected one is disabled', () => {
    expect(tabStopIndex(opts('-a b -c'), 'c')).toBe(1);
  });
  it('is -1 when every option is disabled, or there is none', () => {
    expect(tabStopIndex(opts('-a -b'), 'a')).toBe(-1);
    expect(tabStopIndex([], '')).toBe(-1);
  });
});

describe('nextEnabledIndex', () => {
  it('moves forward and backward', () => {
    expect(nextEnabledIndex(opts('a b c'), 0, 1)).toBe(1);
    expect(nextEnabledIndex(opts('a b c'), 2, -1)).toBe(1);
  });
  it('wraps at both ends', () => {
    expect(nextEnabledIndex(opts('a b c'), 2, 1)).toBe(0);
    expect(nextEnabledIndex(opts('a b c'), 0, -1)).toBe(2);
  });
  it('skips disabled options, also across the wrap', () => {
    expect(nextEnabledIndex(opts('a -b c'), 0, 1)).toBe(2);
    expect(nextEnabledIndex(opts('a -b c'), 2, -1)).toBe(0);
    expect(nextEnabledIndex(opts('-a b -c'), 1, 1)).toBe(1);
    expect(nextEnabledIndex(opts('a b -c -d'), 1, 1)).toBe(0);
    expect(nextEnabledIndex(opts('-a -b c d'), 2, -1)).toBe(3);
  });
  it('starts at the ends when there is no current option', () => {
    expect(nextEnabledIndex(opts('-a b c'), -1, 1)).toBe(1);
    expect(nextEnabledIndex(opts('a b -c'), -1, -1)).toBe(1);
  });
  it('treats a bad start (NaN, out of range, fraction) as no current option', () => {
    expect(nextEnabledIndex(opts('a b c'), Number.NaN, 1)).toBe(0);
    expect(nextEnabledIndex(opts('a b c'), 99, 1)).toBe(0);
    expect(nextEnabledIndex(opts('a b c'), 99, -1)).toBe(2);
    expect(nextEnabledIndex(opts('a b c'), 1.5, 1)).toBe(0);
  });
  it('is -1 when nothing is enabled or there is nothing', () => {
    expect(nextEnabledIndex(opts('-a -b'), 0, 1)).toBe(-1);
    expect(nextEnabledIndex([], 0, 1)).toBe(-1);
  });
});
