import { describe, expect, it } from 'vitest';
import {
  MAX_BOUND,
  MAX_TICKS,
  boundsProblems,
  clamp,
  decimalsOf,
  defaultValue,
  fractionAtPointer,
  fractionOf,
  lastValue,
  nearestThumb,
  normalizeBounds,
  normalizeRange,
  pageStep,
  roundTo,
  significant,
  snap,
  tickFractions,
  toNumber,
  valueAtFraction,
  valueAtPointer,
  valueForKey,
  valueText,
  type SliderBounds,
} from './slider-math.js';

const b = (min: number, max: number, step = 1): SliderBounds => normalizeBounds(min, max, step);

describe('toNumber', () => {
  it('reads numbers and numeric strings', () => {
    expect(toNumber(5)).toBe(5);
    expect(toNumber(-2.5)).toBe(-2.5);
    expect(toNumber('42')).toBe(42);
    expect(toNumber(' 0.05 ')).toBe(0.05);
    expect(toNumber('1e2')).toBe(100);
    expect(toNumber('0')).toBe(0);
  });
  it.each([null, undefined, '', '   ', 'abc', '12px', 'Infinity', '-Infinity', NaN, Infinity, {}, true])(
    'gives NaN for %s',
    v => expect(toNumber(v)).toBeNaN(),
  );
});

describe('normalizeBounds', () => {
  it('keeps good bounds', () => {
    expect(normalizeBounds(10, 26, 1)).toEqual({ min: 10, max: 26, step: 1 });
    expect(normalizeBounds(0, 360, 5)).toEqual({ min: 0, max: 360, step: 5 });
    expect(normalizeBounds(-10, 30, 0.25)).toEqual({ min: -10, max: 30, step: 0.25 });
  });
  it('defaults a missing or invalid min to 0 and max to 100', () => {
    expect(normalizeBounds(NaN, NaN, NaN)).toEqual({ min: 0, max: 100, step: 1 });
    expect(normalizeBounds(undefined, 50, 1)).toEqual({ min: 0, max: 50, step: 1 });
    expect(normalizeBounds(20, Infinity, 1)).toEqual({ min: 20, max: 100, step: 1 });
    expect(normalizeBounds('x', 'y', 'z')).toEqual({ min: 0, max: 100, step: 1 });
  });
  it('swaps min > max', () => {
    expect(normalizeBounds(100, 0, 1)).toEqual({ min: 0, max: 100, step: 1 });
    expect(normalizeBounds(26, 10, 2)).toEqual({ min: 10, max: 26, step: 2 });
  });
  it.each([0, -1, -0.5, NaN, Infinity, -Infinity, null])('falls back to step 1 for step %s', step => {
    expect(normalizeBounds(0, 10, step).step).toBe(1);
  });
  it('allows min = max', () => {
    expect(normalizeBounds(5, 5, 1)).toEqual({ min: 5, max: 5, step: 1 });
  });
});

describe('decimalsOf and roundTo', () => {
  it('counts decimals, also in exponent notation', () => {
    expect(decimalsOf(1)).toBe(0);
    expect(decimalsOf(0.1)).toBe(1);
    expect(decimalsOf(0.25)).toBe(2);
    expect(decimalsOf(1.05)).toBe(2);
    expect(decimalsOf(1e-7)).toBe(7);
    expect(decimalsOf(2.5e-7)).toBe(8);
    expect(decimalsOf(1e21)).toBe(0);
    expect(decimalsOf(NaN)).toBe(0);
  });
  it('rounds away binary noise', () => {
    expect(roundTo(0.1 + 0.2, 1)).toBe(0.3);
    expect(roundTo(1.2000000000000002, 1)).toBe(1.2);
    expect(roundTo(-0.0000001, 2)).toBe(0);
    expect(Object.is(roundTo(-0.0000001, 2), -0)).toBe(false);
    expect(roundTo(NaN, 2)).toBeNaN();
  });
});

describe('clamp', () => {
  it('restricts to the range', () => {
    expect(clamp(5, 0, 10)).toBe(5);
    expect(clamp(-5, 0, 10)).toBe(0);
    expect(clamp(15, 0, 10)).toBe(10);
  });
});

