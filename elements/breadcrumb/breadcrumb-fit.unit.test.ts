import { describe, expect, it } from 'vitest';
import { hiddenCount } from './breadcrumb-fit.js';

describe('hiddenCount', () => {
  it('hides nothing when the trail fits, or with fewer than three items', () => {
    expect(hiddenCount([50, 60, 70], 30, 180)).toBe(0);
    expect(hiddenCount([50, 60, 70], 30, 179.6)).toBe(0);
    expect(hiddenCount([500, 600], 30, 100)).toBe(0);
    expect(hiddenCount([], 30, 0)).toBe(0);
  });

  it('hides the middle items from the second on, the "…" taking their place', () => {
    // 50 + 30 + 60 + 70 = 210
    expect(hiddenCount([50, 60, 60, 70], 30, 210)).toBe(1);
    // 50 + 30 + 70 = 150
    expect(hiddenCount([50, 60, 60, 70], 30, 160)).toBe(2);
  });

  it('keeps the first and the last even when they do not fit', () => {
    expect(hiddenCount([50, 60, 60, 70], 30, 10)).toBe(2);
  });

  it('reads bad numbers as 0 and a bad room as unlimited', () => {
    expect(hiddenCount([NaN, -5, 50, Infinity], NaN, NaN)).toBe(0);
    expect(hiddenCount([40, NaN, 40, 40], -1, 100)).toBe(2);
  });
});
