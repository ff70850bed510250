import { DECIMAL_POINT, inputFromChar, isDigit, isOperator, type Operator } from './symbols';

/**
 * The calculator's arithmetic: a tokenizer and a recursive-descent parser that
 * computes as it parses. It reads numbers (`12`, `1.5`, `.5`, `2.`), the four operators with the
 * usual precedence (× ÷ before + −, left to right), and a minus in front of a number where an
 * operand starts ("−2×−3"). Nothing else is an expression, and nothing is ever run as script.
 */

export type EvaluationError =
  'empty' | 'unexpected-character' | 'malformed-number' | 'missing-operand' | 'division-by-zero' | 'out-of-range';

export type Evaluation = { ok: true; value: number } | { ok: false; error: EvaluationError };

type Token = { kind: 'number'; value: number } | { kind: 'operator'; operator: Operator };

class CalculationError extends Error {
  constructor(readonly reason: EvaluationError) {
    super(reason);
  }
}

/** Splits an expression into numbers and operators; a run of digits and points with two points is malformed. */
export function tokenize(expression: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < expression.length) {
    const char = expression[i]!;
    if (isDigit(char) || char === DECIMAL_POINT) {
      let end = i;
      while (end < expression.length && (isDigit(expression[end]) || expression[end] === DECIMAL_POINT)) end++;
      tokens.push({ kind: 'number', value: parseNumber(expression.slice(i, end)) });
      i = end;
      continue;
    }
    // ASCII spellings (* / -) are read too, so text pasted or typed elsewhere means the same.
    const operator = inputFromChar(char);
    if (!isOperator(operator)) throw new CalculationError('unexpected-character');
    tokens.push({ kind: 'operator', operator });
    i++;
  }
  return tokens;
}

/** "12", "1.5", ".5" and "2." are numbers; ".", "1.2.3" are not. */
function parseNumber(text: string): number {
  const points = text.split(DECIMAL_POINT).length - 1;
  if (points > 1 || text === DECIMAL_POINT) throw new CalculationError('malformed-number');
  // Only digits and at most one point reach here, so Number() reads exactly the decimal written.
  return Number(text);
}

/** Recursive descent over the tokens: expression := term (('+'|'−') term)*; term := operand (('×'|'÷') operand)*. */
class Parser {
  #position = 0;
  /** Noted, not thrown at once: a syntax error later in the text is the better report. */
  #dividedByZero = false;
  constructor(private readonly tokens: readonly Token[]) {}

  parse(): number {
    if (this.tokens.length === 0) throw new CalculationError('empty');
    const value = this.#expression();
    // The grammar consumes every well-formed token list; anything left is a stray operator.
    if (this.#position < this.tokens.length) throw new CalculationError('missing-operand');
    if (this.#dividedByZero) throw new CalculationError('division-by-zero');
    return value;
  }

  #expression(): number {
    let value = this.#term();
    for (let operator = this.#peekOperator('+', '−'); operator; operator = this.#peekOperator('+', '−')) {
      this.#position++;
      const right = this.#term();
      value = operator === '+' ? value + right : value - right;
    }
    return value;
  }

  #term(): number {
    let value = this.#operand();
    for (let operator = this.#peekOperator('×', '÷'); operator; operator = this.#peekOperator('×', '÷')) {
      this.#position++;
      const right = this.#operand();
      if (operator === '÷' && right === 0) this.#dividedByZero = true;
      value = operator === '×' ? value * right : value / right;
    }
    return value;
  }

  /** A number, with at most one minus in front of it (a unary minus: "−3", "2×−3"; not "−−3"). */
  #operand(): number {
    const negative = this.#peekOperator('−') !== undefined;
    if (negative) this.#position++;
    const token = this.tokens[this.#position];
    if (token?.kind !== 'number') throw new CalculationError('missing-operand');
    this.#position++;
    return negative ? -token.value : token.value;
  }

  #peekOperator(...operators: Operator[]): Operator | undefined {
    const token = this.tokens[this.#position];
    return token?.kind === 'operator' && operators.includes(token.operator) ? token.operator : undefined;
  }
}

/** Evaluates a calculator expression; never throws. Division by zero and results beyond ±1.8e308 are errors. */
export function evaluate(expression: string): Evaluation {
  try {
    const value = new Parser(tokenize(expression)).parse();
    if (!Number.isFinite(value)) return { ok: false, error: 'out-of-range' };
    // −0 reads as "0", not "-0"
    return { ok: true, value: value === 0 ? 0 : value };
  } catch (error) {
    if (error instanceof CalculationError) return { ok: false, error: error.reason };
    throw error;
  }
}
