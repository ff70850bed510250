import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { unsupportedVitals } from './vitals-format';
import { getVitals, recordVital } from './vitals-store';

/**
 * The lazy web-vitals reporter, imported by main.tsx once the page has loaded and the
 * browser is idle. The observers read buffered entries, so starting late still sees the first paint.
 * reportAllChanges: the About page shows each value as it changes, not only when the page is hidden.
 */
export function startVitals() {
  const record = (metric: Metric) => recordVital(metric.name, metric.value);
  const options = { reportAllChanges: true };
  onLCP(record, options);
  onINP(record, options);
  onCLS(record, options);
  onTTFB(record, options);
  onFCP(metric => {
    record(metric);
    // CLS counts from the first paint and is reported on the first layout shift: a page that never
    // shifts would show "not measured" forever. From the first paint, no shift so far means 0.
    // Only where layout shifts can be observed at all.
    const measurable = !unsupportedVitals(PerformanceObserver.supportedEntryTypes).has('CLS');
    if (measurable && getVitals().CLS === undefined) recordVital('CLS', 0);
  }, options);
}
