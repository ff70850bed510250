/**
 * The build's date and time (`__BUILD_TIME__`, an ISO string set by vite.config.ts), formatted for
 * people. Shared by the version row, the home page's version tile and footer, and About.
 */

/** A date from an ISO string, or null when it is not a valid date. */
function parseBuildTime(iso: string): Date | null {
  if (typeof iso !== 'string' || iso.trim() === '') return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Date and time, e.g. "Nov 25, 2026, 5:04 PM" (in the visitor's locale); "unknown" for a bad value. */
export function formatBuildTime(iso: string, locale?: string): string {
  const date = parseBuildTime(iso);
  return date ? date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : 'unknown';
}

/** The date alone, e.g. "Nov 25, 2026"; "unknown" for a bad value. */
export function formatBuildDate(iso: string, locale?: string): string {
  const date = parseBuildTime(iso);
  return date ? date.toLocaleDateString(locale, { dateStyle: 'medium' }) : 'unknown';
}

/** The machine-readable value of a `<time dateTime>`: the ISO string, or undefined for a bad value. */
export function buildDateTimeAttribute(iso: string): string | undefined {
  return parseBuildTime(iso)?.toISOString();
}
