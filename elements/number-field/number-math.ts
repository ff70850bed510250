/**
 * The pure logic of `<ds-number-field>`: reading a number typed in a language's own way, writing one
 * in it, and the steps, bounds and rounding of the value. No DOM; unit-tested in `number-math.unit.test.ts`.
 *
 * Nothing here throws or returns NaN: text that is not a number reads as `{ ok: false }`, and every
 * function takes missing, infinite or reversed bounds.
 */
import { clamp, decimalsOf, roundTo, significant } from '../internal/core/math.js';

/** The default `step`. */
export const DEFAULT_STEP = 1;

/** How many steps PageUp and PageDown make without a `large-step`. */
export const LARGE_STEP_FACTOR = 10;

/** `Intl.NumberFormat` allows at most this many fraction digits. */
const MAX_FRACTION_DIGITS = 20;

/** The bounds a value keeps to: `min`/`max` `null` when not set, `step` > 0. */
export interface NumberBounds {
  readonly min: number | null;
  readonly max: number | null;
  readonly step: number;
}

/** What `parseNumber` read: a number, `null` for empty text, or `ok: false` for text that is not a number. */
export type ParseResult = { readonly ok: true; readonly value: number | null } | { readonly ok: false };

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** A finite number, or `null` (not set) for anything else: `null`, `''`, `NaN`, `Infinity`, words. */
export function toFiniteOrNull(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

/**
 * Usable bounds: a missing or non-finite `min`/`max` is not set, a reversed pair is swapped, and a
 * step that is missing, 0, negative or not finite is 1.
 */
export function normalizeBounds(min: unknown, max: unknown, step: unknown): NumberBounds {
  const lo = toFiniteOrNull(min);
  const hi = toFiniteOrNull(max);
  const s = toFiniteOrNull(step);
  const [a, z] = lo !== null && hi !== null && lo > hi ? [hi, lo] : [lo, hi];
  return { min: a, max: z, step: s !== null && s > 0 ? s : DEFAULT_STEP };
}

/** `value` kept within the bounds that are set. */
export function clampTo(value: number, b: NumberBounds): number {
  return clamp(value, b.min ?? -Infinity, b.max ?? Infinity);
}

/** Decimals of the step grid: those of its base (`min`, else 0) or of the step, whichever has more. */
function gridDecimals(b: NumberBounds, step = b.step): number {
  return Math.max(decimalsOf(b.min ?? 0), decimalsOf(step));
}

/** Rounds away the float noise of a sum on the grid (0.1 + 0.2 is 0.3). */
function onGrid(value: number, decimals: number): number {
  return significant(roundTo(value, decimals));
}

/**
 * The nearest value on the step grid counted from `min` (from 0 without one), within the bounds.
 * A grid value past a bound gives the last grid value inside it.
 */
export function snapToStep(value: number, b: NumberBounds): number {
  if (!Number.isFinite(value)) return b.min ?? 0;
  const base = b.min ?? 0;
  const decimals = gridDecimals(b);
  const n = Math.round((clampTo(value, b) - base) / b.step);
  if (!Number.isFinite(n)) return clampTo(value, b);
  let v = onGrid(base + n * b.step, decimals);
  if (b.max !== null && v > b.max) v = onGrid(base + Math.floor((b.max - base) / b.step + 1e-9) * b.step, decimals);
  return clampTo(v, b);
}

/**
 * The value after one step of `amount` (`step`, or the large step) up (`direction` 1) or down (-1):
 * from a value on the grid, the next grid value; from one between two, the nearest in that direction
 * (as a native number input does). An empty value (`null`) starts from 0. The result is within the bounds
 * and rounded to the grid's decimals.
 */
export function stepValue(value: number | null, direction: 1 | -1, b: NumberBounds, amount = b.step): number {
  const size = finite(amount) && amount > 0 ? amount : b.step;
  const base = b.min ?? 0;
  const from = finite(value) ? value : 0;
  const decimals = gridDecimals(b, size);
  const offset = (from - base) / b.step;
  const rounded = Math.round(offset);
  // within float noise of a grid value counts as on it
  const onStep = Math.abs(offset - rounded) < 1e-9;
  let next: number;
  if (onStep) next = onGrid(base + rounded * b.step + direction * size, decimals);
  else {
    const toGrid = direction > 0 ? Math.ceil(offset) : Math.floor(offset);
    next = onGrid(base + toGrid * b.step + direction * (size - b.step), decimals);
  }
  return clampTo(next, b);
}

/** The large step of PageUp and PageDown: `largeStep` when it is a positive number, else 10 steps. */
export function largeStepOf(largeStep: unknown, b: NumberBounds): number {
  const n = toFiniteOrNull(largeStep);
  return n !== null && n > 0 ? n : onGrid(b.step * LARGE_STEP_FACTOR, decimalsOf(b.step));
}

/**
 * The value kept when the user commits (leaves the field, presses Enter): within the bounds, and
 * on the step grid with `snap`. Without `snap` a typed value keeps its decimals.
 */
export function commitValue(value: number | null, b: NumberBounds, snap: boolean): number | null {
  if (!finite(value)) return null;
  return snap ? snapToStep(value, b) : clampTo(value, b);
}

/**
 * The number as a form submits it: plain digits, a `.` for the decimals and a leading `-`, never an
 * exponent or grouping (`1234.5`, `0.0000001`, `1e21` as `1000000000000000000000`).
 */
export function plainNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const text = String(value + 0);
  if (!/e/i.test(text)) return text;
  if (Number.isInteger(value)) return BigInt(value).toString();
  return value.toFixed(Math.min(100, decimalsOf(value))).replace(/\.?0+$/, '');
}

