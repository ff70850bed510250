import type { CalculatorAction } from './calculator/calculator-state';

/** One key of the calculator's pad: what it shows, its accessible name, what it does, how it looks. */
export interface CalculatorKey {
  readonly text: string;
  /** The accessible name where the symbol alone reads badly ("÷" → "Divide"). */
  readonly name?: string;
  readonly action: CalculatorAction;
  readonly kind: 'digit' | 'operator' | 'clear' | 'equals';
  /** `wide` spans two columns, `tall` two rows. */
  readonly shape?: 'wide' | 'tall';
}

const digit = (text: CalculatorKey['text'] & `${number}`): CalculatorKey => ({
  text,
  action: { type: 'input', input: text as '0' },
  kind: 'digit',
  ...(text === '0' ? { shape: 'wide' } : {}),
});

/**
 * The 4-column pad, in reading order (the grid places them by flowing row by row):
 * clear (wide) ÷ × / 7 8 9 − / 4 5 6 + / 1 2 3 = (tall) / 0 (wide) .
 */
export const CALCULATOR_KEYS: readonly CalculatorKey[] = [
  { text: 'C', name: 'Clear', action: { type: 'clear' }, kind: 'clear', shape: 'wide' },
  { text: '÷', name: 'Divide', action: { type: 'input', input: '÷' }, kind: 'operator' },
  { text: '×', name: 'Multiply', action: { type: 'input', input: '×' }, kind: 'operator' },
  digit('7'),
  digit('8'),
  digit('9'),
  { text: '−', name: 'Minus', action: { type: 'input', input: '−' }, kind: 'operator' },
  digit('4'),
  digit('5'),
  digit('6'),
  { text: '+', name: 'Plus', action: { type: 'input', input: '+' }, kind: 'operator' },
  digit('1'),
  digit('2'),
  digit('3'),
  { text: '=', name: 'Equals', action: { type: 'evaluate' }, kind: 'equals', shape: 'tall' },
  digit('0'),
  { text: '.', name: 'Decimal point', action: { type: 'input', input: '.' }, kind: 'digit' },
];
