import { describe, expect, it } from 'vitest';
import {
  DOT_COUNT,
  columnOf,
  cursorForKey,
  dotAtFraction,
  dotCenter,
  dotsFromSvg,
  dotsOnLine,
  dotsToSvg,
  indexAt,
  mirrorIndexes,
  parseDots,
  parseRawData,
  rowOf,
  serializeDots,
  toMirrorMode,
} from './dot-grid-model.js';

describe('index, row and column', () => {
  it('maps index to column = i mod 16, row = floor(i / 16) and back', () => {
    expect([rowOf(0), columnOf(0)]).toEqual([0, 0]);
    expect([rowOf(17), columnOf(17)]).toEqual([1, 1]);
    expect([rowOf(255), columnOf(255)]).toEqual([15, 15]);
    for (let i = 0; i < DOT_COUNT; i++) expect(indexAt(rowOf(i), columnOf(i))).toBe(i);
  });

  it('puts dot centres at 5 + 10·column, 5 + 10·row', () => {
    expect(dotCenter(0)).toEqual({ cx: 5, cy: 5 });
    expect(dotCenter(18)).toEqual({ cx: 25, cy: 15 });
    expect(dotCenter(255)).toEqual({ cx: 155, cy: 155 });
  });

  it('finds the dot under a point of the box, and none outside it', () => {
    expect(dotAtFraction(0, 0)).toBe(0);
    expect(dotAtFraction(0.999, 0.999)).toBe(255);
    expect(dotAtFraction(0.5, 0.5)).toBe(indexAt(8, 8));
    expect(dotAtFraction(1, 0.5)).toBeNull();
    expect(dotAtFraction(-0.01, 0.5)).toBeNull();
    expect(dotAtFraction(NaN, 0.5)).toBeNull();
  });
});

describe('parseDots / serializeDots', () => {
  it('reads comma-separated indexes, sorted and without duplicates', () => {
    expect(parseDots('3,1,2,3')).toEqual([1, 2, 3]);
    expect(parseDots(' 10 , 5;7 ')).toEqual([5, 7, 10]);
    expect(serializeDots([200, 4, 4, 0])).toBe('0,4,200');
  });

  it('drops junk, fractions, negatives and indexes out of range', () => {
    expect(parseDots('a,1,,2.5,-3,256,1e2,0x10,255, ,999999')).toEqual([1, 255]);
    expect(parseDots([1, '2', NaN, Infinity, null, {}, 300])).toEqual([1, 2]);
  });

  it('never throws on bad input', () => {
    for (const bad of [null, undefined, NaN, {}, [], '', 5.5, true, Symbol.iterator]) {
      expect(() => parseDots(bad)).not.toThrow();
    }
    expect(parseDots(null)).toEqual([]);
    expect(parseDots(7)).toEqual([7]);
    const throwing = {
      *[Symbol.iterator]() {
        yield 1;
        throw new Error('boom');
      },
    };
    expect(parseDots(throwing)).toEqual([]);
  });

  it('round-trips every drawing', () => {
    const all = Array.from({ length: DOT_COUNT }, (_, i) => i);
    expect(parseDots(serializeDots(all))).toEqual(all);
    expect(serializeDots([])).toBe('');
  });
});

describe('parseRawData', () => {
  it('accepts indexes separated by commas, spaces or new lines', () => {
    expect(parseRawData('5, 3\n3 255')).toEqual({ ok: true, dots: [3, 5, 255] });
    expect(parseRawData('')).toEqual({ ok: true, dots: [] });
  });

  it('names the first bad item', () => {
    expect(parseRawData('1,2,x,4')).toEqual({ ok: false, bad: 'x' });
    expect(parseRawData('1,256')).toEqual({ ok: false, bad: '256' });
    expect(parseRawData('1.5')).toEqual({ ok: false, bad: '1.5' });
    expect(parseRawData('-1')).toEqual({ ok: false, bad: '-1' });
    expect(parseRawData(null as unknown as string)).toEqual({ ok: true, dots: [] });
  });
});

