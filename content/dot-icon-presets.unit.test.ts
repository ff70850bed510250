import { describe, expect, it } from 'vitest';
import { artToDots, dotIconPresets } from './dot-icon-presets';

describe('dot icon presets', () => {
  it('are the five presets, in order', () => {
    expect(dotIconPresets.map(p => p.name)).toEqual(['Sun', 'Arrow', 'Gear', 'Moon', 'Envelope']);
  });

  it.each(dotIconPresets.map(p => [p.name, p] as const))('%s is a 16 × 16 drawing of valid, sorted dots', (_, p) => {
    expect(p.art).toHaveLength(16);
    for (const row of p.art) expect(row).toMatch(/^[.X]{16}$/);
    expect(p.dots.length).toBeGreaterThan(20);
    expect([...p.dots].sort((a, b) => a - b)).toEqual(p.dots);
    for (const dot of p.dots) expect(dot >= 0 && dot < 256).toBe(true);
  });

  it('are all different', () => {
    expect(new Set(dotIconPresets.map(p => p.dots.join(','))).size).toBe(5);
  });

  it('reads a drawing row by row', () => {
    expect(artToDots(['X..X', '.X'])).toEqual([0, 3, 17]);
  });
});
