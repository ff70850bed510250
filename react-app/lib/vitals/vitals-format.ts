/**
 * Pure formatting and rating of web vitals. The thresholds are the web-vitals library's
 * own (checked against its exports by the unit test), kept here so the About page's chunk does not
 * pull in the library: only the lazy reporter (start-vitals.ts) does.
 */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/** [good up to and including, needs improvement up to and including]; above is poor. */
export const VITAL_THRESHOLDS: Record<VitalName, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export const isVitalName = (name: unknown): name is VitalName =>
  typeof name === 'string' && (VITAL_NAMES as readonly string[]).includes(name);

/** A measured value is a finite number ≥ 0; anything else counts as "not measured". */
export const isVitalValue = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The rating web-vitals gives: above the first threshold needs improvement, above the second poor. */
export function rateVital(name: VitalName, value: unknown): VitalRating | null {
  if (!isVitalName(name) || !isVitalValue(value)) return null;
  const [good, poor] = VITAL_THRESHOLDS[name];
  if (value > poor) return 'poor';
  if (value > good) return 'needs-improvement';
  return 'good';
}

/** "1,234 ms" for the timings, "0.042" (unitless, three decimals) for CLS; null when not measured. */
export function formatVital(name: VitalName, value: unknown): string | null {
  if (!isVitalName(name) || !isVitalValue(value)) return null;
  if (name === 'CLS') return value.toFixed(3);
  return `${Math.round(value).toLocaleString('en-US')} ms`;
}

/** The performance entry type each metric is measured from (what web-vitals observes). */
const ENTRY_TYPE: Record<VitalName, string> = {
  LCP: 'largest-contentful-paint',
  INP: 'event',
  CLS: 'layout-shift',
  FCP: 'paint',
  TTFB: 'navigation',
};

/**
 * The metrics this browser cannot measure, from `PerformanceObserver.supportedEntryTypes` (e.g. no
 * CLS or INP in some engines): the page says so instead of "not measured yet" forever. Unknown
 * support (no list) counts as supported.
 */
export function unsupportedVitals(supportedEntryTypes: unknown): ReadonlySet<VitalName> {
  if (!Array.isArray(supportedEntryTypes)) return new Set();
  return new Set(VITAL_NAMES.filter(name => !supportedEntryTypes.includes(ENTRY_TYPE[name])));
}