describe('snap', () => {
  it('clamps to min and max', () => {
    expect(snap(-20, b(0, 100))).toBe(0);
    expect(snap(250, b(0, 100))).toBe(100);
    expect(snap(5, b(10, 26))).toBe(10);
    expect(snap(27, b(10, 26))).toBe(26);
  });

  it('snaps to the nearest step counted from min', () => {
    expect(snap(12, b(0, 360, 5))).toBe(10);
    expect(snap(13, b(0, 360, 5))).toBe(15);
    expect(snap(7, b(1, 20, 3))).toBe(7);
    expect(snap(8, b(1, 20, 3))).toBe(7);
    expect(snap(9, b(1, 20, 3))).toBe(10);
    // column size 60–300 step 20: the grid starts at 60
    expect(snap(125, b(60, 300, 20))).toBe(120);
    expect(snap(131, b(60, 300, 20))).toBe(140);
  });

  it('never produces float noise', () => {
    expect(snap(0.1 + 0.2, b(0, 1, 0.1))).toBe(0.3);
    expect(snap(0.7, b(0, 1, 0.1))).toBe(0.7);
    expect(snap(1.2, b(1, 1.5, 0.1))).toBe(1.2);
    expect(snap(2.05, b(1.25, 3.5, 0.05))).toBe(2.05);
    expect(snap(0.5 + 0.1 * 13, b(0.5, 3, 0.1))).toBe(1.8);
    for (let i = 0; i <= 100; i++) {
      const v = snap(i * 0.05, b(0, 5, 0.05));
      expect(String(v).length, String(v)).toBeLessThanOrEqual(4);
    }
  });

  it('keeps the last step below a max that is not on the grid', () => {
    expect(snap(10, b(0, 10, 3))).toBe(9);
    expect(snap(9.9, b(0, 10, 3))).toBe(9);
    expect(lastValue(b(0, 10, 3))).toBe(9);
    expect(lastValue(b(0, 1, 0.1))).toBe(1);
    expect(lastValue(b(0.5, 3, 0.1))).toBe(3);
    expect(lastValue(b(0, 10, 20))).toBe(0);
  });

  it('turns a non-finite value into min', () => {
    expect(snap(NaN, b(10, 26))).toBe(10);
    expect(snap(Infinity, b(10, 26))).toBe(10);
  });

  it('handles an empty range', () => {
    expect(snap(3, b(5, 5))).toBe(5);
    expect(snap(8, b(5, 5))).toBe(5);
  });
});

describe('defaultValue and normalizeRange', () => {
  it('defaults a single value to the middle, snapped', () => {
    expect(defaultValue(b(0, 100))).toBe(50);
    expect(defaultValue(b(10, 26))).toBe(18);
    expect(defaultValue(b(0, 360, 5))).toBe(180);
    expect(defaultValue(b(1, 20, 3))).toBe(10);
  });

  it('defaults a range to min and the last value', () => {
    expect(normalizeRange(NaN, NaN, b(0, 120))).toEqual([0, 120]);
    expect(normalizeRange(NaN, NaN, b(0, 10, 3))).toEqual([0, 9]);
  });

  it('snaps, clamps and orders the two values', () => {
    expect(normalizeRange(20, 80, b(0, 100))).toEqual([20, 80]);
    expect(normalizeRange(80, 20, b(0, 100))).toEqual([20, 80]);
    expect(normalizeRange(-5, 500, b(0, 360, 5))).toEqual([0, 360]);
    expect(normalizeRange(12, 13, b(0, 360, 5))).toEqual([10, 15]);
    expect(normalizeRange(50, 50, b(0, 100))).toEqual([50, 50]);
  });
});

