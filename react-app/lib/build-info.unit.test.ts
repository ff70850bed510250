import { describe, expect, it } from 'vitest';
import { buildDateTimeAttribute, formatBuildDate, formatBuildTime } from './build-info';

const ISO = '2026-11-25T17:04:00.000Z';

/** The ISO string of a time in the time zone the tests run in (the formatters use the local time). */
const local = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe('formatBuildTime', () => {
  it('gives the date and the time in English, in the local time zone', () => {
    expect(formatBuildTime(local(2026, 10, 25, 17, 4))).toBe('Nov 25, 2026, 5:04 PM');
    expect(formatBuildTime(local(2027, 0, 3, 9, 30))).toBe('Jan 3, 2027, 9:30 AM');
  });

  it('writes midnight and noon as 12 AM and 12 PM', () => {
    expect(formatBuildTime(local(2026, 11, 31, 0, 0))).toBe('Dec 31, 2026, 12:00 AM');
    expect(formatBuildTime(local(2026, 5, 1, 12, 5))).toBe('Jun 1, 2026, 12:05 PM');
    expect(formatBuildTime(local(2026, 5, 1, 23, 59))).toBe('Jun 1, 2026, 11:59 PM');
  });

  it('matches what en-US Intl formatting shows, apart from the space before AM/PM', () => {
    const intl = new Date(ISO).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    expect(formatBuildTime(ISO)).toBe(intl.replace(/\s/g, ' '));
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
    expect(formatBuildDate(local(2026, 10, 25, 17, 4))).toBe('Nov 25, 2026');
    expect(formatBuildDate(ISO)).toBe(new Date(ISO).toLocaleDateString('en-US', { dateStyle: 'medium' }));
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
