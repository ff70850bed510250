import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addYears,
  clampDate,
  datePattern,
  dayOfWeek,
  endOfWeek,
  firstDayOfWeek,
  formatDate,
  fromDayNumber,
  longDate,
  monthGrid,
  monthYear,
  parseDate,
  parseIso,
  patternHint,
  plainDate,
  startOfWeek,
  toDayNumber,
  toIso,
  today,
  weekdayNames,
  weekdayOrder,
  type PlainDate,
} from './date-math.js';

const d = (iso: string): PlainDate => parseIso(iso)!;
const de = datePattern('de');
const us = datePattern('en-US');
const ja = datePattern('ja');

describe('ISO dates', () => {
  it('reads and writes YYYY-MM-DD', () => {
    expect(parseIso('2026-11-28')).toEqual({ year: 2026, month: 11, day: 28 });
    expect(toIso({ year: 33, month: 2, day: 3 })).toBe('0033-02-03');
    expect(toIso(d('2024-02-29'))).toBe('2024-02-29');
  });

  it('rejects what is not a date', () => {
    for (const bad of [
      '',
      '2026-02-31',
      '2025-02-29',
      '0000-01-01',
      '2026-13-01',
      '2026-00-10',
      '2026-1-5',
      'abc',
      ' ',
      '2026-11-28T00:00',
    ]) {
      expect(parseIso(bad), bad).toBeNull();
    }
    expect(parseIso(null)).toBeNull();
    expect(parseIso(20261128)).toBeNull();
    expect(plainDate(2026, 2, 29)).toBeNull();
    expect(plainDate(2026, 1.5, 2)).toBeNull();
    expect(plainDate(Number.NaN, 1, 1)).toBeNull();
  });
});

describe('arithmetic', () => {
  it('day numbers round-trip, 1970-01-01 is day 0 and a Thursday', () => {
    expect(toDayNumber(d('1970-01-01'))).toBe(0);
    expect(dayOfWeek(d('1970-01-01'))).toBe(4);
    expect(dayOfWeek(d('2026-11-28'))).toBe(6);
    expect(dayOfWeek(d('0001-01-01'))).toBe(1);
    for (const iso of ['0001-01-01', '1600-02-29', '1899-12-31', '2000-03-01', '9999-12-31']) {
      expect(toIso(fromDayNumber(toDayNumber(d(iso))))).toBe(iso);
    }
  });

  it('adds days across months, years and leap days', () => {
    expect(toIso(addDays(d('2026-12-31'), 1))).toBe('2027-01-01');
    expect(toIso(addDays(d('2024-02-28'), 1))).toBe('2024-02-29');
    expect(toIso(addDays(d('2024-03-01'), -1))).toBe('2024-02-29');
    expect(toIso(addDays(d('2026-11-28'), -7))).toBe('2026-11-21');
    expect(toIso(addDays(d('9999-12-31'), 1)), 'kept inside year 9999').toBe('9999-12-31');
    expect(toIso(addDays(d('0001-01-01'), -1))).toBe('0001-01-01');
  });

  it('adds months and years with the day clamped', () => {
    expect(toIso(addMonths(d('2026-01-31'), 1))).toBe('2026-02-28');
    expect(toIso(addMonths(d('2024-01-31'), 1))).toBe('2024-02-29');
    expect(toIso(addMonths(d('2026-03-31'), -1))).toBe('2026-02-28');
    expect(toIso(addMonths(d('2026-12-15'), 1))).toBe('2027-01-15');
    expect(toIso(addMonths(d('2026-01-15'), -1))).toBe('2025-12-15');
    expect(toIso(addYears(d('2024-02-29'), 1))).toBe('2025-02-28');
    expect(toIso(addYears(d('9999-06-01'), 1))).toBe('9999-12-31');
    expect(toIso(addMonths(d('0001-01-10'), -1))).toBe('0001-01-01');
  });

  it('clamps to limits, ignoring a max before the min', () => {
    const min = d('2026-01-10');
    const max = d('2026-01-20');
    expect(toIso(clampDate(d('2026-01-01'), min, max))).toBe('2026-01-10');
    expect(toIso(clampDate(d('2026-02-01'), min, max))).toBe('2026-01-20');
    expect(toIso(clampDate(d('2026-01-15'), min, max))).toBe('2026-01-15');
    expect(toIso(clampDate(d('2027-01-15'), max, min))).toBe('2027-01-15');
    expect(toIso(clampDate(d('2026-01-15'), null, undefined))).toBe('2026-01-15');
  });
});

