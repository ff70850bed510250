import { describe, expect, it } from 'vitest';
import { changedKeys, differsFromDefaults, sameValue } from './demo-state';

describe('sameValue', () => {
  it('compares primitives with Object.is', () => {
    expect(sameValue(10, 10)).toBe(true);
    expect(sameValue('auto', 'top')).toBe(false);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
    expect(sameValue(0, '0')).toBe(false);
    expect(sameValue(undefined, null)).toBe(false);
  });
  it('compares arrays element by element (a two-thumb slider)', () => {
    expect(sameValue([20, 80], [20, 80])).toBe(true);
    expect(sameValue([20, 80], [20, 85])).toBe(false);
    expect(sameValue([20], [20, 80])).toBe(false);
    expect(sameValue([[1], 2], [[1], 2])).toBe(true);
    expect(sameValue([1], 1)).toBe(false);
  });
});

describe('changedKeys', () => {
  const defaults = { variant: 'primary', size: 'medium', disabled: false, range: [20, 80] };

  it('lists nothing while every value is its default', () => {
    expect(changedKeys({ ...defaults, range: [20, 80] }, defaults)).toEqual([]);
    expect(differsFromDefaults({ ...defaults }, defaults)).toBe(false);
  });
  it('lists the keys that differ, in the order of the defaults', () => {
    const values = { ...defaults, disabled: true, variant: 'outline' };
    expect(changedKeys(values, defaults)).toEqual(['variant', 'disabled']);
    expect(differsFromDefaults(values, defaults)).toBe(true);
  });
  it('counts a value set back to its default as unchanged (Reset hides again)', () => {
    const changed = { ...defaults, size: 'large' };
    const back = { ...changed, size: 'medium' };
    expect(differsFromDefaults(changed, defaults)).toBe(true);
    expect(differsFromDefaults(back, defaults)).toBe(false);
  });
});
