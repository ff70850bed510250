/** The calculator's four operators as the display writes them (+ − × ÷). */
export const OPERATORS = ['+', '−', '×', '÷'] as const;
export type Operator = (typeof OPERATORS)[number];

export const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
export const DECIMAL_POINT = '.';

/** Everything the calculator accepts into its expression. */
export type CalculatorInput = (typeof DIGITS)[number] | typeof DECIMAL_POINT | Operator;

/** Keyboard spellings of the operators: the ASCII keys people type for them. */
const OPERATOR_ALIASES: Readonly<Record<string, Operator>> = {
  '+': '+',
  '-': '−',
  '−': '−',
  '*': '×',
  x: '×',
  X: '×',
  '×': '×',
  '/': '÷',
  '÷': '÷',
};

export const isOperator = (char: string | undefined): char is Operator =>
  char !== undefined && (OPERATORS as readonly string[]).includes(char);

export const isDigit = (char: string | undefined): char is (typeof DIGITS)[number] =>
  char !== undefined && char.length === 1 && char >= '0' && char <= '9';

/** The calculator input a typed character stands for (`*` → ×, `-` → −), or `undefined` for anything else. */
export function inputFromChar(char: string): CalculatorInput | undefined {
  if (isDigit(char) || char === DECIMAL_POINT) return char;
  return OPERATOR_ALIASES[char];
}
