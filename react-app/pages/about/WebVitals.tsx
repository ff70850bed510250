import { useId, useSyncExternalStore } from 'react';
import { webVitals } from '../../../content/about';
import { formatVital, rateVital, unsupportedVitals, VITAL_NAMES, type VitalName } from '../../lib/vitals/vitals-format';
import { getVitals, subscribeVitals } from '../../lib/vitals/vitals-store';

/** One metric: its value with unit and its rating in words, or why it is not there yet. */
function Vital({ name, value, supported }: { name: VitalName; value: number | undefined; supported: boolean }) {
  const text = formatVital(name, value);
  const rating = rateVital(name, value);
  const { name: fullName, pending } = webVitals.metrics[name];
  return (
    <div className="about-vital" data-vital={name}>
      <dt className="about-vital__name">
        <abbr title={fullName}>{name}</abbr>
        <span className="about-vital__full-name">{fullName}</span>
      </dt>
      {text && rating ? (
        <dd className="about-vital__measure">
          <span className="about-vital__value">{text}</span>
          <span className="about-vital__rating" data-rating={rating}>
            {webVitals.ratings[rating]}
          </span>
        </dd>
      ) : (
        <dd className="about-vital__pending">{supported ? pending : webVitals.unsupported}</dd>
      )}
    </div>
  );
}

/** What this browser cannot measure (read once: it does not change during a visit). */
const UNSUPPORTED = unsupportedVitals(
  typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes,
);

/** The visitor's own web vitals for this visit, live (the lazy reporter fills the store). */
export function WebVitals() {
  const values = useSyncExternalStore(subscribeVitals, getVitals, getVitals);
  const headingId = useId();
  return (
    <section className="about-section about-vitals" aria-labelledby={headingId}>
      <h2 id={headingId} className="about-section__title">
        {webVitals.title}
      </h2>
      <p className="about-text">{webVitals.lead}</p>
      <dl className="about-vitals__list">
        {VITAL_NAMES.map(name => (
          <Vital key={name} name={name} value={values[name]} supported={!UNSUPPORTED.has(name)} />
        ))}
      </dl>
      <p className="about-vitals__note">{webVitals.thresholdsNote}</p>
    </section>
  );
}