describe('weeks and the month grid', () => {
  it('orders the weekdays from the first day', () => {
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekdayOrder(7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdayOrder(6)).toEqual([6, 0, 1, 2, 3, 4, 5]);
  });

  it('finds the ends of a week for each first day', () => {
    // 2026-11-25 is a Wednesday
    expect(toIso(startOfWeek(d('2026-11-25'), 1))).toBe('2026-11-23');
    expect(toIso(endOfWeek(d('2026-11-25'), 1))).toBe('2026-11-29');
    expect(toIso(startOfWeek(d('2026-11-25'), 7))).toBe('2026-11-22');
    expect(toIso(startOfWeek(d('2026-11-25'), 6))).toBe('2026-11-21');
    expect(toIso(endOfWeek(d('2026-11-28'), 6))).toBe('2026-12-04');
  });

  it('lays a month out as six weeks from the first day', () => {
    const grid = monthGrid(2026, 11, 1); // 1 November 2026 is a Sunday
    expect(grid).toHaveLength(6);
    expect(grid.every(week => week.length === 7)).toBe(true);
    expect(grid[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(grid[0]![6]).toEqual({ year: 2026, month: 11, day: 1 });
    expect(grid[4]![6]).toEqual({ year: 2026, month: 11, day: 29 });
    expect(grid[5]![0]).toEqual({ year: 2026, month: 11, day: 30 });
    expect(grid.flat().filter(Boolean)).toHaveLength(30);
    expect(monthGrid(2026, 11, 7)[0]![0]).toEqual({ year: 2026, month: 11, day: 1 });
    expect(monthGrid(2026, 2, 1).flat().filter(Boolean)).toHaveLength(28);
  });

  it('takes the first day from the locale', () => {
    expect(firstDayOfWeek('en-US')).toBe(7);
    expect(firstDayOfWeek('de')).toBe(1);
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(firstDayOfWeek('ar')).toBe(6);
    expect(firstDayOfWeek('ja')).toBe(7);
    expect(firstDayOfWeek('not a tag!')).toBeGreaterThanOrEqual(1);
  });
});

describe('locale patterns', () => {
  it('finds the order and separators with Intl', () => {
    expect(de).toEqual({ order: ['day', 'month', 'year'], literals: ['', '.', '.', ''] });
    expect(us.order).toEqual(['month', 'day', 'year']);
    expect(ja.order).toEqual(['year', 'month', 'day']);
    expect(datePattern('ar').order).toEqual(['day', 'month', 'year']);
  });

  it('formats in the locale and spells its pattern', () => {
    const date = d('2026-03-07');
    expect(formatDate(date, 'de', de)).toBe('07.03.2026');
    expect(formatDate(date, 'en-US', us)).toBe('03/07/2026');
    expect(formatDate(date, 'ja', ja)).toBe('2026/03/07');
    expect(formatDate(d('0033-03-07'), 'de', de)).toBe('07.03.0033');
    expect(patternHint(de, { day: 'TT', month: 'MM', year: 'JJJJ' })).toBe('TT.MM.JJJJ');
    expect(patternHint(datePattern('ar'), { day: 'DD', month: 'MM', year: 'YYYY' })).toBe('DD/MM/YYYY');
  });

  it('falls back to the browser locale for a tag that is not one, without a throw', () => {
    const bad = 'not a tag!';
    expect(() => datePattern(bad)).not.toThrow();
    expect(formatDate(d('2026-11-28'), bad)).toMatch(/2026/);
    expect(longDate(d('2026-11-28'), bad)).toMatch(/2026/);
    expect(weekdayNames(bad, 'short')).toHaveLength(7);
    expect(monthYear(2026, 11, bad)).toMatch(/2026/);
  });

  it('names dates, months and weekdays with Intl', () => {
    expect(longDate(d('2026-11-28'), 'en-GB')).toBe('Saturday, 28 November 2026');
    expect(longDate(d('2026-11-28'), 'en-US')).toBe('Saturday, November 28, 2026');
    expect(monthYear(2026, 11, 'en-US')).toBe('November 2026');
    expect(weekdayNames('en-US', 'long')[0]).toBe('Sunday');
    expect(weekdayNames('de', 'long')[1]).toBe('Montag');
  });
});

describe('typed dates', () => {
  it('reads the locale order with any separator, a compact form and ISO', () => {
    expect(parseDate('28.11.2026', de)).toEqual(d('2026-11-28'));
    expect(parseDate(' 1.2.2026 ', de)).toEqual(d('2026-02-01'));
    expect(parseDate('28/11/2026', de)).toEqual(d('2026-11-28'));
    expect(parseDate('11/28/2026', us)).toEqual(d('2026-11-28'));
    expect(parseDate('2026/11/28', ja)).toEqual(d('2026-11-28'));
    expect(parseDate('28112026', de)).toEqual(d('2026-11-28'));
    expect(parseDate('20261128', ja)).toEqual(d('2026-11-28'));
    expect(parseDate('2026-11-28', us), 'ISO in any locale').toEqual(d('2026-11-28'));
    expect(parseDate('28.11.2026.', de), 'a trailing dot').toEqual(d('2026-11-28'));
  });

  it('reads other digits and direction marks', () => {
    const ar = datePattern('ar');
    expect(parseDate('٢٨\u200f/١١\u200f/٢٠٢٦', ar)).toEqual(d('2026-11-28'));
    expect(parseDate('２８.１１.２０２６', de)).toEqual(d('2026-11-28'));
    expect(parseDate(formatDate(d('2026-11-28'), 'ar-EG'), datePattern('ar-EG'))).toEqual(d('2026-11-28'));
  });

  it('rejects bad input', () => {
    for (const bad of [
      '',
      '   ',
      '31.02.2026',
      '29.02.2025',
      '28.11.0000',
      '28.11.26',
      '28.13.2026',
      '0.11.2026',
      'abc',
      '28.Nov.2026',
      '28.11.2026x',
      '-28.11.2026',
      '28.11',
      '1.2.3.2026',
      '123.11.2026',
      '2811202',
      '28.11.20266',
    ]) {
      expect(parseDate(bad, de), JSON.stringify(bad)).toBeNull();
    }
    expect(parseDate(undefined, de)).toBeNull();
    expect(parseDate(28112026, de)).toBeNull();
  });

  it('today is the local calendar date', () => {
    expect(today(new Date(2026, 10, 28, 23, 59))).toEqual(d('2026-11-28'));
    expect(today(new Date(2026, 0, 1, 0, 0))).toEqual(d('2026-01-01'));
  });
});
