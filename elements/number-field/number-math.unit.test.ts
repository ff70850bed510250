import { describe, expect, it } from 'vitest';
import {
  clampTo,
  commitValue,
  displayOptions,
  formatValue,
  largeStepOf,
  normalizeBounds,
  parseNumber,
  plainNumber,
  snapToStep,
  stepValue,
  symbolsOf,
  toFiniteOrNull,
} from './number-math.js';

const value = (text: string, locale?: string, options?: Intl.NumberFormatOptions) => {
  const r = parseNumber(text, locale, options);
  return r.ok ? r.value : 'bad';
};

describe('parseNumber', () => {
  it('reads English and German grouping and decimals', () => {
    expect(value('1234.5', 'en')).toBe(1234.5);
    expect(value('1,234.5', 'en')).toBe(1234.5);
    expect(value('1.234,5', 'de')).toBe(1234.5);
    expect(value('1234,5', 'de')).toBe(1234.5);
    expect(value('-1.234.567,25', 'de')).toBe(-1234567.25);
    expect(value('0,5', 'de')).toBe(0.5);
    expect(value(',5', 'de')).toBe(0.5);
    expect(value('5.', 'en')).toBe(5);
    expect(value('12,34,567.8', 'en-IN')).toBe(1234567.8);
  });

  it('reads spaces and apostrophes where the language groups with them, and "." as decimals where it is free', () => {
    expect(value('1\u202f234,5', 'fr')).toBe(1234.5);
    expect(value('1 234,5', 'fr'), 'a plain space for the narrow one').toBe(1234.5);
    expect(value('1.5', 'fr'), 'a "." where the language does not group with it').toBe(1.5);
    expect(value("1'234.5", 'de-CH')).toBe(1234.5);
    expect(value('1’234.5', 'de-CH')).toBe(1234.5);
  });

  it('empty text is null; signs, currency, percent and units are read', () => {
    expect(value('', 'en')).toBe(null);
    expect(value('   ', 'en')).toBe(null);
    expect(value('−5', 'en'), 'the Unicode minus').toBe(-5);
    expect(value('–5', 'en'), 'an en dash from autocorrect').toBe(-5);
    expect(value('5-', 'en'), 'a trailing minus').toBe(-5);
    expect(value('+5', 'en')).toBe(5);
    expect(value('-0', 'en')).toBe(0);
    expect(Object.is(value('-0', 'en'), -0)).toBe(false);
    expect(value('$1,234.50', 'en', { style: 'currency', currency: 'USD' })).toBe(1234.5);
    expect(value('-$1,234.50', 'en', { style: 'currency', currency: 'USD' })).toBe(-1234.5);
    expect(value('1.234,50 €', 'de', { style: 'currency', currency: 'EUR' })).toBe(1234.5);
    expect(value('1234,5', 'de', { style: 'currency', currency: 'EUR' }), 'without the sign').toBe(1234.5);
    expect(value('25 %', 'de', { style: 'percent' })).toBe(0.25);
    expect(value('25', 'de', { style: 'percent' }), 'the number shown, without its sign').toBe(0.25);
    expect(value('7%', 'en', { style: 'percent' })).toBe(0.07);
    expect(value('12.5%', 'en', { style: 'percent' })).toBe(0.125);
    expect(value('12,5', 'de', { style: 'percent' }), 'decimals in a format that shows none').toBe(0.125);
    expect(value('1.234,5', 'de', { style: 'currency', currency: 'JPY' })).toBe(1234.5);
    expect(value('3 kg', 'en', { style: 'unit', unit: 'kilogram' })).toBe(3);
    expect(value('1 kilogram', 'en', { style: 'unit', unit: 'kilogram', unitDisplay: 'long' })).toBe(1);
  });

  it('rejects text that is not a number, and never gives NaN or Infinity', () => {
    for (const bad of [
      'abc',
      '1.2.3',
      '1e400',
      '1e5',
      '-',
      '+',
      '.',
      '12a',
      '1,23',
      '1,2345.6',
      '1.234,5',
      '--5',
      '5 5',
      '%',
    ]) {
      expect(parseNumber(bad, 'en'), bad).toEqual({ ok: false });
    }
    expect(parseNumber('9'.repeat(400), 'en'), 'too large for a double').toEqual({ ok: false });
    expect(parseNumber('1.2.3', 'de'), 'groups of one digit').toEqual({ ok: false });
    expect(parseNumber('1.5', 'de'), 'a "." groups in German: 1.5 is a typo, not 15').toEqual({ ok: false });
    expect(parseNumber('1,5,5', 'de')).toEqual({ ok: false });
    expect(parseNumber(undefined as unknown as string, 'en')).toEqual({ ok: false });
    expect(value('5', 'not a locale!')).toBe(5);
  });

  it('reads Arabic digits and separators, with the direction marks Intl writes', () => {
    // `ar` writes Arabic-Indic digits in some engines' Intl and Latin ones in others; `ar-EG` writes them in all
    for (const locale of ['ar', 'ar-EG']) {
      const text = formatValue(-1234.5, locale);
      expect(value(text, locale), `${locale} ${text}`).toBe(-1234.5);
      expect(value('1234.5', locale), 'ASCII digits too').toBe(1234.5);
      if (symbolsOf(locale).digits[1] === '1') continue;
      expect(text).toMatch(/[\u0660-\u0669]/);
      expect(value('\u0661\u0662\u0663\u0664\u066b\u0665', locale)).toBe(1234.5);
      expect(value('\u0661\u066c\u0662\u0663\u0664', locale)).toBe(1234);
    }
  });

  it('round-trips what it formats', () => {
    const cases: [number, string, Intl.NumberFormatOptions][] = [
      [1234.5, 'en', {}],
      [-1234567.25, 'de', {}],
      [1234.5, 'de', { style: 'currency', currency: 'EUR' }],
      [0.25, 'de', { style: 'percent' }],
      [1234.5, 'fr', {}],
      [-0.5, 'sv', {}],
      [1234.5, 'ja', { style: 'currency', currency: 'JPY', maximumFractionDigits: 1 }],
      [-98765.4, 'ar-EG', {}],
      [12.5, 'hi-IN-u-nu-deva', {}],
    ];
    for (const [n, locale, options] of cases) {
      const text = formatValue(n, locale, options);
      expect(value(text, locale, options), `${locale} ${text}`).toBe(n);
    }
  });
});