describe('positions', () => {
  it('fractionOf maps min..max to 0..1', () => {
    expect(fractionOf(0, b(0, 100))).toBe(0);
    expect(fractionOf(50, b(0, 100))).toBe(0.5);
    expect(fractionOf(26, b(10, 26))).toBe(1);
    expect(fractionOf(90, b(0, 360))).toBe(0.25);
    expect(fractionOf(-10, b(0, 100))).toBe(0);
    expect(fractionOf(1000, b(0, 100))).toBe(1);
    expect(fractionOf(5, b(5, 5))).toBe(0);
    expect(fractionOf(NaN, b(0, 100))).toBe(0);
  });

  it('valueAtFraction snaps', () => {
    expect(valueAtFraction(0.5, b(0, 120))).toBe(60);
    expect(valueAtFraction(0.251, b(0, 360, 5))).toBe(90);
    expect(valueAtFraction(-1, b(10, 26))).toBe(10);
    expect(valueAtFraction(2, b(10, 26))).toBe(26);
    expect(valueAtFraction(NaN, b(10, 26))).toBe(10);
  });

  it('reads the fraction under a pointer, mirrored in RTL', () => {
    expect(fractionAtPointer(150, 100, 200)).toBe(0.25);
    expect(fractionAtPointer(150, 100, 200, true)).toBe(0.75);
    expect(fractionAtPointer(50, 100, 200)).toBe(0);
    expect(fractionAtPointer(400, 100, 200)).toBe(1);
    expect(fractionAtPointer(50, 100, 200, true)).toBe(1);
    expect(fractionAtPointer(150, 100, 0)).toBe(0);
    expect(fractionAtPointer(NaN, 100, 200)).toBe(0);
  });

  it('reads the value under a pointer', () => {
    expect(valueAtPointer(200, 100, 200, b(0, 100))).toBe(50);
    expect(valueAtPointer(101, 100, 200, b(0, 100))).toBe(1);
    expect(valueAtPointer(300, 100, 200, b(0, 360, 5))).toBe(360);
    expect(valueAtPointer(150, 100, 200, b(0, 360, 5), true)).toBe(270);
    expect(valueAtPointer(150, 100, 200, b(0, 1, 0.1))).toBe(0.3);
  });
});

describe('keys', () => {
  const bounds = b(0, 100);

  it('steps with the arrows', () => {
    expect(valueForKey('ArrowRight', 50, bounds)).toBe(51);
    expect(valueForKey('ArrowUp', 50, bounds)).toBe(51);
    expect(valueForKey('ArrowLeft', 50, bounds)).toBe(49);
    expect(valueForKey('ArrowDown', 50, bounds)).toBe(49);
  });

  it('follows the visual direction in RTL (left and right swap, up and down do not)', () => {
    expect(valueForKey('ArrowRight', 50, bounds, { rtl: true })).toBe(49);
    expect(valueForKey('ArrowLeft', 50, bounds, { rtl: true })).toBe(51);
    expect(valueForKey('ArrowUp', 50, bounds, { rtl: true })).toBe(51);
    expect(valueForKey('ArrowDown', 50, bounds, { rtl: true })).toBe(49);
  });

  it('goes to the ends with Home and End', () => {
    expect(valueForKey('Home', 50, bounds)).toBe(0);
    expect(valueForKey('End', 50, bounds)).toBe(100);
    expect(valueForKey('End', 0, b(0, 10, 3))).toBe(9);
  });

  it('pages by about 10 % of the range', () => {
    expect(pageStep(bounds)).toBe(10);
    expect(pageStep(b(10, 26))).toBe(2);
    expect(pageStep(b(0, 120))).toBe(12);
    expect(pageStep(b(0, 360, 5))).toBe(35);
    expect(pageStep(b(0, 10))).toBe(1);
    expect(pageStep(b(0.5, 3, 0.1))).toBe(0.3);
    expect(valueForKey('PageUp', 50, bounds)).toBe(60);
    expect(valueForKey('PageDown', 50, bounds)).toBe(40);
    expect(valueForKey('PageUp', 95, bounds)).toBe(100);
    expect(valueForKey('PageDown', 5, bounds)).toBe(0);
  });

  it('stays within the bounds', () => {
    expect(valueForKey('ArrowRight', 100, bounds)).toBe(100);
    expect(valueForKey('ArrowLeft', 0, bounds)).toBe(0);
  });

  it('steps decimals without float noise', () => {
    const fine = b(0.5, 3, 0.1);
    let v = 0.5;
    for (let i = 0; i < 25; i++) v = valueForKey('ArrowRight', v, fine)!;
    expect(v).toBe(3);
    expect(valueForKey('ArrowRight', 0.2, b(0, 1, 0.1))).toBe(0.3);
    expect(valueForKey('ArrowLeft', 0.3, b(0, 1, 0.1))).toBe(0.2);
    expect(valueForKey('ArrowRight', 2, b(1.25, 3.5, 0.05))).toBe(2.05);
  });

  it('ignores other keys', () => {
    expect(valueForKey('Enter', 50, bounds)).toBeNull();
    expect(valueForKey('a', 50, bounds)).toBeNull();
    expect(valueForKey('Tab', 50, bounds)).toBeNull();
  });

  it('treats a bad current value as min', () => {
    expect(valueForKey('ArrowRight', NaN, bounds)).toBe(1);
  });
});

