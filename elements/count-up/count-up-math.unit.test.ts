import { describe, expect, it } from 'vitest';
import { countBound, countDecimals, countDuration, countUpValue, easeOutCubic, formatCount } from './count-up-math.js';

describe('count-up maths', () => {
  it('eases out from 0 to 1', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBe(0.875);
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
  });

  it('starts at from and ends exactly at to', () => {
    const counters = [
      [128, 256, 2000],
      [128, 64, 2000],
      [512, 128, 5000],
      [128, 512, 8000],
      [0, 128, 1500],
    ] as const;
    for (const [from, to, duration] of counters) {
      expect(countUpValue(from, to, 0, duration)).toBe(from);
      expect(countUpValue(from, to, duration, duration)).toBe(to);
      expect(countUpValue(from, to, duration + 500, duration)).toBe(to);
      const half = countUpValue(from, to, duration / 2, duration);
      expect(half).toBe(from + (to - from) * 0.875);
    }
  });

  it('moves monotonically towards the end', () => {
    let previous = 512;
    for (let t = 0; t <= 5000; t += 100) {
      const v = countUpValue(512, 128, t, 5000);
      expect(v).toBeLessThanOrEqual(previous);
      previous = v;
    }
  });

  it('jumps to the end for a duration of 0 or junk times', () => {
    expect(countUpValue(1, 9, 0, 0)).toBe(9);
    expect(countUpValue(1, 9, NaN, 1000)).toBe(9);
    expect(countUpValue(1, 9, -5, 1000)).toBe(1);
  });

  it('reads loose inputs', () => {
    expect(countBound('42')).toBe(42);
    for (const bad of [null, undefined, NaN, '', {}, 'x']) expect(countBound(bad)).toBe(0);
    expect(countDuration(-1)).toBe(0);
    expect(countDuration(1e9)).toBe(600000);
    for (const bad of [null, undefined, NaN, '', {}]) expect(countDuration(bad)).toBe(2000);
    expect(countDecimals(2.4)).toBe(2);
    expect(countDecimals(9)).toBe(6);
    for (const bad of [null, undefined, NaN, '', {}]) expect(countDecimals(bad)).toBe(0);
  });

  it('formats with the locale', () => {
    expect(formatCount(12345.678, 0, 'en-US')).toBe('12,346');
    expect(formatCount(12345.678, 1, 'de-DE')).toBe('12.345,7');
    expect(formatCount(256, 0, 'en')).toBe('256');
    expect(formatCount(1234, 0, 'not a locale!')).toBe(new Intl.NumberFormat().format(1234));
  });
});
