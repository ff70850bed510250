import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluate, tokenize } from './evaluate';

const value = (expression: string) => {
  const result = evaluate(expression);
  if (!result.ok) throw new Error(`${expression} failed: ${result.error}`);
  return result.value;
};
const error = (expression: string) => {
  const result = evaluate(expression);
  return result.ok ? `ok: ${result.value}` : result.error;
};

describe('evaluate: what it computes', () => {
  it.each([
    ['0', 0],
    ['7', 7],
    ['12+3', 15],
    ['2+3×4', 14],
    ['2×3+4', 10],
    ['10−4−3', 3],
    ['100÷10÷5', 2],
    ['8÷4×2', 4],
    ['2+6÷3−1', 3],
    ['1.5+2.25', 3.75],
    ['.5×4', 2],
    ['2.×3', 6],
    ['0.1+0.2', 0.1 + 0.2],
    ['7÷2', 3.5],
    ['1−5', -4],
  ])('%s = %d', (expression, expected) => {
    expect(value(expression)).toBe(expected);
  });

  it('reads a minus where an operand starts (unary minus)', () => {
    expect(value('−3')).toBe(-3);
    expect(value('−3+5')).toBe(2);
    expect(value('2×−3')).toBe(-6);
    expect(value('6÷−2')).toBe(-3);
    expect(value('2−−3')).toBe(5);
  });

  it('reads the ASCII spellings of the operators as well', () => {
    expect(value('2*3-4/2')).toBe(4);
  });

  it('gives 0, not −0', () => {
    expect(Object.is(value('0×−1'), 0)).toBe(true);
    expect(Object.is(value('−0'), 0)).toBe(true);
  });

  it('tokenizes numbers and operators', () => {
    expect(tokenize('12.5×−3')).toEqual([
      { kind: 'number', value: 12.5 },
      { kind: 'operator', operator: '×' },
      { kind: 'operator', operator: '−' },
      { kind: 'number', value: 3 },
    ]);
  });
});

describe('evaluate: every bad input fails, and never throws', () => {
  it.each([
    // two operators in a row (a minus after an operator is a sign, so only other pairs)
    ['2+×3', 'missing-operand'],
    ['2×÷3', 'missing-operand'],
    ['2−+3', 'missing-operand'],
    ['2++3', 'missing-operand'],
    ['−−3', 'missing-operand'],
    ['2×−−3', 'missing-operand'],
    // several decimal points in one number
    ['1.2.3', 'malformed-number'],
    ['1..2', 'malformed-number'],
    ['4+1.2.3×2', 'malformed-number'],
    ['.', 'malformed-number'],
    ['2+.', 'malformed-number'],
    // empty
    ['', 'empty'],
    // a trailing or leading operator
    ['2+', 'missing-operand'],
    ['2×', 'missing-operand'],
    ['2−', 'missing-operand'],
    ['−', 'missing-operand'],
    ['×2', 'missing-operand'],
    ['÷2', 'missing-operand'],
    ['+2', 'missing-operand'],
    // letters and anything else that is not a digit, a point or an operator
    ['abc', 'unexpected-character'],
    ['2+a', 'unexpected-character'],
    ['1e3', 'unexpected-character'],
    ['Infinity', 'unexpected-character'],
    ['NaN', 'unexpected-character'],
    ['2 + 3', 'unexpected-character'],
    ['(2+3)', 'unexpected-character'],
    ['2^3', 'unexpected-character'],
    ['2%', 'unexpected-character'],
    ['1,5', 'unexpected-character'],
    ['alert(1)', 'unexpected-character'],
    ['٣+1', 'unexpected-character'],
    // division by zero
    ['1÷0', 'division-by-zero'],
    ['0÷0', 'division-by-zero'],
    ['5÷0.0', 'division-by-zero'],
    ['5÷−0', 'division-by-zero'],
    // beyond the range of numbers
    [`9${'9'.repeat(308)}×10`, 'out-of-range'],
    [`1${'0'.repeat(400)}`, 'out-of-range'],
  ])('%j → %s', (expression, reason) => {
    expect(error(expression)).toBe(reason);
  });
});

describe('no code path evaluates strings', () => {
  const dir = import.meta.dirname;
  const sources = readdirSync(dir)
    .filter(name => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map(name => ({ name, text: readFileSync(join(dir, name), 'utf8') }));

  it('the calculator modules exist', () => {
    expect(sources.map(s => s.name)).toEqual(expect.arrayContaining(['evaluate.ts', 'calculator-state.ts']));
  });
  it.each([
    ['eval()', /\beval\s*\(/],
    ['Function()', /\bFunction\s*\(/],
    ['setTimeout/setInterval', /\bset(?:Timeout|Interval)\s*\(/],
    ['dynamic import()', /\bimport\s*\(/],
  ])('never uses %s', (_name, pattern) => {
    expect(sources.filter(s => pattern.test(s.text)).map(s => s.name)).toEqual([]);
  });
});
