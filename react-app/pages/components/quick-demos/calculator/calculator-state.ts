import { evaluate, type EvaluationError } from './evaluate';
import { isDigit, isOperator, type CalculatorInput } from './symbols';

/** The calculator's state; `result` is `null` while there is none. */
export interface CalculatorState {
  readonly expression: string;
  readonly result: number | null;
}

export type CalculatorAction =
  { type: 'input'; input: CalculatorInput } | { type: 'backspace' } | { type: 'clear' } | { type: 'evaluate' };

export const INITIAL_EXPRESSION = '0';
export const initialCalculatorState: CalculatorState = { expression: INITIAL_EXPRESSION, result: null };

/**
 * The entry rules: a digit replaces a lone "0"; an operator is appended (also
 * to "0") unless the expression already ends in one; decimal points are never refused (a second
 * one in a number makes the expression fail at `=`). Any edit drops the shown result, so the
 * large line always belongs to the expression being edited.
 */
export function enterInput(expression: string, input: CalculatorInput): string {
  if (isDigit(input) && expression === INITIAL_EXPRESSION) return input;
  if (isOperator(input) && isOperator(expression.at(-1))) return expression;
  return expression + input;
}

/** The next state, and the evaluation error when `=` failed (the caller shows the snackbar). */
export function calculatorReducer(
  state: CalculatorState,
  action: CalculatorAction,
): { state: CalculatorState; error?: EvaluationError } {
  switch (action.type) {
    case 'input': {
      const expression = enterInput(state.expression, action.input);
      if (expression === state.expression) return { state };
      return { state: { expression, result: null } };
    }
    case 'backspace': {
      const expression = state.expression.slice(0, -1) || INITIAL_EXPRESSION;
      return { state: { expression, result: null } };
    }
    case 'clear':
      return { state: initialCalculatorState };
    case 'evaluate': {
      const evaluation = evaluate(state.expression);
      if (!evaluation.ok) return { state: { expression: state.expression, result: null }, error: evaluation.error };
      return { state: { expression: state.expression, result: evaluation.value } };
    }
  }
}
