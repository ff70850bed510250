import { describe, expect, it } from 'vitest';
import { isoFromToday, isoOf, isWeekend } from './iso-dates';

describe('demo dates', () => {
  it('writes local days as ISO and counts days from today across months', () => {
    expect(isoOf(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(isoFromToday(3, new Date(2026, 10, 29, 12))).toBe('2026-12-02');
    expect(isoFromToday(-1, new Date(2026, 0, 1, 0, 5))).toBe('2025-12-31');
  });

  it('finds weekends', () => {
    expect(isWeekend('2026-11-28')).toBe(true);
    expect(isWeekend('2026-11-29')).toBe(true);
    expect(isWeekend('2026-11-30')).toBe(false);
  });
});
