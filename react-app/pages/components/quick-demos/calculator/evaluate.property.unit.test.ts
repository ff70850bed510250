import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate';
import { OPERATORS, type Operator } from './symbols';

/**
 * Property tests: thousands of generated expressions checked against references written
 * another way, a shunting-yard evaluator over floats (same rounding order, so equal to the bit)
 * and an exact one over BigInt fractions (equal up to float rounding).
 */

const RUNS = 3000;

// ---- generators ----

const digits = (min: number, max: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map(d => d.join(''));

/** Number literals as people type them: "12", "0.25", ".5", "7.". */
const literal = fc.oneof(
  digits(1, 5),
  fc.tuple(digits(1, 4), digits(1, 4)).map(([a, b]) => `${a}.${b}`),
  digits(1, 4).map(b => `.${b}`),
  digits(1, 4).map(a => `${a}.`),
);

interface Operand {
  negative: boolean;
  literal: string;
}
interface Expression {
  first: Operand;
  rest: [Operator, Operand][];
}

const operand = (allowNegative: boolean) =>
  fc.record({ negative: allowNegative ? fc.boolean() : fc.constant(false), literal });

const expression = (operators: readonly Operator[], allowNegative: boolean): fc.Arbitrary<Expression> =>
  fc.record({
    first: operand(allowNegative),
    rest: fc.array(fc.tuple(fc.constantFrom(...operators), operand(allowNegative)), { maxLength: 8 }),
  });

const render = ({ first, rest }: Expression) =>
  [first, ...rest.flatMap(([op, o]) => [op, o] as const)]
    .map(part => (typeof part === 'string' ? part : `${part.negative ? '−' : ''}${part.literal}`))
    .join('');

// ---- reference 1: shunting-yard over floats ----

const PRECEDENCE: Record<Operator, number> = { '+': 1, '−': 1, '×': 2, '÷': 2 };

function shuntingYard({ first, rest }: Expression): number | 'division-by-zero' {
  const operandValue = (o: Operand) => (o.negative ? -Number(o.literal) : Number(o.literal));
  const values: number[] = [operandValue(first)];
  const operators: Operator[] = [];
  let divisionByZero = false;
  const apply = () => {
    const op = operators.pop()!;
    const b = values.pop()!;
    const a = values.pop()!;
    if (op === '÷' && b === 0) divisionByZero = true;
    values.push(op === '+' ? a + b : op === '−' ? a - b : op === '×' ? a * b : a / b);
  };
  for (const [op, o] of rest) {
    while (operators.length > 0 && PRECEDENCE[operators.at(-1)!] >= PRECEDENCE[op]) apply();
    operators.push(op);
    values.push(operandValue(o));
  }
  while (operators.length > 0) apply();
  return divisionByZero ? 'division-by-zero' : values[0]!;
}

// ---- reference 2: exact fractions (positive operands, + × ÷ only: no cancellation) ----

interface Fraction {
  n: bigint;
  d: bigint;
}
const fraction = (text: string): Fraction => {
  const [whole = '', decimals = ''] = text.split('.');
  return { n: BigInt((whole || '0') + decimals), d: 10n ** BigInt(decimals.length) };
};
const add = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
const multiply = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.n, d: a.d * b.d });
const divide = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.d, d: a.d * b.n });

/** Sums of products, folded left to right: the grammar written as a loop over terms. */
function exact({ first, rest }: Expression): Fraction | 'division-by-zero' {
  let sum: Fraction = { n: 0n, d: 1n };
  let term = fraction(first.literal);
  for (const [op, o] of rest) {
    const next = fraction(o.literal);
    if (op === '+') {
      sum = add(sum, term);
      term = next;
    } else if (op === '×') {
      term = multiply(term, next);
    } else {
      if (next.n === 0n) return 'division-by-zero';
      term = divide(term, next);
    }
  }
  return add(sum, term);
}

/** n/d as a float, precise enough for a relative comparison (both scaled into range first). */
function toNumber({ n, d }: Fraction): number {
  if (n === 0n) return 0;
  const scale = BigInt(Math.max(0, d.toString().length - n.toString().length + 20));
  return Number((n * 10n ** scale) / d) / 10 ** Number(scale);
}

describe('evaluate, property-based', () => {
  it('agrees to the bit with a shunting-yard evaluator on generated expressions', () => {
    fc.assert(
      fc.property(expression(OPERATORS, true), parsed => {
        const text = render(parsed);
        const result = evaluate(text);
        const reference = shuntingYard(parsed);
        if (reference === 'division-by-zero') {
          expect(result).toEqual({ ok: false, error: 'division-by-zero' });
        } else {
          expect(result).toEqual({ ok: true, value: reference === 0 ? 0 : reference });
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('agrees with exact fraction arithmetic up to float rounding', () => {
    fc.assert(
      fc.property(expression(['+', '×', '÷'], false), parsed => {
        const result = evaluate(render(parsed));
        const reference = exact(parsed);
        if (reference === 'division-by-zero') {
          expect(result).toEqual({ ok: false, error: 'division-by-zero' });
          return;
        }
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const expected = toNumber(reference);
        const tolerance = 1e-12 * Math.abs(expected);
        expect(Math.abs(result.value - expected)).toBeLessThanOrEqual(tolerance);
      }),
      { numRuns: RUNS },
    );
  });

  it('accepts exactly the strings of the grammar, and never throws', () => {
    const number = String.raw`(?:\d+\.?\d*|\.\d+)`;
    const grammar = new RegExp(`^−?${number}(?:[+−×÷]−?${number})*$`);
    const text = fc.array(fc.constantFrom(...'0123456789.+−×÷'), { maxLength: 14 }).map(c => c.join(''));
    fc.assert(
      fc.property(text, candidate => {
        const result = evaluate(candidate);
        if (grammar.test(candidate)) {
          expect(result.ok || result.error === 'division-by-zero').toBe(true);
        } else {
          expect(result.ok).toBe(false);
          if (!result.ok) expect(result.error).not.toBe('division-by-zero');
        }
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('fails, without throwing, on any text with a character outside the calculator’s', () => {
    // x and X are typed aliases of × (symbols.ts): "0x0" is 0 (fast-check found it, seed 423943486)
    const foreign = fc.string({ minLength: 1, maxLength: 1 }).filter(c => !/^[0-9.+−×÷*/xX-]$/.test(c));
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), foreign, fc.string({ maxLength: 6 }), (before, char, after) => {
        expect(evaluate(before + char + after).ok).toBe(false);
      }),
      { numRuns: RUNS },
    );
  });
});
