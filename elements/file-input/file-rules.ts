/**
 * The rules of `<ds-file-input>`, free of the DOM: which files an `accept` list takes, which files a choice or a
 * drop keeps (type, size, count, duplicates), and file sizes in a locale's words. Unit-tested in
 * `file-rules.unit.test.ts`.
 */

/** What the rules read of a file (a `File` has it; tests pass plain objects). */
export interface FileLike {
  readonly name: string;
  readonly size: number;
  readonly type: string;
  readonly lastModified?: number;
}

/** One entry of an `accept` list: an extension (`.png`), a MIME type (`image/png`) or a wildcard (`image/*`). */
export type AcceptRule =
  { kind: 'extension'; value: string } | { kind: 'mime'; value: string } | { kind: 'wildcard'; value: string };

// A MIME type or wildcard as HTML accepts them: `type/subtype` of token characters, or `type/*`.
const TOKEN = "[!#$%&'*+.^_`|~0-9a-z-]+";
const MIME = new RegExp(`^${TOKEN}/${TOKEN}$`);
const WILDCARD = new RegExp(`^${TOKEN}/\\*$`);

/**
 * The rules of an `accept` attribute, as the native attribute reads it: comma-separated, case-insensitive,
 * `.ext`, `type/subtype` or `type/*`. Entries that are none of these are ignored; anything but a string gives no
 * rules (every file is accepted).
 */
export function parseAccept(accept: unknown): AcceptRule[] {
  if (typeof accept !== 'string') return [];
  const rules: AcceptRule[] = [];
  for (const raw of accept.split(',')) {
    // parameters (`text/plain;charset=utf-8`) do not take part in the match
    const entry = raw.split(';')[0]!.trim().toLowerCase();
    if (entry.length > 1 && entry.startsWith('.') && !/[\s/\\]/.test(entry))
      rules.push({ kind: 'extension', value: entry });
    else if (WILDCARD.test(entry) && !entry.startsWith('*'))
      rules.push({ kind: 'wildcard', value: entry.slice(0, -1) });
    else if (MIME.test(entry) && !entry.includes('*')) rules.push({ kind: 'mime', value: entry });
  }
  return rules;
}

/** Whether `file` matches `accept` (a list with no valid entry accepts every file, as the native chooser does). */
export function matchesAccept(file: FileLike, accept: unknown): boolean {
  const rules = parseAccept(accept);
  if (rules.length === 0) return true;
  const name = typeof file.name === 'string' ? file.name.toLowerCase() : '';
  const type = typeof file.type === 'string' ? file.type.split(';')[0]!.trim().toLowerCase() : '';
  return rules.some(rule => {
    if (rule.kind === 'extension') return name.endsWith(rule.value) && name.length > rule.value.length;
    if (rule.kind === 'wildcard') return type.startsWith(rule.value) && type.length > rule.value.length;
    return type === rule.value;
  });
}

/**
 * A `max-size` in bytes: a positive finite number (a numeric string is read as one), else `undefined` (no limit).
 * Fractions round down.
 */
export function parseMaxSize(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 1 ? Math.floor(n) : undefined;
}

/** Whether two entries are the same file chosen twice (name, size, type and date). */
export function sameFile(a: FileLike, b: FileLike): boolean {
  return a.name === b.name && a.size === b.size && a.type === b.type && a.lastModified === b.lastModified;
}

/** What a choice or a drop comes to, each list in the order the files came. */
export interface FileSelection<F extends FileLike> {
  /** The files kept, to add to (`multiple`) or replace (single) the current list. */
  added: F[];
  /** Refused: not of an accepted type. */
  wrongType: F[];
  /** Refused: larger than `maxSize`. */
  tooLarge: F[];
  /** Refused: over the one file a single-file input holds. */
  tooMany: F[];
  /** Already in the list (`multiple`): left out without a message, nothing is lost. */
  duplicates: F[];
}

/**
 * Sorts the `incoming` files of one choice or drop: of an accepted type, not over `maxSize`, not already in
 * `current` (with `multiple`), and with a single-file input only the first valid one.
 */
export function selectFiles<F extends FileLike>(
  incoming: readonly F[],
  current: readonly F[],
  options: { accept?: unknown; maxSize?: unknown; multiple?: boolean },
): FileSelection<F> {
  const result: FileSelection<F> = { added: [], wrongType: [], tooLarge: [], tooMany: [], duplicates: [] };
  const maxSize = parseMaxSize(options.maxSize);
  for (const file of Array.isArray(incoming) ? incoming : []) {
    if (!file || typeof file !== 'object') continue;
    if (!matchesAccept(file, options.accept)) result.wrongType.push(file);
    else if (maxSize !== undefined && !(file.size <= maxSize)) result.tooLarge.push(file);
    else if (!options.multiple && result.added.length > 0) result.tooMany.push(file);
    else if (options.multiple && [...current, ...result.added].some(f => sameFile(f, file)))
      result.duplicates.push(file);
    else result.added.push(file);
  }
  return result;
}

const UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale || undefined, options);
    } catch {
      format = new Intl.NumberFormat(undefined, options); // an invalid locale: the browser's
    }
    formats.set(key, format);
  }
  return format;
}

/**
 * A size in bytes in the locale's words: "512 bytes", "12.3 kB", "2.5 MB" (decimal units, 1 kB = 1,000 bytes, as
 * `Intl`'s units and most systems' file managers count), at most one decimal. Anything but a finite number of 0
 * or more reads as 0 bytes.
 */
export function formatFileSize(bytes: unknown, locale?: string): string {
  const n = typeof bytes === 'number' && Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  if (n < 1000) return numberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(Math.round(n));
  let value = n / 1000;
  let unit = 0;
  // 999,950 bytes would round to "1,000 kB": move up a unit once the rounded value reaches 1,000
  while (unit < UNITS.length - 1 && Math.round(value * 10) / 10 >= 1000) {
    value /= 1000;
    unit++;
  }
  return numberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/** Whether the locale's plural rules put `count` in the "one" form (an invalid locale: the browser's rules). */
export function isPluralOne(count: number, locale?: string): boolean {
  try {
    return new Intl.PluralRules(locale || undefined).select(count) === 'one';
  } catch {
    return new Intl.PluralRules().select(count) === 'one';
  }
}

/** A list of names in the locale's words ("a.png, b.png and c.png"). */
export function formatNameList(names: readonly string[], locale?: string): string {
  try {
    return new Intl.ListFormat(locale || undefined, { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

/** Whether the file is a picture a browser shows in an `<img>` (by its MIME type). */
export function isImage(file: FileLike): boolean {
  return (
    typeof file.type === 'string' &&
    /^image\/(png|jpe?g|gif|webp|avif|bmp|svg\+xml|x-icon|vnd\.microsoft\.icon)$/i.test(file.type)
  );
}
