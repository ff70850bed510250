import { describe, expect, it } from 'vitest';
import { CELL, halftoneDots, MAX_RADIUS } from './halftone';

describe('halftoneDots', () => {
  const dots = halftoneDots(16, 14);

  it('draws a planet, a moon and faint dots around them', () => {
    const tones = new Set(dots.map(d => d.tone));
    expect(tones).toEqual(new Set(['primary', 'secondary', 'faint']));
    expect(dots.filter(d => d.tone === 'primary').length).toBeGreaterThan(
      dots.filter(d => d.tone === 'secondary').length,
    );
  });

  it('puts at most one dot per cell, inside the grid, never touching a neighbour', () => {
    const cells = new Set(dots.map(d => `${d.cx},${d.cy}`));
    expect(cells.size).toBe(dots.length);
    for (const d of dots) {
      expect(d.cx).toBeGreaterThan(0);
      expect(d.cx).toBeLessThan(16 * CELL);
      expect(d.cy).toBeGreaterThan(0);
      expect(d.cy).toBeLessThan(14 * CELL);
      expect(d.r).toBeGreaterThan(0);
      expect(d.r).toBeLessThanOrEqual(MAX_RADIUS);
    }
  });

  it('shades the planet: bigger dots towards its lit upper left', () => {
    const planet = dots.filter(d => d.tone === 'primary');
    const byDistance = (d: { cx: number; cy: number }) => d.cx + d.cy;
    const litSide = planet.reduce((a, b) => (byDistance(a) < byDistance(b) ? a : b));
    const farSide = planet.reduce((a, b) => (byDistance(a) > byDistance(b) ? a : b));
    expect(litSide.r).toBeGreaterThan(farSide.r);
  });

  it('is the same every time (no randomness)', () => {
    expect(halftoneDots(16, 14)).toEqual(dots);
  });

  it.each([
    [0, 10],
    [10, -1],
    [2.5, 10],
    [Number.NaN, 10],
    [10, Number.POSITIVE_INFINITY],
    [65, 10],
  ])('gives no dots for a bad size %s × %s', (cols, rows) => {
    expect(halftoneDots(cols, rows)).toEqual([]);
  });
});
