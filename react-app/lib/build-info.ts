/**
 * The build's date and time (`__BUILD_TIME__`, an ISO string set by vite.config.ts), formatted for
 * people. Shared by the version row, the home page's version tile and footer, and About.
 *
 * Written in English like the rest of the site, in the visitor's time zone, without `Intl`: the
 * first `Intl` formatter a page creates costs about 30 ms of main thread here (some 120 ms on
 * Lighthouse's mobile CPU), and the home page formats the build time while it first renders.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date from an ISO string, or null when it is not a valid date. */
function parseBuildTime(iso: string): Date | null {
  if (typeof iso !== 'string' || iso.trim() === '') return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Nov 25, 2026" */
function dateText(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "5:04 PM" */
function timeText(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Date and time, e.g. "Nov 25, 2026, 5:04 PM"; "unknown" for a bad value. */
export function formatBuildTime(iso: string): string {
  const date = parseBuildTime(iso);
  return date ? `${dateText(date)}, ${timeText(date)}` : 'unknown';
}

/** The date alone, e.g. "Nov 25, 2026"; "unknown" for a bad value. */
export function formatBuildDate(iso: string): string {
  const date = parseBuildTime(iso);
  return date ? dateText(date) : 'unknown';
}

/** The machine-readable value of a `<time dateTime>`: the ISO string, or undefined for a bad value. */
export function buildDateTimeAttribute(iso: string): string | undefined {
  return parseBuildTime(iso)?.toISOString();
}
