import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  conversionFactor,
  conversionHint,
  convertText,
  formatValue,
  numberFieldOf,
  parseValue,
  TOO_LARGE_TO_SHOW,
} from './convert';
import {
  categoryDefaults,
  changeCategory,
  changeUnit,
  editValue,
  hintOf,
  initialConverterState,
} from './converter-state';
import { categoryById, UNIT_CATEGORIES, unitById, type UnitCategory } from './unit-categories';

const category = (id: string): UnitCategory => categoryById(id)!;
const units = (id: string) => category(id).units;
const u = (categoryId: string, unitId: string) => unitById(category(categoryId), unitId)!;
const convert = (text: string, categoryId: string, from: string, to: string) =>
  convertText(text, u(categoryId, from), u(categoryId, to), category(categoryId));

describe('the tables', () => {
  it('has the six categories with their units in order', () => {
    expect(UNIT_CATEGORIES.map(c => [c.id, c.units.map(x => x.symbol)])).toEqual([
      ['mass', ['mg', 'g', 'kg', 'lb', 'oz', 't']],
      ['length', ['mm', 'cm', 'm', 'km', 'in', 'ft', 'yd', 'mi']],
      ['pressure', ['Pa', 'bar', 'atm']],
      ['volume', ['mL', 'L', 'gal', 'm³', 'in³']],
      ['time', ['sec', 'min', 'hr', 'day']],
      ['storage', ['B', 'KB', 'MB', 'GB', 'TB']],
    ]);
  });
  it('uses the base factors', () => {
    const factors = (id: string) => Object.fromEntries(units(id).map(x => [x.id, x.factor]));
    expect(factors('mass')).toEqual({ kg: 1, g: 1000, mg: 1e6, lb: 2.20462, oz: 35.274, ton: 0.001 });
    expect(factors('pressure')).toEqual({ bar: 1, pa: 1e5, atm: 0.986923 });
    expect(factors('volume')).toEqual({ l: 1, ml: 1000, gal: 0.264172, m3: 0.001, in3: 61.0237 });
  });
  it('has sensible length factors (the exact inch) and time in whole steps', () => {
    expect(convert('1', 'length', 'in', 'cm')).toBe('2.54');
    expect(convert('1', 'length', 'ft', 'in')).toBe('12');
    expect(convert('1', 'length', 'yd', 'ft')).toBe('3');
    expect(convert('1', 'length', 'mi', 'yd')).toBe('1760');
    expect(convert('1', 'length', 'mi', 'km')).toBe('1.609344');
    expect(convert('1', 'length', 'km', 'm')).toBe('1000');
    expect(convert('1', 'length', 'm', 'mm')).toBe('1000');
    expect(convert('1', 'time', 'd', 'h')).toBe('24');
    expect(convert('1', 'time', 'h', 's')).toBe('3600');
  });
  it('digital storage goes in steps of 1024 from byte to terabyte', () => {
    const storage = units('storage');
    for (let i = 0; i < storage.length - 1; i++) {
      expect(conversionFactor(storage[i + 1]!, storage[i]!)).toBe(1024);
    }
    expect(convert('1', 'storage', 'tb', 'b')).toBe('1099511627776');
    expect(convert('512', 'storage', 'kb', 'mb')).toBe('0.5');
  });
  it('every unit has a positive finite factor, ids unique within a category', () => {
    for (const c of UNIT_CATEGORIES) {
      expect(new Set(c.units.map(x => x.id)).size).toBe(c.units.length);
      for (const x of c.units) expect(x.factor > 0 && Number.isFinite(x.factor)).toBe(true);
    }
  });
});