describe('bounds, steps and rounding', () => {
  const b = (min: unknown, max: unknown, step: unknown = 1) => normalizeBounds(min, max, step);

  it('normalizes bad bounds', () => {
    expect(b(null, undefined, 0)).toEqual({ min: null, max: null, step: 1 });
    expect(b(10, 0, -2)).toEqual({ min: 0, max: 10, step: 1 });
    expect(b(NaN, Infinity, '0.5')).toEqual({ min: null, max: null, step: 0.5 });
    expect(toFiniteOrNull('abc')).toBe(null);
    expect(toFiniteOrNull(' 3 ')).toBe(3);
  });

  it('steps without float noise: 0.1 + 0.2 is 0.3', () => {
    const tenths = b(null, null, 0.1);
    expect(stepValue(0.2, 1, tenths)).toBe(0.3);
    let v: number | null = 0;
    for (let i = 0; i < 7; i++) v = stepValue(v, 1, tenths);
    expect(v).toBe(0.7);
    expect(stepValue(0.3, -1, tenths)).toBe(0.2);
    expect(stepValue(1.005, 1, b(null, null, 0.001))).toBe(1.006);
  });

  it('steps from min to the grid, from empty from 0, and stops at the bounds', () => {
    const odd = b(1, 10, 2);
    expect(stepValue(1, 1, odd)).toBe(3);
    expect(stepValue(4, 1, odd), 'off the grid: the next grid value up').toBe(5);
    expect(stepValue(4, -1, odd), 'and down').toBe(3);
    expect(stepValue(9, 1, odd)).toBe(10);
    expect(stepValue(null, 1, b(null, null))).toBe(1);
    expect(stepValue(null, -1, b(null, null))).toBe(-1);
    expect(stepValue(null, 1, b(5, 10)), 'empty with min above 0: min').toBe(5);
    expect(stepValue(8, 1, b(0, 10), 10), 'a large step').toBe(10);
    expect(stepValue(3, -1, b(0, 100), 10)).toBe(0);
    expect(stepValue(15, 1, b(0, 100), 10), 'a large step off the grid').toBe(25);
  });

  it('the large step is 10 steps unless set', () => {
    expect(largeStepOf(undefined, b(null, null, 0.1))).toBe(1);
    expect(largeStepOf(25, b(null, null))).toBe(25);
    expect(largeStepOf(-3, b(null, null, 2))).toBe(20);
  });

  it('clamps on commit, and snaps to the step from min only when asked', () => {
    const price = b(0, 100, 5);
    expect(commitValue(150, price, false)).toBe(100);
    expect(commitValue(-3, price, false)).toBe(0);
    expect(commitValue(12.37, price, false), 'a typed value keeps its decimals').toBe(12.37);
    expect(commitValue(12.37, price, true)).toBe(10);
    expect(commitValue(13, price, true)).toBe(15);
    expect(commitValue(99, b(1, 100, 5), true), 'the last grid value under max').toBe(96);
    expect(commitValue(null, price, true)).toBe(null);
    expect(commitValue(NaN, price, true)).toBe(null);
    expect(snapToStep(0.30000000000000004, b(null, null, 0.1))).toBe(0.3);
    expect(clampTo(5, b(null, 3))).toBe(3);
  });

  it('writes the plain number a form submits', () => {
    expect(plainNumber(1234.5)).toBe('1234.5');
    expect(plainNumber(-0)).toBe('0');
    expect(plainNumber(1e-7)).toBe('0.0000001');
    expect(plainNumber(1e21)).toBe('1000000000000000000000');
    expect(plainNumber(NaN)).toBe('');
  });

  it('shows as many decimals as the step needs', () => {
    expect(formatValue(1.25, 'en', displayOptions({}, 0.05))).toBe('1.25');
    expect(formatValue(1.0001, 'en', displayOptions({}, 0.0001))).toBe('1.0001');
    expect(formatValue(0.255, 'de', displayOptions({ style: 'percent' }, 0.001))).toBe('25,5\u00a0%');
    expect(formatValue(0.25, 'de', displayOptions({ style: 'percent' }, 0.01))).toBe('25\u00a0%');
    expect(
      formatValue(2.5, 'en', displayOptions({ maximumFractionDigits: 0 }, 0.5)),
      'the author’s precision wins',
    ).toBe('3');
    expect(formatValue(0.125, 'de', displayOptions({ style: 'percent' }, 0.01, 0.125)), 'and the value').toBe(
      '12,5\u00a0%',
    );
    expect(formatValue(12.345, 'en', displayOptions({ style: 'currency', currency: 'USD' }, 1, 12.345))).toBe(
      '$12.345',
    );
    expect(formatValue(null, 'en')).toBe('');
    expect(formatValue(5, 'en', { style: 'currency', currency: 'not a currency' }), 'bad options: plain').toBe('5');
  });
});
