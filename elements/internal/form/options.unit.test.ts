import { describe, expect, it } from 'vitest';
import { firstEnabled, lastEnabled, stepEnabled } from './options.js';

// index:      0      1     2      3     4
const off = [true, false, true, false, false];

describe('stepEnabled', () => {
  it('moves over disabled options and stops at either end', () => {
    expect(stepEnabled(off, 1, 1)).toBe(3);
    expect(stepEnabled(off, 3, -1)).toBe(1);
    expect(stepEnabled(off, 4, 1)).toBe(4);
    expect(stepEnabled(off, 1, -1)).toBe(1);
  });

  it('jumps several options (PageUp, PageDown) and clamps', () => {
    expect(stepEnabled(off, 1, 10)).toBe(4);
    expect(stepEnabled(off, 4, -10)).toBe(1);
  });

  it('from no option or a disabled one, lands on its neighbours', () => {
    expect(stepEnabled(off, -1, 1)).toBe(1);
    expect(stepEnabled(off, -1, -1)).toBe(1);
    expect(stepEnabled(off, 2, 1)).toBe(3);
    expect(stepEnabled(off, 2, -1)).toBe(1);
  });

  it('answers -1 when nothing is enabled', () => {
    expect(stepEnabled([true, true], 0, 1)).toBe(-1);
    expect(firstEnabled([])).toBe(-1);
  });

  it('finds the first and last enabled options', () => {
    expect(firstEnabled(off)).toBe(1);
    expect(lastEnabled(off)).toBe(4);
    expect(lastEnabled([false, true])).toBe(0);
  });
});