describe('nearestThumb', () => {
  it('picks the nearer thumb', () => {
    expect(nearestThumb(10, 20, 80)).toBe('start');
    expect(nearestThumb(90, 20, 80)).toBe('end');
    expect(nearestThumb(30, 20, 80)).toBe('start');
    expect(nearestThumb(70, 20, 80)).toBe('end');
    expect(nearestThumb(20, 20, 80)).toBe('start');
    expect(nearestThumb(80, 20, 80)).toBe('end');
    expect(nearestThumb(50, 20, 80)).toBe('end');
  });
  it('leaves the choice open when both thumbs sit at the value', () => {
    expect(nearestThumb(50, 50, 50)).toBeNull();
    expect(nearestThumb(40, 50, 50)).toBe('start');
    expect(nearestThumb(60, 50, 50)).toBe('end');
  });
});

describe('tickFractions', () => {
  it('draws none without the attribute', () => {
    expect(tickFractions(null, b(0, 100))).toEqual([]);
    expect(tickFractions(undefined, b(0, 100))).toEqual([]);
  });

  it('draws one per step', () => {
    expect(tickFractions('', b(5, 20, 5))).toEqual([0, 1 / 3, 2 / 3, 1]);
    expect(tickFractions('step', b(0, 100, 10))).toHaveLength(11);
    expect(tickFractions('', b(0, 360, 5))).toHaveLength(73);
  });

  it('draws a given count', () => {
    expect(tickFractions('5', b(0, 100))).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(tickFractions('2', b(0, 100))).toEqual([0, 1]);
  });

  it('handles bad counts', () => {
    expect(tickFractions('1', b(0, 100))).toEqual([]);
    expect(tickFractions('0', b(0, 100))).toEqual([]);
    expect(tickFractions('-3', b(0, 100))).toEqual([]);
    expect(tickFractions('1000000', b(0, 100))).toHaveLength(MAX_TICKS);
    expect(tickFractions('abc', b(0, 10))).toHaveLength(11);
  });

  it('thins a fine grid and keeps both ends', () => {
    const ticks = tickFractions('', b(0, 1000, 1));
    expect(ticks.length).toBeLessThanOrEqual(MAX_TICKS);
    expect(ticks[0]).toBe(0);
    expect(ticks[ticks.length - 1]).toBe(1);
    const uneven = tickFractions('', b(0, 10, 3));
    expect(uneven).toEqual([0, 0.3, 0.6, 0.9]);
  });

  it('draws one tick for an empty range', () => {
    expect(tickFractions('', b(5, 5))).toEqual([0]);
  });
});

describe('valueText', () => {
  it('uses the formatter first', () => {
    expect(valueText(5, v => `${v} px`, '{value} %')).toBe('5 px');
  });
  it('fills the template', () => {
    expect(valueText(5, undefined, '{value} %')).toBe('5 %');
    expect(valueText(0.3, null, 'from {value} to {value}')).toBe('from 0.3 to 0.3');
    expect(valueText(5, undefined, 'Medium')).toBe('Medium');
  });
  it('gives nothing without either', () => {
    expect(valueText(5)).toBeUndefined();
    expect(valueText(5, undefined, '')).toBeUndefined();
  });
  it('ignores a formatter that throws or returns nothing', () => {
    expect(
      valueText(
        5,
        () => {
          throw new Error('boom');
        },
        '{value}°',
      ),
    ).toBe('5°');
    expect(valueText(5, () => undefined as unknown as string)).toBeUndefined();
    expect(valueText(5, () => '')).toBeUndefined();
  });
});

