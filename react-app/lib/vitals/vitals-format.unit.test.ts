import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals';
import { describe, expect, it } from 'vitest';
import {
  formatVital,
  isVitalName,
  rateVital,
  unsupportedVitals,
  VITAL_NAMES,
  VITAL_THRESHOLDS,
  type VitalName,
} from './vitals-format';

describe('VITAL_THRESHOLDS', () => {
  it('are the web-vitals library’s own', () => {
    expect(VITAL_THRESHOLDS).toEqual({
      LCP: LCPThresholds,
      INP: INPThresholds,
      CLS: CLSThresholds,
      FCP: FCPThresholds,
      TTFB: TTFBThresholds,
    });
  });
});

describe('rateVital', () => {
  it.each([
    ['LCP', 0, 'good'],
    ['LCP', 2500, 'good'],
    ['LCP', 2500.1, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 201, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 0, 'good'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.11, 'needs-improvement'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['FCP', 1800, 'good'],
    ['FCP', 3000.5, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1000, 'needs-improvement'],
    ['TTFB', 1e9, 'poor'],
  ] as const)('%s %s is %s', (name, value, rating) => {
    expect(rateVital(name, value)).toBe(rating);
  });

  it.each([undefined, null, NaN, Infinity, -Infinity, -1, '100', {}])('gives no rating for %s', value => {
    expect(rateVital('LCP', value)).toBeNull();
  });

  it('gives no rating for an unknown metric', () => {
    expect(rateVital('FID' as VitalName, 10)).toBeNull();
  });
});

describe('formatVital', () => {
  it('gives timings in whole milliseconds with a thousands separator', () => {
    expect(formatVital('LCP', 0)).toBe('0 ms');
    expect(formatVital('LCP', 812.4)).toBe('812 ms');
    expect(formatVital('INP', 199.5)).toBe('200 ms');
    expect(formatVital('TTFB', 12345.6)).toBe('12,346 ms');
    expect(formatVital('FCP', 1e7)).toBe('10,000,000 ms');
  });

  it('gives CLS unitless with three decimals', () => {
    expect(formatVital('CLS', 0)).toBe('0.000');
    expect(formatVital('CLS', 0.04213)).toBe('0.042');
    expect(formatVital('CLS', 0.1)).toBe('0.100');
    expect(formatVital('CLS', 1.23456)).toBe('1.235');
  });

  it.each([undefined, null, NaN, Infinity, -0.5, '0.1', []])('gives null for %s (not measured)', value => {
    expect(formatVital('CLS', value)).toBeNull();
    expect(formatVital('LCP', value)).toBeNull();
  });

  it('gives null for an unknown metric', () => {
    expect(formatVital('FID' as VitalName, 10)).toBeNull();
  });
});

describe('isVitalName', () => {
  it('knows the five metrics and nothing else', () => {
    for (const name of VITAL_NAMES) expect(isVitalName(name)).toBe(true);
    for (const other of ['FID', 'lcp', '', undefined, 3]) expect(isVitalName(other)).toBe(false);
  });
});

describe('unsupportedVitals', () => {
  it('is empty where every entry type is supported', () => {
    const all = ['largest-contentful-paint', 'event', 'first-input', 'layout-shift', 'paint', 'navigation', 'resource'];
    expect([...unsupportedVitals(all)]).toEqual([]);
  });

  it('names the metrics whose entry type is missing', () => {
    expect([...unsupportedVitals(['paint', 'navigation', 'resource'])]).toEqual(['LCP', 'INP', 'CLS']);
    expect([...unsupportedVitals(['largest-contentful-paint', 'paint', 'navigation', 'event'])]).toEqual(['CLS']);
    expect([...unsupportedVitals([])]).toEqual(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
  });

  it.each([undefined, null, 'paint', {}])('counts unknown support (%s) as supported', value => {
    expect(unsupportedVitals(value).size).toBe(0);
  });
});
