/** A piece of documentation text: plain, or code (between backticks in the source). */
export interface TextSpan {
  code: boolean;
  text: string;
}

/**
 * Splits JSDoc text at backticks: `` `value` `` becomes a code span. An unpaired backtick is kept
 * as plain text.
 */
export function codeSpans(text: string): TextSpan[] {
  const parts = text.split('`');
  if (parts.length % 2 === 0) {
    // Odd number of backticks: the last one opens nothing.
    const last = parts.pop()!;
    parts[parts.length - 1] += '`' + last;
  }
  return parts.map((part, i) => ({ code: i % 2 === 1, text: part })).filter(span => span.text !== '');
}