describe('the Range Slider page demos', () => {
  it.each([
    [0, 100, 1],
    [10, 26, 1],
    [0, 120, 1],
    [0, 360, 5],
  ])('%s-%s step %s reaches both ends and every step', (min, max, step) => {
    const bounds = b(min, max, step);
    let v = min;
    let presses = 0;
    while (v < max) {
      v = valueForKey('ArrowRight', v, bounds)!;
      presses++;
    }
    expect(v).toBe(max);
    expect(presses).toBe((max - min) / step);
    expect(valueForKey('Home', v, bounds)).toBe(min);
  });
});

describe('bounds at the limits of a number', () => {
  const huge = b(-1e308, 1e308);

  it('narrows a span that overflows, so every position stays finite', () => {
    expect(huge).toEqual({ min: -MAX_BOUND, max: MAX_BOUND, step: 1 });
    expect(Number.isFinite(huge.max - huge.min)).toBe(true);
    expect(defaultValue(huge)).toBe(0);
    expect(lastValue(huge)).toBe(MAX_BOUND);
    expect(fractionOf(0, huge)).toBe(0.5);
    expect(valueAtFraction(0.25, huge)).toBe(-MAX_BOUND / 2);
    expect(valueForKey('End', 0, huge)).toBe(MAX_BOUND);
    expect(valueForKey('PageUp', 0, huge)).toBeGreaterThan(0);
    expect(valueForKey('PageUp', 0, huge)).toBeLessThan(MAX_BOUND);
  });

  it('draws at most MAX_TICKS ticks, quickly, on any grid', () => {
    const grids = [huge, b(-1e308, 1e308, 1e-300), b(0, 1e300, 1e-10), b(0, 1, 1e-300), b(0, 2 ** 60, 1)];
    for (const grid of grids) {
      const started = performance.now();
      const ticks = tickFractions('', grid);
      expect(performance.now() - started).toBeLessThan(50);
      expect(ticks.length).toBeGreaterThan(1);
      expect(ticks.length).toBeLessThanOrEqual(MAX_TICKS);
      expect(ticks.every(f => Number.isFinite(f) && f >= 0 && f <= 1)).toBe(true);
      expect(ticks[0]).toBe(0);
      expect(ticks[ticks.length - 1]).toBe(1);
    }
  });

  it('keeps a value when the step is below its precision, never jumping to an end', () => {
    const fine = b(0, 1e300, 1e-10);
    expect(snap(5e299, fine)).toBe(5e299);
    expect(lastValue(fine)).toBe(1e300);
    expect(Number.isFinite(pageStep(fine))).toBe(true);
    expect(valueForKey('PageDown', 5e299, fine)).toBeLessThan(5e299);
  });

  it('tells the author which bound is unusable, and nothing for usable ones', () => {
    expect(boundsProblems(0, 100, 1)).toEqual([]);
    expect(boundsProblems(NaN, NaN, NaN)).toEqual([]);
    expect(boundsProblems(-1e308, 1e308, 1)).toEqual([
      expect.objectContaining({ attribute: 'min', value: -1e308, problem: expect.stringContaining('overflows') }),
    ]);
    expect(boundsProblems(0, 1, 1e-300)).toEqual([
      expect.objectContaining({ attribute: 'step', value: 1e-300, problem: expect.stringContaining('arrow keys') }),
    ]);
  });
});

describe('significant digits', () => {
  it('shows a value on a very fine grid without float noise', () => {
    const fine = b(0, 1, 1e-300);
    expect(defaultValue(fine)).toBe(0.5);
    expect(String(snap(0.49999999999999994, fine))).toBe('0.5');
    expect(valueAtFraction(0.3, fine)).toBe(0.3);
  });

  it('keeps up to 15 significant digits, integers whole', () => {
    expect(significant(0.30000000000000004)).toBe(0.3);
    expect(significant(123456.123456789)).toBe(123456.123456789);
    expect(significant(2 ** 53 - 1)).toBe(2 ** 53 - 1);
    expect(significant(-0)).toBe(0);
    expect(snap(0.1 + 0.2, b(0, 1, 1e-20))).toBe(0.3);
  });
});
