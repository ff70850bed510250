import { describe, expect, it } from 'vitest';
import { buildDateTimeAttribute, formatBuildDate, formatBuildTime } from './build-info';

const ISO = '2026-11-25T17:04:00.000Z';

describe('formatBuildTime', () => {
  it('gives the date and the time in the locale', () => {
    const text = formatBuildTime(ISO, 'en-US');
    expect(text).toMatch(/2026/);
    expect(text).toMatch(/\d{1,2}:\d{2}/);
    expect(text).toBe(new Date(ISO).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }));
  });

  it.each(['', '   ', 'not a date', '2026-13-45T99:00:00Z'])('says "unknown" for %j', bad => {
    expect(formatBuildTime(bad)).toBe('unknown');
  });

  it('says "unknown" for a value that is not a string', () => {
    expect(formatBuildTime(undefined as unknown as string)).toBe('unknown');
  });
});

describe('formatBuildDate', () => {
  it('gives the date without the time', () => {
    const text = formatBuildDate(ISO, 'en-US');
    expect(text).toBe(new Date(ISO).toLocaleDateString('en-US', { dateStyle: 'medium' }));
    expect(text).not.toMatch(/:/);
  });

  it('says "unknown" for a bad value', () => {
    expect(formatBuildDate('yesterday')).toBe('unknown');
  });
});

describe('buildDateTimeAttribute', () => {
  it('is the ISO string of a valid value', () => {
    expect(buildDateTimeAttribute(ISO)).toBe(ISO);
    expect(buildDateTimeAttribute('2026-11-25')).toBe('2026-11-25T00:00:00.000Z');
  });

  it('is undefined for a bad value, so no invalid dateTime is written', () => {
    expect(buildDateTimeAttribute('')).toBeUndefined();
    expect(buildDateTimeAttribute('soon')).toBeUndefined();
  });
});
