/** ISO dates (`YYYY-MM-DD`) in the visitor's own calendar for the date demos (Date Picker page, feedback form): no time zone shifts a day. */

/** `date`'s day in the visitor's time zone as `YYYY-MM-DD`. */
export function isoOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today, `days` days on (back when negative), as ISO. */
export function isoFromToday(days: number, now = new Date()): string {
  return isoOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));
}

/** Whether an ISO date is a Saturday or a Sunday (read in UTC, where the date is exactly that day). */
export function isWeekend(iso: string): boolean {
  const day = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}
