import { describe, expect, it } from 'vitest';
import {
  arcPath,
  formatGaugeNumber,
  gaugeDecimals,
  gaugeFraction,
  gaugeRange,
  gaugeValue,
  gaugeVariant,
  polar,
  tickAngles,
  zoomWindow,
} from './gauge-math.js';

describe('gaugeVariant', () => {
  it('keeps the known variants and turns anything else into standard', () => {
    expect(gaugeVariant('simple')).toBe('simple');
    expect(gaugeVariant('zoom')).toBe('zoom');
    expect(gaugeVariant('standard')).toBe('standard');
    for (const bad of ['', 'Zoom', null, undefined, 5, {}]) expect(gaugeVariant(bad)).toBe('standard');
  });
});

describe('gaugeRange', () => {
  it('keeps a valid range', () => {
    expect(gaugeRange(0, 32)).toEqual({ min: 0, max: 32 });
    expect(gaugeRange('-10', '10')).toEqual({ min: -10, max: 10 });
  });
  it('falls back to a 100-wide scale when the range is missing, empty or reversed', () => {
    expect(gaugeRange(undefined, undefined)).toEqual({ min: 0, max: 100 });
    expect(gaugeRange(5, 5)).toEqual({ min: 5, max: 105 });
    expect(gaugeRange(50, 10)).toEqual({ min: 50, max: 150 });
    expect(gaugeRange(NaN, Infinity)).toEqual({ min: 0, max: 100 });
    expect(gaugeRange({}, 'x')).toEqual({ min: 0, max: 100 });
  });
});

describe('gaugeValue and gaugeFraction', () => {
  it('clamps the value to the scale; junk is the minimum', () => {
    expect(gaugeValue(40, 0, 100)).toBe(40);
    expect(gaugeValue(-3, 0, 100)).toBe(0);
    expect(gaugeValue(300, 0, 240)).toBe(240);
    expect(gaugeValue(null, 10, 20)).toBe(10);
    expect(gaugeValue('12.5', 0, 32)).toBe(12.5);
  });
  it('gives the share of the scale', () => {
    expect(gaugeFraction(8, 0, 32)).toBe(0.25);
    expect(gaugeFraction(0, 0, 32)).toBe(0);
    expect(gaugeFraction(99, 0, 32)).toBe(1);
    expect(gaugeFraction(5, 5, 5)).toBe(0);
  });
});

describe('zoomWindow', () => {
  it('is the quarter of the scale that holds the value', () => {
    expect(zoomWindow(70, 0, 100)).toEqual({ min: 50, max: 75 });
    expect(zoomWindow(32, 0, 100)).toEqual({ min: 25, max: 50 });
    expect(zoomWindow(12.8, 0, 32)).toEqual({ min: 8, max: 16 });
    expect(zoomWindow(15, 0, 360)).toEqual({ min: 0, max: 90 });
  });
  it('puts the maximum and values beyond it in the last quarter, the minimum in the first', () => {
    expect(zoomWindow(240, 0, 240)).toEqual({ min: 180, max: 240 });
    expect(zoomWindow(999, 0, 240)).toEqual({ min: 180, max: 240 });
    expect(zoomWindow(0, 0, 240)).toEqual({ min: 0, max: 60 });
    expect(zoomWindow(-5, 0, 240)).toEqual({ min: 0, max: 60 });
  });
  it('always holds the value it was given (on the scale)', () => {
    for (let v = 0; v <= 32; v += 0.1) {
      const w = zoomWindow(v, 0, 32);
      expect(v).toBeGreaterThanOrEqual(w.min - 1e-9);
      expect(v).toBeLessThanOrEqual(w.max + 1e-9);
      expect(w.max - w.min).toBeCloseTo(8);
    }
  });
});

describe('geometry', () => {
  it('measures angles from 12 o’clock, clockwise', () => {
    expect(polar(50, 50, 40, 0)).toEqual({ x: 50, y: 10 });
    expect(polar(50, 50, 40, 90)).toEqual({ x: 90, y: 50 });
    expect(polar(50, 50, 40, -90)).toEqual({ x: 10, y: 50 });
  });
  it('draws arcs with the large-arc flag only beyond 180°', () => {
    expect(arcPath(50, 50, 40, -90, 90)).toBe('M 10 50 A 40 40 0 0 1 90 50');
    expect(arcPath(50, 50, 40, -135, 135)).toMatch(/ 0 1 1 /);
  });
  it('spaces ticks evenly and includes both ends', () => {
    expect(tickAngles(-90, 90, 4)).toEqual([-90, -45, 0, 45, 90]);
    expect(tickAngles(-135, 135, 0)).toEqual([-135, 135]);
  });
});

describe('formatting', () => {
  it('reads decimals loosely, 0–6', () => {
    expect(gaugeDecimals(1)).toBe(1);
    expect(gaugeDecimals(9)).toBe(6);
    expect(gaugeDecimals(-1)).toBe(0);
    expect(gaugeDecimals('x')).toBe(0);
  });
  it('formats for the locale and survives a bad locale', () => {
    expect(formatGaugeNumber(12.34, 1, 'en-US')).toBe('12.3');
    expect(formatGaugeNumber(1234.5, 1, 'de-DE')).toBe('1.234,5');
    expect(formatGaugeNumber(7, 0, '??')).toMatch(/^7$/);
  });
});
