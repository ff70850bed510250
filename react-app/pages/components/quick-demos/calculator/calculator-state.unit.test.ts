import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculatorReducer,
  enterInput,
  initialCalculatorState,
  type CalculatorAction,
  type CalculatorState,
} from './calculator-state';
import { formatResult } from './format-result';
import { DECIMAL_POINT, DIGITS, inputFromChar, isOperator, OPERATORS, type CalculatorInput } from './symbols';

const run = (actions: CalculatorAction[], state: CalculatorState = initialCalculatorState) =>
  actions.reduce((s, action) => calculatorReducer(s, action).state, state);
const type = (text: string): CalculatorAction[] =>
  [...text].map(char => ({ type: 'input', input: inputFromChar(char)! }) as const);

describe('entry rules', () => {
  it('starts at "0" with no result', () => {
    expect(initialCalculatorState).toEqual({ expression: '0', result: null });
  });
  it('a digit replaces a lone "0"', () => {
    expect(enterInput('0', '7')).toBe('7');
    expect(enterInput('0', '0')).toBe('0');
    expect(enterInput('10', '0')).toBe('100');
    expect(enterInput('2+0', '5')).toBe('2+05');
  });
  it('an operator is appended, also to "0"', () => {
    expect(enterInput('0', '+')).toBe('0+');
    expect(enterInput('12', '×')).toBe('12×');
  });
  it('a second operator in a row is ignored', () => {
    expect(enterInput('12+', '×')).toBe('12+');
    expect(enterInput('12+', '−')).toBe('12+');
    expect(run(type('3+*-/4')).expression).toBe('3+4');
  });
  it('does not guard against several decimal points', () => {
    expect(run(type('1.2.3')).expression).toBe('1.2.3');
    expect(enterInput('0', DECIMAL_POINT)).toBe('0.');
  });
  it('= stores the result; a failed = empties it and reports why', () => {
    const done = calculatorReducer(run(type('2+3×4')), { type: 'evaluate' });
    expect(done).toEqual({ state: { expression: '2+3×4', result: 14 } });
    const failed = calculatorReducer({ expression: '1.2.3', result: 5 }, { type: 'evaluate' });
    expect(failed).toEqual({ state: { expression: '1.2.3', result: null }, error: 'malformed-number' });
    expect(calculatorReducer({ expression: '4÷0', result: null }, { type: 'evaluate' }).error).toBe('division-by-zero');
  });
  it('an edit drops the result; an ignored key keeps it', () => {
    const withResult: CalculatorState = { expression: '2+3', result: 5 };
    expect(run(type('×2'), withResult)).toEqual({ expression: '2+3×2', result: null });
    const trailing: CalculatorState = { expression: '2+', result: 7 };
    expect(run(type('×'), trailing)).toBe(trailing);
  });
  it('Backspace removes the last character, down to "0"', () => {
    expect(run([{ type: 'backspace' }], { expression: '12+', result: null }).expression).toBe('12');
    expect(run([{ type: 'backspace' }], { expression: '7', result: 7 })).toEqual({ expression: '0', result: null });
    expect(run([{ type: 'backspace' }], initialCalculatorState).expression).toBe('0');
  });
  it('Clear resets to "0" with no result', () => {
    expect(run([{ type: 'clear' }], { expression: '9×9', result: 81 })).toEqual(initialCalculatorState);
  });
  it('keyboard characters map to inputs; anything else is refused', () => {
    expect(['*', 'x', 'X', '/', '-', '+', '.', '5'].map(inputFromChar)).toEqual([
      '×',
      '×',
      '×',
      '÷',
      '−',
      '+',
      '.',
      '5',
    ]);
    expect(['a', 'e', ' ', '=', 'Enter', '(', '%', ','].map(inputFromChar)).toEqual(Array(8).fill(undefined));
  });

  it('property: whatever is pressed, the expression has only accepted characters and never two operators in a row', () => {
    const inputs: CalculatorInput[] = [...DIGITS, DECIMAL_POINT, ...OPERATORS];
    const action = fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...inputs).map(input => ({ type: 'input', input }) as const) },
      { weight: 1, arbitrary: fc.constantFrom({ type: 'backspace' } as const, { type: 'evaluate' } as const) },
      { weight: 1, arbitrary: fc.constant({ type: 'clear' } as const) },
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), actions => {
        const { expression, result } = run(actions);
        expect(expression).toMatch(/^[0-9.+−×÷]+$/);
        expect([...expression].some((c, i) => isOperator(c) && isOperator(expression[i + 1]))).toBe(false);
        // a digit typed on the lone "0" replaced it, so the expression never starts "0" + digit
        expect(/^0[0-9]/.test(expression)).toBe(false);
        expect(result === null || Number.isFinite(result)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatResult: the locale’s number format', () => {
  it('groups and separates as the locale does', () => {
    expect(formatResult(1234.5, 'en-US')).toBe('1,234.5');
    expect(formatResult(1234.5, 'de-DE')).toBe('1.234,5');
    expect(formatResult(-42, 'en-US')).toBe('-42');
  });
  it('hides binary noise (12 significant digits)', () => {
    expect(formatResult(0.1 + 0.2, 'en-US')).toBe('0.3');
    expect(formatResult(1 / 3, 'en-US')).toBe('0.333333333333');
  });
  it('writes very large and very small values in scientific notation; 0 and −0 as 0', () => {
    expect(formatResult(1.5e13, 'en-US')).toBe('1.5E13');
    expect(formatResult(2.5e-7, 'en-US')).toBe('2.5E-7');
    expect(formatResult(999_999_999_999, 'en-US')).toBe('999,999,999,999');
    expect(formatResult(-0, 'en-US')).toBe('0');
  });
});
