import en from '../translations/en.js';

/**
 * Pure validation of `<ds-text-field>` values: the generic rules every field may have (required, min,
 * max, minLength, maxLength, pattern, validate), each with an optional message, plus the value
 * sanitising of the native input types. No DOM: unit-tested in Node (`validation.unit.test.ts`).
 */

/** The generic form-field error types. */
export const validationRules = ['required', 'min', 'max', 'minLength', 'maxLength', 'pattern', 'validate'] as const;
export type ValidationRule = (typeof validationRules)[number];

/** Messages that replace the default ones, per rule. `{min}`, `{max}`, `{minLength}`,
 * `{maxLength}` and `{length}` are replaced by the constraint and the current length. */
export type ValidationMessages = Partial<Record<ValidationRule, string>>;

/** A custom rule: returns a message when `value` is invalid, nothing (or `''`) when it is valid. */
export type TextFieldValidator = (value: string) => string | null | undefined;

/** Valid values of `<ds-text-field type>`. */
export const textFieldTypes = ['text', 'email', 'password', 'number', 'search', 'tel', 'url'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

/** The constraints as the element's attributes give them: any of them may be missing or bad. */
export interface RawConstraints {
  type?: string | null;
  required?: boolean;
  min?: number | string | null;
  max?: number | string | null;
  minLength?: number | string | null;
  maxLength?: number | string | null;
  pattern?: string | null;
  validator?: TextFieldValidator | null;
  /** Multi-line text (a textarea): `type`, `min`, `max` and `pattern` do not apply. */
  multiline?: boolean;
}

/** Constraints after `normalizeConstraints()`: only the ones that can apply. */
export interface Constraints {
  type: TextFieldType;
  multiline: boolean;
  required: boolean;
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: RegExp;
  /** The pattern as written (for messages). */
  patternSource?: string;
  validator?: TextFieldValidator;
}

/** One failed rule: the first one found, in the order of `validationRules` (type checks count as `pattern`). */
export interface ValidationError {
  rule: ValidationRule;
  /** The flag of `ValidityState` that matches the failure, e.g. `valueMissing`. */
  flag: keyof ValidityStateFlags;
  message: string;
}

/** The default messages of every rule, and the `pattern` messages of the types whose syntax is checked (`email`, `url`, `number`), in one language. */
export type ValidationWords = Readonly<Record<ValidationRule | 'email' | 'url' | 'number', string>>;

const { email, url, number, ...englishRules } = en.validation;

/** The `pattern` message of a type whose syntax is checked (none for the others). */
function typeMessage(type: TextFieldType, words: ValidationWords): string | undefined {
  return type === 'email' || type === 'url' || type === 'number' ? words[type] : undefined;
}

/** The default messages (English; other languages: `translations/`). */
export const defaultMessages: Readonly<Record<ValidationRule, string>> = englishRules;

/** `type` as given, or `text` for anything unknown. */
export function normalizeType(type: unknown): TextFieldType {
  return typeof type === 'string' && (textFieldTypes as readonly string[]).includes(type.toLowerCase())
    ? (type.toLowerCase() as TextFieldType)
    : 'text';
}

/** A finite number, or `undefined` (for `null`, `''`, `NaN`, `Infinity`, words). */
export function toFiniteNumber(value: unknown): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** A non-negative integer length, or `undefined` (negative, fractional strings are floored). */
function toLength(value: unknown): number | undefined {
  const n = toFiniteNumber(value);
  return n === undefined || n < 0 ? undefined : Math.floor(n);
}

/**
 * Compiles an HTML `pattern` the way browsers do: the whole value must match (`^(?:…)$`),
 * with the `v` flag (or `u` in older engines). An invalid pattern gives `undefined` (ignored,
 * as browsers ignore it).
 */
export function compilePattern(pattern: string | null | undefined): RegExp | undefined {
  if (typeof pattern !== 'string' || pattern === '') return undefined;
  for (const flags of ['v', 'u']) {
    try {
      return new RegExp(`^(?:${pattern})$`, flags);
    } catch {
      // try the next flag set; an invalid pattern fails both
    }
  }
  return undefined;
}

/**
 * Keeps the constraints that can apply and drops bad ones, never throwing:
 * - a missing, empty, `NaN` or infinite `min`/`max`, and a negative `minLength`/`maxLength`, is ignored;
 * - a lower bound above its upper bound is ignored (`min` > `max`: `min`; `minLength` > `maxLength`: `minLength`),
 *   so the field can still be filled in;
 * - `min`/`max` apply to `type="number"` only, `pattern` to single-line fields only (as in HTML);
 * - an invalid `pattern` is ignored.
 */
export function normalizeConstraints(raw: RawConstraints): Constraints {
  const multiline = Boolean(raw.multiline);
  const type = multiline ? 'text' : normalizeType(raw.type);
  const out: Constraints = { type, multiline, required: Boolean(raw.required) };

  if (type === 'number') {
    const min = toFiniteNumber(raw.min);
    const max = toFiniteNumber(raw.max);
    if (max !== undefined) out.max = max;
    if (min !== undefined && (max === undefined || min <= max)) out.min = min;
  }

  const minLength = toLength(raw.minLength);
  const maxLength = toLength(raw.maxLength);
  if (maxLength !== undefined) out.maxLength = maxLength;
  if (minLength !== undefined && (maxLength === undefined || minLength <= maxLength)) out.minLength = minLength;

  if (!multiline) {
    const pattern = compilePattern(raw.pattern);
    if (pattern) {
      out.pattern = pattern;
      out.patternSource = raw.pattern ?? '';
    }
  }
  if (typeof raw.validator === 'function') out.validator = raw.validator;
  return out;
}

/**
 * The value as the native input of `type` holds it (HTML "value sanitization"): line breaks
 * removed on single-line fields; e-mail and URL trimmed; a number field keeps only a valid
 * number (else `''`). Multi-line values are kept as they are.
 */
export function sanitizeValue(value: unknown, type: TextFieldType, multiline = false): string {
  const text = value === null || value === undefined ? '' : String(value);
  if (multiline) return text.replace(/\r\n?/g, '\n');
  const oneLine = text.replace(/[\r\n]/g, '');
  switch (type) {
    case 'email':
    case 'url':
      return oneLine.trim();
    case 'number':
      return isValidFloat(oneLine) ? oneLine : '';
    default:
      return oneLine;
  }
}

/** HTML's "valid floating-point number": `-1`, `1.5`, `.5`, `1e3`; not `+1`, `1.`, ` 1`, `0x10`. */
export function isValidFloat(text: string): boolean {
  return /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?$/.test(text) && Number.isFinite(Number(text));
}

/** A simplified HTML e-mail check (one or more addresses with `multiple`, not supported here). */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Whether `value` is well-formed for `type` (e-mail, absolute URL, number); other types: always. */
export function matchesType(value: string, type: TextFieldType): boolean {
  if (value === '') return true;
  switch (type) {
    case 'email':
      return EMAIL.test(value);
    case 'url':
      try {
        new URL(value);
        return true;
      } catch {
        return false;
      }
    case 'number':
      return isValidFloat(value);
    default:
      return true;
  }
}

function format(template: string, values: Record<string, string | number | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const v = values[key];
    return v === undefined ? whole : String(v);
  });
}

