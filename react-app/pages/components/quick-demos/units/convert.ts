import type { Unit, UnitCategory } from './unit-categories';

/** Significant digits kept where a category does not round: enough for any factor, hardly any of the binary noise. */
const SIGNIFICANT_DIGITS = 15;

/** How many `to` units make one `from` unit: the N of the hint. */
export const conversionFactor = (from: Unit, to: Unit): number => to.factor / from.factor;

/** The number a field's text stands for (parsed as a float, "12abc" is 12), or `undefined`. */
export function parseValue(text: string): number | undefined {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : undefined;
}

/** What the other field shows when a result is too large for a number (1e308 g in mg is Infinity). */
export const TOO_LARGE_TO_SHOW = 'Too large to show';

/**
 * A converted value as a number field's text: rounded to the category's decimals (time: 5, so
 * values below 0.00001 read 0) or to 15 significant digits, without grouping ("1000", "1e-9");
 * `TOO_LARGE_TO_SHOW` for a result beyond the largest number (Infinity).
 */
export function formatValue(value: number, category: UnitCategory): string {
  if (!Number.isFinite(value)) return TOO_LARGE_TO_SHOW;
  const rounded =
    category.decimals === undefined ? Number(value.toPrecision(SIGNIFICANT_DIGITS)) : roundTo(value, category.decimals);
  return String(rounded === 0 ? 0 : rounded);
}

/** `value` rounded to `decimals` places; a value too large to scale has no decimals left to round. */
function roundTo(value: number, decimals: number): number {
  const scaled = value * 10 ** decimals;
  return Number.isFinite(scaled) ? Math.round(scaled) / 10 ** decimals : value;
}

/**
 * What a number field of the converter shows for its text: the text itself with "0" as the
 * placeholder, or for `TOO_LARGE_TO_SHOW` (which a number field cannot hold) an empty field that
 * says so in its placeholder.
 */
export function numberFieldOf(text: string): { value: string; placeholder: string } {
  return text === TOO_LARGE_TO_SHOW ? { value: '', placeholder: TOO_LARGE_TO_SHOW } : { value: text, placeholder: '0' };
}

/**
 * The text of the other field after one field changed: the converted value (`TOO_LARGE_TO_SHOW`
 * when it overflows), or empty when the text is not a number (no message).
 */
export function convertText(text: string, from: Unit, to: Unit, category: UnitCategory): string {
  const value = parseValue(text);
  if (value === undefined) return '';
  // Divide and multiply the factors first: 1 g → mg is 1 × (1e6 / 1000), exactly 1000.
  return formatValue(value * conversionFactor(from, to), category);
}

/** Whole factors in full ("1,024"), others to 6 significant digits, as the factors are usually written ("2.20462"). */
const wholeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const fractionFormat = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 6 });

/** The hint: "Multiply the X value by N to get the Y value". */
export function conversionHint(from: Unit, to: Unit): string {
  const n = Number(conversionFactor(from, to).toPrecision(SIGNIFICANT_DIGITS));
  const factor = (Number.isInteger(n) ? wholeFormat : fractionFormat).format(n);
  return `Multiply the ${from.name} value by ${factor} to get the ${to.name} value`;
}
