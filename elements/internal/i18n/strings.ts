/**
 * User-visible text inside elements. Every element that renders words of its own (labels of
 * inner buttons, required marks, announcements) has a `strings` property: a partial object
 * whose entries replace the English defaults, e.g.
 *
 * ```js
 * picker.strings = { hue: 'Farbton', hexColor: 'Hex-Farbe' };
 * ```
 *
 * Entries that are missing, or are not strings, fall back to the default, so a bad value
 * (null, a number, an object of the wrong shape) never blanks a label or throws.
 */
export function resolveStrings<T extends Record<string, string>>(defaults: T, overrides: unknown): T {
  if (!overrides || typeof overrides !== 'object') return defaults;
  const result = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T)[]) {
    const value = (overrides as Partial<Record<keyof T, unknown>>)[key];
    if (typeof value === 'string' && value.trim() !== '') result[key] = value as T[keyof T];
  }
  return result;
}

/** Fills `{name}` placeholders of a string ("Show {label}" -> "Show Password"). */
export function formatString(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/**
 * A text property read loosely: a string as it is, a finite number as its digits, anything else
 * (null, undefined, NaN, an object) as `''`. For properties a script may set to a wrong type.
 */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}
