/**
 * Pure date logic of `<ds-date-picker>`: plain calendar dates (year, month, day numbers, never a
 * `Date` in local time, so no time zone can shift a day), ISO `YYYY-MM-DD` in and out, days and
 * months added with the day clamped, the first day of the week and the month's grid, and typed
 * dates read in a locale's order of day, month and year (found with `Intl`, no locale data shipped).
 * `Date` appears only as a UTC instant handed to `Intl.DateTimeFormat` with `timeZone: 'UTC'`.
 */

/** A day of the proleptic Gregorian calendar: `month` 1–12, `day` 1–31, `year` 1–9999. */
export interface PlainDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The fields of a numeric date, in the order a locale writes them. */
export type DateField = 'day' | 'month' | 'year';

/** How a locale writes a numeric date: its fields in order and the text around them. */
export interface DatePattern {
  /** The three fields in the locale's order (`['day', 'month', 'year']` in German). */
  readonly order: readonly [DateField, DateField, DateField];
  /** The text before the first field, between the fields and after the last (`['', '.', '.', '']`). */
  readonly literals: readonly [string, string, string, string];
}

export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in `month` (1–12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The date when the numbers make one (integers, year 1–9999, a day the month has), else `null`. */
export function plainDate(year: number, month: number, day: number): PlainDate | null {
  if (![year, month, day].every(Number.isInteger)) return null;
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** A strict ISO date (`2026-11-28`), else `null` (also for `2026-02-31`, `0000-01-01`, other types). */
export function parseIso(text: unknown): PlainDate | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  return match ? plainDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** `YYYY-MM-DD`. */
export function toIso(date: PlainDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareDates(a: PlainDate, b: PlainDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export function sameDate(a: PlainDate | null | undefined, b: PlainDate | null | undefined): boolean {
  return !!a && !!b && compareDates(a, b) === 0;
}

/** Days since 1970-01-01 (negative before it): H. Hinnant's days-from-civil, in plain integers. */
export function toDayNumber({ year, month, day }: PlainDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The date `days` days after 1970-01-01 (the inverse of `toDayNumber`). */
export function fromDayNumber(days: number): PlainDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const FIRST = { year: MIN_YEAR, month: 1, day: 1 } as const;
const LAST = { year: MAX_YEAR, month: 12, day: 31 } as const;

/** `date` kept between `min` and `max` (either may be missing), and inside years 1–9999. */
export function clampDate(date: PlainDate, min?: PlainDate | null, max?: PlainDate | null): PlainDate {
  const low = min ?? FIRST;
  const high = max && compareDates(max, low) >= 0 ? max : LAST;
  if (compareDates(date, low) < 0) return low;
  if (compareDates(date, high) > 0) return high;
  return date;
}

/** `days` days later (earlier when negative), kept inside years 1–9999. */
export function addDays(date: PlainDate, days: number): PlainDate {
  return clampDate(fromDayNumber(toDayNumber(date) + Math.trunc(days)));
}

/** `months` months later (earlier when negative), the day clamped to the month's last (31 Jan + 1 = 28/29 Feb). */
export function addMonths(date: PlainDate, months: number): PlainDate {
  const index = date.year * 12 + (date.month - 1) + Math.trunc(months);
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  if (year < MIN_YEAR) return FIRST;
  if (year > MAX_YEAR) return LAST;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

export function addYears(date: PlainDate, years: number): PlainDate {
  return addMonths(date, 12 * Math.trunc(years));
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: PlainDate): number {
  // 1970-01-01 was a Thursday (4)
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

/**
 * The weekdays from `firstDay` on, 0 = Sunday … 6 = Saturday. `firstDay` is counted as `Intl`
 * counts it (1 = Monday … 7 = Sunday).
 */
export function weekdayOrder(firstDay: number): number[] {
  const first = firstDay % 7;
  return Array.from({ length: 7 }, (_, i) => (first + i) % 7);
}

/** The first day of `date`'s week (`firstDay`: 1 = Monday … 7 = Sunday). */
export function startOfWeek(date: PlainDate, firstDay: number): PlainDate {
  const offset = (dayOfWeek(date) - (firstDay % 7) + 7) % 7;
  return addDays(date, -offset);
}

/** The last day of `date`'s week. */
export function endOfWeek(date: PlainDate, firstDay: number): PlainDate {
  return addDays(startOfWeek(date, firstDay), 6);
}

/**
 * The month as six weeks of seven cells, from the week's first day: the month's days, `null` in
 * the cells before and after them (always six rows, so the grid keeps its height from month to month).
 */
export function monthGrid(year: number, month: number, firstDay: number): (PlainDate | null)[][] {
  const first = { year, month, day: 1 };
  const lead = (dayOfWeek(first) - (firstDay % 7) + 7) % 7;
  const count = daysInMonth(year, month);
  const weeks: (PlainDate | null)[][] = [];
  for (let row = 0; row < 6; row++) {
    const week: (PlainDate | null)[] = [];
    for (let column = 0; column < 7; column++) {
      const day = row * 7 + column - lead + 1;
      week.push(day >= 1 && day <= count ? { year, month, day } : null);
    }
    weeks.push(week);
  }
  return weeks;
}

// ---- locale --------------------------------------------------------------------------------

/**
 * The first day of the week where `Intl.Locale` does not tell (1 = Monday … 7 = Sunday): the
 * languages the library translates, by tag then by language; every other one starts on Monday.
 */
const WEEK_START: Readonly<Record<string, number>> = {
  en: 7,
  'en-gb': 1,
  'en-ie': 1,
  'en-au': 1,
  'en-nz': 1,
  de: 1,
  es: 1,
  'es-us': 7,
  'es-mx': 7,
  fr: 1,
  'fr-ca': 7,
  ja: 7,
  ar: 6,
  'ar-ma': 1,
  'ar-tn': 1,
};

interface WeekInfoLocale {
  getWeekInfo?: () => { firstDay?: number };
  weekInfo?: { firstDay?: number };
}

/** The locale `Intl` uses for `locale` (`undefined` or an invalid tag: the browser's). */
export function resolvedLocale(locale: string | undefined): string {
  try {
    return new Intl.DateTimeFormat(locale || undefined).resolvedOptions().locale;
  } catch {
    return new Intl.DateTimeFormat().resolvedOptions().locale;
  }
}

/** The first day of the week in `locale`: 1 = Monday … 7 = Sunday (from `Intl.Locale`, else a small table). */
export function firstDayOfWeek(locale: string | undefined): number {
  const tag = resolvedLocale(locale);
  try {
    const intl = new Intl.Locale(tag) as Intl.Locale & WeekInfoLocale;
    const info = typeof intl.getWeekInfo === 'function' ? intl.getWeekInfo() : intl.weekInfo;
    const first = info?.firstDay;
    if (typeof first === 'number' && Number.isInteger(first) && first >= 1 && first <= 7) return first;
  } catch {
    // no week data in this engine: the table below
  }
  const lower = tag.toLowerCase();
  const [language = '', ...rest] = lower.split('-');
  const region = rest.find(sub => /^[a-z]{2}$|^\d{3}$/.test(sub));
  return (region ? WEEK_START[`${language}-${region}`] : undefined) ?? WEEK_START[language] ?? 1;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A cached `Intl.DateTimeFormat` in UTC and the Gregorian calendar (an invalid locale: the browser's). */
function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    const all: Intl.DateTimeFormatOptions = { ...options, timeZone: 'UTC', calendar: 'gregory' };
    try {
      format = new Intl.DateTimeFormat(locale || undefined, all);
    } catch {
      format = new Intl.DateTimeFormat(undefined, all);
    }
    formats.set(key, format);
  }
  return format;
}

/** The UTC instant at the start of `date` (years under 100 included: `Date.UTC` would read them as 19xx). */
function utcInstant({ year, month, day }: PlainDate): Date {
  const instant = new Date(0);
  instant.setUTCFullYear(year, month - 1, day);
  return instant;
}

const FALLBACK_PATTERN: DatePattern = { order: ['year', 'month', 'day'], literals: ['', '-', '-', ''] };

/** How `locale` writes a numeric date (day, month and year with two, two and four digits). */
export function datePattern(locale: string | undefined): DatePattern {
  const parts = dateFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    utcInstant({ year: 2026, month: 11, day: 28 }),
  );
  const order: DateField[] = [];
  const literals = ['', '', '', ''];
  for (const part of parts) {
    if (part.type === 'day' || part.type === 'month' || part.type === 'year') order.push(part.type);
    else if (part.type === 'literal') literals[order.length] += part.value;
    else return FALLBACK_PATTERN; // an era or another calendar's field: not a plain numeric date
  }
  if (order.length !== 3 || new Set(order).size !== 3) return FALLBACK_PATTERN;
  return { order: order as [DateField, DateField, DateField], literals: literals as [string, string, string, string] };
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function digits(value: number, width: number, locale: string | undefined): string {
  const key = `${locale ?? ''}|${width}`;
  let format = numberFormats.get(key);
  if (!format) {
    const options = { minimumIntegerDigits: width, useGrouping: false };
    try {
      format = new Intl.NumberFormat(locale || undefined, options);
    } catch {
      format = new Intl.NumberFormat(undefined, options);
    }
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** A day of the month in the locale's digits (`28`, `٢٨`). */
export function formatDay(day: number, locale: string | undefined): string {
  return digits(day, 1, locale);
}

const WIDTH: Readonly<Record<DateField, number>> = { day: 2, month: 2, year: 4 };

/** `date` as `locale` writes it in numbers (`28.11.2026`, `11/28/2026`, `2026/11/28`), in its digits. */
export function formatDate(date: PlainDate, locale: string | undefined, pattern = datePattern(locale)): string {
  const [a, b, c] = pattern.order.map(field => digits(date[field], WIDTH[field], locale));
  const [l0, l1, l2, l3] = pattern.literals;
  return `${l0}${a}${l1}${b}${l2}${c}${l3}`;
}

/** The pattern spelt with the given letters per field (`DD.MM.YYYY`, `TT.MM.JJJJ`), without direction marks. */
export function patternHint(pattern: DatePattern, letters: Readonly<Record<DateField, string>>): string {
  const [l0, l1, l2, l3] = pattern.literals.map(stripMarks);
  const [a, b, c] = pattern.order.map(field => letters[field]);
  return `${l0}${a}${l1}${b}${l2}${c}${l3}`.trim();
}

/** The full date in words (`Saturday, 28 November 2026`), from `Intl`. */
export function longDate(date: PlainDate, locale: string | undefined): string {
  return dateFormat(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(
    utcInstant(date),
  );
}

/** The month and year in words (`November 2026`). */
export function monthYear(year: number, month: number, locale: string | undefined): string {
  return dateFormat(locale, { year: 'numeric', month: 'long' }).format(utcInstant({ year, month, day: 1 }));
}

/** The weekdays' names, 0 = Sunday … 6 = Saturday. */
export function weekdayNames(locale: string | undefined, width: 'long' | 'short' | 'narrow'): string[] {
  const format = dateFormat(locale, { weekday: width });
  // 2026-11-22 is a Sunday
  return Array.from({ length: 7 }, (_, i) => format.format(utcInstant({ year: 2026, month: 11, day: 22 + i })));
}

// ---- typed dates ---------------------------------------------------------------------------

/** Digits of other scripts (Arabic-Indic, Eastern Arabic-Indic, Devanagari, fullwidth) as ASCII ones. */
export function normalizeDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\uff10-\uff19]/g, ch => {
    const code = ch.charCodeAt(0);
    for (const zero of [0x0660, 0x06f0, 0x0966, 0xff10]) {
      if (code >= zero && code <= zero + 9) return String(code - zero);
    }
    return ch;
  });
}

/** Removes bidirectional marks (`Intl` puts U+200F in Arabic dates). */
function stripMarks(text: string): string {
  return text.replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
}

/**
 * A typed date read in the pattern's order: three numbers separated by anything but letters and
 * digits (`28.11.2026`, `28/11/2026`, `28 11 2026`), eight digits in a row (`28112026`), or an
 * ISO date (`2026-11-28`, recognised by its four-digit year first). The year has four digits;
 * the day and month one or two. Anything else, including a day the month lacks (31.02.2026), year
 * 0 or letters, is `null`.
 */
export function parseDate(text: unknown, pattern: DatePattern): PlainDate | null {
  if (typeof text !== 'string') return null;
  const clean = stripMarks(normalizeDigits(text)).trim();
  // a number first and last (a trailing dot or space is allowed: `2026. 11. 28.`), no letters anywhere
  if (!/^\d/.test(clean) || /\p{L}/u.test(clean) || !/\d[.\s]*$/.test(clean)) return null;
  const groups = clean.match(/\d+/g) ?? [];
  let fields: Record<DateField, string>;
  if (groups.length === 1 && groups[0]!.length === 8) {
    const compact = groups[0]!;
    let at = 0;
    fields = { day: '', month: '', year: '' };
    for (const field of pattern.order) {
      fields[field] = compact.slice(at, at + WIDTH[field]);
      at += WIDTH[field];
    }
  } else if (groups.length === 3) {
    const [a, b, c] = groups as [string, string, string];
    const order: readonly DateField[] =
      a.length === 4 && pattern.order[0] !== 'year' ? ['year', 'month', 'day'] : pattern.order;
    fields = { day: '', month: '', year: '' };
    fields[order[0]!] = a;
    fields[order[1]!] = b;
    fields[order[2]!] = c;
  } else {
    return null;
  }
  if (fields.year.length !== 4 || fields.month.length > 2 || fields.day.length > 2) return null;
  return plainDate(Number(fields.year), Number(fields.month), Number(fields.day));
}

/** Today in the user's time zone (the calendar the user lives in). */
export function today(now = new Date()): PlainDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}