// ---- language ------------------------------------------------------------------------------

/** The characters a language writes numbers with (see `symbolsOf`). */
export interface NumberSymbols {
  /** The ten digits, 0 to 9 (`٠`…`٩` in Arabic as written in Egypt). */
  readonly digits: readonly string[];
  /** The decimal separator (`.`, `,`, `٫`). */
  readonly decimal: string;
  /** The grouping separator (`,`, `.`, a narrow no-break space, `'`, `٬`). */
  readonly group: string;
  /** The minus sign. */
  readonly minus: string;
  /** Whether the text is a percent: the number shown is 100 times the value. */
  readonly percent: boolean;
  /** Words and signs around the number (currency, percent sign, unit), removed before reading it. */
  readonly affixes: readonly string[];
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An `Intl.NumberFormat` of `locale` with `options`, cached. A bad locale falls back to the browser's,
 * and bad options (an unknown currency, a unit Intl does not know) to a plain decimal format.
 */
export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (format) return format;
  const attempts: [string | undefined, Intl.NumberFormatOptions][] = [
    [locale || undefined, options],
    [undefined, options],
    [locale || undefined, {}],
    [undefined, {}],
  ];
  for (const [l, o] of attempts) {
    try {
      format = new Intl.NumberFormat(l, o);
      break;
    } catch {
      // RangeError: a bad locale or option; try the next, plainer one
    }
  }
  formats.set(key, format!);
  return format!;
}

const symbolCache = new Map<string, NumberSymbols>();

/** The digits, separators, minus sign and affixes of `locale` with `options`, read from `formatToParts`. */
export function symbolsOf(locale: string | undefined, options: Intl.NumberFormatOptions = {}): NumberSymbols {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  const cached = symbolCache.get(key);
  if (cached) return cached;
  const format = numberFormat(locale, options);
  const { locale: resolved, numberingSystem } = format.resolvedOptions();
  const plain = numberFormat(resolved, { numberingSystem, useGrouping: false, maximumFractionDigits: 0 });
  const digits = [...Array(10).keys()].map(d => plain.format(d));
  // the separators of the language, from a decimal format that writes both (a percent or yen format writes no decimals)
  const separators = numberFormat(resolved, { numberingSystem, minimumFractionDigits: 1 }).formatToParts(-1234567.5);
  const find = (type: string) => separators.find(p => p.type === type)?.value;
  const parts = format.formatToParts(-1234567.5);
  const affixes = new Set<string>();
  for (const p of [...parts, ...format.formatToParts(1234567.5), ...format.formatToParts(1)]) {
    if (['currency', 'percentSign', 'unit', 'literal', 'plusSign'].includes(p.type) && p.value.trim())
      affixes.add(p.value.trim());
  }
  const symbols: NumberSymbols = {
    digits,
    decimal: find('decimal') ?? '.',
    group: find('group') ?? ',',
    minus: find('minusSign') ?? '-',
    percent: format.resolvedOptions().style === 'percent',
    // longest first, so that "US$" goes before "$"
    affixes: [...affixes].sort((a, b) => b.length - a.length),
  };
  symbolCache.set(key, symbols);
  return symbols;
}