describe('mirrorIndexes', () => {
  it('adds the mirror images of a dot', () => {
    expect(mirrorIndexes(0, 'none')).toEqual([0]);
    expect(mirrorIndexes(0, 'horizontal')).toEqual([0, 15]);
    expect(mirrorIndexes(0, 'vertical')).toEqual([0, 240]);
    expect(mirrorIndexes(0, 'both')).toEqual([0, 15, 240, 255]);
    expect(mirrorIndexes(indexAt(2, 3), 'both')).toEqual(
      [indexAt(2, 3), indexAt(2, 12), indexAt(13, 3), indexAt(13, 12)].sort((a, b) => a - b),
    );
  });

  it('ignores bad indexes and unknown modes', () => {
    expect(mirrorIndexes(-1, 'both')).toEqual([]);
    expect(mirrorIndexes(256, 'both')).toEqual([]);
    expect(mirrorIndexes(5, toMirrorMode('diagonal'))).toEqual([5]);
    expect(toMirrorMode(null)).toBe('none');
    expect(toMirrorMode('both')).toBe('both');
  });
});

describe('dotsToSvg', () => {
  it('is a standalone SVG in the 160×160 view, coloured with currentColor', () => {
    const svg = dotsToSvg([0, 17]);
    expect(svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" fill="currentColor">' +
        '<circle cx="5" cy="5" r="4"/><circle cx="15" cy="15" r="4"/></svg>',
    );
  });

  it('is read back to the same dots', () => {
    const dots = [0, 15, 100, 128, 240, 255];
    expect(dotsFromSvg(dotsToSvg(dots))).toEqual(dots);
    expect(dotsFromSvg(dotsToSvg([]))).toEqual([]);
  });

  it('takes a size in px, falling back to 160 for bad sizes', () => {
    expect(dotsToSvg([], 32)).toContain('width="32" height="32"');
    expect(dotsToSvg([], NaN)).toContain('width="160"');
    expect(dotsToSvg([], -4)).toContain('width="160"');
  });

  it('ignores circles off the dot centres when read back', () => {
    expect(dotsFromSvg('<svg><circle cx="6" cy="5" r="4"/><circle cx="165" cy="5"/><circle cy="5"/></svg>')).toEqual(
      [],
    );
    expect(dotsFromSvg(null as unknown as string)).toEqual([]);
  });
});

describe('cursorForKey', () => {
  it('moves by one and stops at the edges', () => {
    expect(cursorForKey('ArrowRight', 0)).toBe(1);
    expect(cursorForKey('ArrowLeft', 0)).toBe(0);
    expect(cursorForKey('ArrowDown', 0)).toBe(16);
    expect(cursorForKey('ArrowUp', 3)).toBe(3);
    expect(cursorForKey('ArrowRight', 15)).toBe(15);
    expect(cursorForKey('ArrowDown', 250)).toBe(250);
  });

  it('goes to the ends of the row, or of the grid with Ctrl', () => {
    expect(cursorForKey('Home', 37)).toBe(32);
    expect(cursorForKey('End', 37)).toBe(47);
    expect(cursorForKey('Home', 37, true)).toBe(0);
    expect(cursorForKey('End', 37, true)).toBe(255);
    expect(cursorForKey('PageUp', 37)).toBe(5);
    expect(cursorForKey('PageDown', 37)).toBe(245);
    expect(cursorForKey('a', 37)).toBeNull();
  });
});

describe('dotsOnLine', () => {
  it('joins two dots without gaps', () => {
    expect(dotsOnLine(0, 3)).toEqual([0, 1, 2, 3]);
    expect(dotsOnLine(3, 0)).toEqual([3, 2, 1, 0]);
    expect(dotsOnLine(0, 48)).toEqual([0, 16, 32, 48]);
    expect(dotsOnLine(0, 255)).toHaveLength(16);
    expect(dotsOnLine(7, 7)).toEqual([7]);
    const line = dotsOnLine(indexAt(0, 0), indexAt(3, 9));
    expect(line).toHaveLength(10);
    for (let k = 1; k < line.length; k++) {
      expect(Math.abs(columnOf(line[k]!) - columnOf(line[k - 1]!))).toBeLessThanOrEqual(1);
      expect(Math.abs(rowOf(line[k]!) - rowOf(line[k - 1]!))).toBeLessThanOrEqual(1);
    }
  });

  it('is empty for bad indexes', () => {
    expect(dotsOnLine(-1, 3)).toEqual([]);
    expect(dotsOnLine(0, 999)).toEqual([]);
  });
});