/**
 * Checks `value` against `constraints`; returns the first failure or `null` when valid.
 *
 * Order: required, the type's syntax (e-mail, URL, number; reported as `pattern`), minLength,
 * maxLength, min, max, pattern, then the custom validator. An empty optional field passes every
 * rule but the custom validator, which always runs (so it can make a field required conditionally).
 * A validator that throws counts as failed.
 *
 * @param badInput - The native input holds text that is not a number (`validity.badInput`).
 * @param words - The default messages in the field's language.
 * @param formatNumber - Writes `{min}` and `{max}` in the field's language.
 */
export function validateValue(
  value: string,
  constraints: Constraints,
  messages: ValidationMessages = {},
  badInput = false,
  words: ValidationWords = en.validation,
  formatNumber: (n: number) => string = String,
): ValidationError | null {
  const length = value.length;
  const values = {
    min: constraints.min === undefined ? undefined : formatNumber(constraints.min),
    max: constraints.max === undefined ? undefined : formatNumber(constraints.max),
    minLength: constraints.minLength,
    maxLength: constraints.maxLength,
    pattern: constraints.patternSource,
    length,
  };
  const fail = (rule: ValidationRule, flag: keyof ValidityStateFlags, fallback?: string): ValidationError => ({
    rule,
    flag,
    message: format(messages[rule] ?? fallback ?? words[rule], values),
  });

  if (badInput) return fail('pattern', 'badInput', words.number);
  if (value === '') {
    if (constraints.required) return fail('required', 'valueMissing');
  } else {
    if (!matchesType(value, constraints.type))
      return fail('pattern', 'typeMismatch', typeMessage(constraints.type, words));
    if (constraints.minLength !== undefined && length < constraints.minLength) return fail('minLength', 'tooShort');
    if (constraints.maxLength !== undefined && length > constraints.maxLength) return fail('maxLength', 'tooLong');
    if (constraints.type === 'number') {
      const n = Number(value);
      if (constraints.min !== undefined && n < constraints.min) return fail('min', 'rangeUnderflow');
      if (constraints.max !== undefined && n > constraints.max) return fail('max', 'rangeOverflow');
    }
    if (constraints.pattern && !constraints.pattern.test(value)) return fail('pattern', 'patternMismatch');
  }
  if (constraints.validator) {
    let result: unknown;
    try {
      result = constraints.validator(value);
    } catch {
      return fail('validate', 'customError');
    }
    if (typeof result === 'string' && result !== '') return fail('validate', 'customError', result);
    if (result !== null && result !== undefined && typeof result !== 'string') {
      // Not a documented answer (e.g. `false` from a boolean-style validator): treat falsy as invalid.
      if (!result) return fail('validate', 'customError');
    }
  }
  return null;
}