/** Marks that give direction but no meaning (LRM, RLM, ALM), which Intl writes around numbers in Arabic and Hebrew. */
const BIDI_MARKS = /[\u200e\u200f\u061c]/g;
/** Minus signs a user may type: the hyphen-minus, the Unicode minus, the dashes of a keyboard's autocorrect. */
const MINUS_SIGNS = /^[-\u2212\u2012\u2013\ufe63\uff0d]/;
/** Spaces a language may group digits with (space, no-break space, narrow no-break space, thin space). */
const SPACES = /[\s\u00a0\u202f\u2009]/;
/** Apostrophes used as grouping (Swiss German). */
const APOSTROPHES = /['\u2019\u02bc]/;

/**
 * Reads `text` as a number written in `locale` (with the affixes of `options`: currency, percent sign,
 * unit): `{ ok: true, value }` with `value` `null` for empty text, or `{ ok: false }` for text that is
 * not a number (words, two decimal separators, a lone minus, a number too large for a double).
 *
 * Accepted: the language's digits and ASCII digits; its decimal separator (and `.` when the language
 * does not group with it); its grouping separator between groups of two or three digits (spaces and
 * apostrophes for a language that groups with them); a leading or trailing minus (`-`, `−`) or plus;
 * the currency, percent sign or unit of the format anywhere around the number. A percent is divided
 * by 100 (`25 %` is 0.25). No exponents (`1e5`).
 */
export function parseNumber(
  text: string,
  locale: string | undefined,
  options: Intl.NumberFormatOptions = {},
): ParseResult {
  if (typeof text !== 'string') return { ok: false };
  const sym = symbolsOf(locale, options);
  let s = text.replace(BIDI_MARKS, '').trim();
  if (s === '') return { ok: true, value: null };
  for (const affix of sym.affixes) s = s.split(affix).join(' ');
  s = s.replace(/%|\u066a/g, sym.percent ? ' ' : '%').trim();
  // the sign: leading, or trailing as some languages and accounting formats write it
  let negative = false;
  const minus = sym.minus.replace(BIDI_MARKS, '');
  if (MINUS_SIGNS.test(s) || (minus && s.startsWith(minus))) {
    negative = true;
    s = s.slice(MINUS_SIGNS.test(s) ? 1 : minus.length).trim();
  } else if (/[-\u2212]$/.test(s)) {
    negative = true;
    s = s.slice(0, -1).trim();
  } else if (s.startsWith('+')) s = s.slice(1).trim();
  // the language's digits to ASCII
  s = [...s].map(ch => (sym.digits.includes(ch) ? String(sym.digits.indexOf(ch)) : ch)).join('');
  // separators to `.` (decimal) and `_` (group)
  const groupIsSpace = SPACES.test(sym.group);
  const groupIsApostrophe = APOSTROPHES.test(sym.group);
  s = [...s]
    .map(ch => {
      if (ch === sym.decimal) return '.';
      if (ch === sym.group || (groupIsSpace && SPACES.test(ch)) || (groupIsApostrophe && APOSTROPHES.test(ch)))
        return '_';
      // a `.` is read as the decimal separator in a language that neither groups nor separates decimals with it
      if (ch === '.' && sym.group !== '.') return '.';
      return ch;
    })
    .join('');
  const match = /^(\d{1,3}(?:_\d{2,3})*|\d+)(?:\.(\d*))?$|^\.(\d+)$/.exec(s);
  if (!match) return { ok: false };
  const integer = (match[1] ?? '0').replace(/_/g, '');
  // grouped digits end in a group of three (1,234 and 12,34,567; never 1,23)
  if (match[1]?.includes('_') && !/_\d{3}$/.test(match[1])) return { ok: false };
  const fraction = match[2] ?? match[3] ?? '';
  const exponent = sym.percent ? 'e-2' : '';
  const value = Number(`${negative ? '-' : ''}${integer}.${fraction || '0'}${exponent}`);
  if (!Number.isFinite(value)) return { ok: false };
  return { ok: true, value: value + 0 };
}

/**
 * The format options the field shows `value` with: the author's, with enough fraction digits for the
 * step (a step of 0.05 shows two decimals, 0.001 three), so that stepping always shows a change, and
 * for the value itself, so that the text shows the number the form submits (12.345 is not shown as
 * 12.35). An author's `maximumFractionDigits` or significant digits win.
 */
export function displayOptions(
  options: Intl.NumberFormatOptions | null | undefined,
  step: number,
  value: number | null = null,
): Intl.NumberFormatOptions {
  const own: Intl.NumberFormatOptions = { ...(options ?? {}) };
  const percent = own.style === 'percent';
  const needed = Math.max(0, Math.max(decimalsOf(step), finite(value) ? decimalsOf(value) : 0) - (percent ? 2 : 0));
  // the author's own precision wins
  if (
    own.maximumFractionDigits !== undefined ||
    own.maximumSignificantDigits !== undefined ||
    own.minimumSignificantDigits !== undefined
  )
    return own;
  const resolved = numberFormat(undefined, own).resolvedOptions();
  const max = Math.min(MAX_FRACTION_DIGITS, Math.max(resolved.maximumFractionDigits ?? 3, needed));
  own.maximumFractionDigits = max;
  if ((own.minimumFractionDigits ?? 0) > max) own.minimumFractionDigits = max;
  return own;
}

/** `value` written in `locale` with `options` (`''` for `null` or a value that is not finite). */
export function formatValue(
  value: number | null,
  locale: string | undefined,
  options: Intl.NumberFormatOptions = {},
): string {
  if (!finite(value)) return '';
  return numberFormat(locale, options).format(value);
}