describe('converting', () => {
  it.each([
    ['1', 'mass', 'kg', 'g', '1000'],
    ['1', 'mass', 'kg', 'lb', '2.20462'],
    ['2', 'mass', 'lb', 'kg', '0.907185818871279'],
    ['1', 'pressure', 'atm', 'pa', '101325.027383089'],
    ['1', 'volume', 'gal', 'l', '3.78541253425798'],
    ['1', 'volume', 'm3', 'l', '1000'],
    ['-3', 'mass', 'kg', 'g', '-3000'],
    ['0', 'mass', 'kg', 'g', '0'],
  ])('%s %s: %s → %s = %s', (text, categoryId, from, to, expected) => {
    expect(convert(text, categoryId, from, to)).toBe(expected);
  });

  it('time rounds to 5 decimals; values below 0.00001 show as 0', () => {
    expect(convert('1', 'time', 's', 'min')).toBe('0.01667');
    expect(convert('1', 'time', 's', 'h')).toBe('0.00028');
    expect(convert('1', 'time', 's', 'd')).toBe('0.00001');
    expect(convert('0.5', 'time', 's', 'd')).toBe('0.00001');
    expect(convert('0.4', 'time', 's', 'd')).toBe('0');
    expect(convert('-0.4', 'time', 's', 'd')).toBe('0');
    expect(formatValue(0.000004, category('time'))).toBe('0');
  });

  it('hides binary noise and writes what a number field accepts', () => {
    expect(formatValue(0.1 + 0.2, category('mass'))).toBe('0.3');
    expect(formatValue(1e-9, category('mass'))).toBe('1e-9');
    expect(formatValue(1e21, category('mass'))).toBe('1e+21');
    expect(formatValue(-0, category('mass'))).toBe('0');
  });

  it('a result beyond the largest number says "Too large to show"; the field shows it as its placeholder', () => {
    expect(TOO_LARGE_TO_SHOW).toBe('Too large to show');
    expect(convert('1e308', 'mass', 'g', 'mg')).toBe(TOO_LARGE_TO_SHOW);
    expect(convert('-1e308', 'mass', 'g', 'mg')).toBe(TOO_LARGE_TO_SHOW);
    expect(convert('1e308', 'mass', 'mg', 'g')).toBe('1e+305');
    expect(convert('1.7e308', 'time', 'd', 's')).toBe(TOO_LARGE_TO_SHOW);
    // finite but too large to round to 5 decimals: shown as it is
    expect(convert('1e305', 'time', 's', 's')).toBe('1e+305');
    expect(formatValue(Number.POSITIVE_INFINITY, category('mass'))).toBe(TOO_LARGE_TO_SHOW);
    expect(numberFieldOf(TOO_LARGE_TO_SHOW)).toEqual({ value: '', placeholder: 'Too large to show' });
    expect(numberFieldOf('1000')).toEqual({ value: '1000', placeholder: '0' });
    expect(numberFieldOf('')).toEqual({ value: '', placeholder: '0' });
    expect(editValue(initialConverterState(), 0, '1e308').values).toEqual(['1e308', TOO_LARGE_TO_SHOW]);
  });

  it('parses as floats: bad input ("abc", empty) empties the other field, with no message', () => {
    expect(parseValue('12abc')).toBe(12);
    expect(parseValue(' 7.5')).toBe(7.5);
    expect(parseValue('1e3')).toBe(1000);
    for (const bad of ['abc', '', ' ', '-', '.', 'e5', 'Infinity', 'NaN', '1e999']) {
      expect(parseValue(bad)).toBeUndefined();
      expect(convert(bad, 'mass', 'kg', 'g')).toBe('');
    }
    expect(convert('12abc', 'mass', 'kg', 'g')).toBe('12000');
  });

  it('property: a round trip returns the value (to 9 significant digits) in every category but time', () => {
    const pairs = UNIT_CATEGORIES.filter(c => c.decimals === undefined).flatMap(c =>
      c.units.flatMap(a => c.units.map(b => [c, a, b] as const)),
    );
    fc.assert(
      fc.property(fc.constantFrom(...pairs), fc.double({ min: 1e-3, max: 1e6, noNaN: true }), ([c, a, b], value) => {
        const there = convertText(String(value), a, b, c);
        const back = Number(convertText(there, b, a, c));
        expect(Math.abs(back - value)).toBeLessThanOrEqual(1e-9 * value);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: time round trips within the 5-decimal rounding', () => {
    const time = category('time');
    fc.assert(
      fc.property(
        fc.constantFrom(...time.units),
        fc.constantFrom(...time.units),
        fc.integer({ min: 0, max: 1_000_000 }),
        (a, b, whole) => {
          const there = Number(convertText(String(whole), a, b, time));
          // the rounding error of `there`, carried back by the factor, plus the final rounding
          const tolerance = 0.5e-5 * conversionFactor(b, a) + 0.5e-5 + 1e-9 * whole;
          expect(Math.abs(Number(convertText(String(there), b, a, time)) - whole)).toBeLessThanOrEqual(tolerance);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('the hint: "Multiply the X value by N to get the Y value"', () => {
    expect(conversionHint(u('mass', 'g'), u('mass', 'mg'))).toBe(
      'Multiply the gram value by 1,000 to get the milligram value',
    );
    expect(conversionHint(u('mass', 'kg'), u('mass', 'lb'))).toBe(
      'Multiply the kilogram value by 2.20462 to get the pound value',
    );
    expect(conversionHint(u('storage', 'tb'), u('storage', 'b'))).toBe(
      'Multiply the terabyte value by 1,099,511,627,776 to get the byte value',
    );
    expect(conversionHint(u('time', 'min'), u('time', 'd'))).toBe(
      'Multiply the minute value by 0.000694444 to get the day value',
    );
    expect(conversionHint(u('length', 'in'), u('length', 'cm'))).toBe(
      'Multiply the inch value by 2.54 to get the centimetre value',
    );
  });
});

describe('the converter state', () => {
  it('opens on mass: 1 gram in the first field, 1000 milligrams in the second', () => {
    const state = initialConverterState();
    expect(state.units.map(x => x.id)).toEqual(['g', 'mg']);
    expect(state.values).toEqual(['1', '1000']);
    expect(hintOf(state)).toBe('Multiply the gram value by 1,000 to get the milligram value');
  });

  it('each category resets to the value 1, from its second unit to its first', () => {
    const expected: Record<string, [string, string, string]> = {
      mass: ['g', 'mg', '1000'],
      length: ['cm', 'mm', '10'],
      pressure: ['bar', 'pa', '100000'],
      volume: ['l', 'ml', '1000'],
      time: ['min', 's', '60'],
      storage: ['kb', 'b', '1024'],
    };
    for (const c of UNIT_CATEGORIES) {
      const state = categoryDefaults(c);
      const [from, to, value] = expected[c.id]!;
      expect([state.units[0].id, state.units[1].id, ...state.values]).toEqual([from, to, '1', value]);
    }
  });

  it('editing either field converts the other way; the hint follows', () => {
    let state = editValue(initialConverterState(), 0, '2.5');
    expect(state.values).toEqual(['2.5', '2500']);
    state = editValue(state, 1, '500');
    expect(state.values).toEqual(['0.5', '500']);
    expect(hintOf(state)).toBe('Multiply the milligram value by 0.001 to get the gram value');
    state = editValue(state, 1, '');
    expect(state.values).toEqual(['', '']);
  });

  it('changing a unit converts again from the field typed in last', () => {
    let state = editValue(initialConverterState(), 1, '500'); // 500 mg = 0.5 g
    state = changeUnit(state, 0, 'kg');
    expect(state.values).toEqual(['0.0005', '500']);
    state = changeUnit(state, 1, 'g');
    expect(state.values).toEqual(['0.5', '500']);
    expect(changeUnit(state, 1, 'parsec')).toBe(state);
  });

  it('changing category resets everything; the same or an unknown one changes nothing', () => {
    const edited = editValue(initialConverterState(), 1, '42');
    const length = changeCategory(edited, 'length');
    expect([length.units[0].id, length.units[1].id, ...length.values, length.source]).toEqual([
      'cm',
      'mm',
      '1',
      '10',
      0,
    ]);
    expect(changeCategory(edited, 'mass')).toBe(edited);
    expect(changeCategory(edited, 'colour')).toBe(edited);
  });
});
