import { isVitalName, isVitalValue, type VitalName } from './vitals-format';

/**
 * The visit's latest web vitals, for React's useSyncExternalStore. The lazy reporter writes here
 * (start-vitals.ts); the About page reads. A new object on each change, so React sees it changed.
 */
export type VitalValues = Readonly<Partial<Record<VitalName, number>>>;

let values: VitalValues = {};
const listeners = new Set<() => void>();

/** Records a metric's latest value; ignores unknown names and values that are not measurements. */
export function recordVital(name: string, value: number) {
  if (!isVitalName(name) || !isVitalValue(value) || values[name] === value) return;
  values = { ...values, [name]: value };
  for (const listener of listeners) listener();
}

export const getVitals = (): VitalValues => values;

export function subscribeVitals(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** For tests: forget every value. */
export function resetVitals() {
  values = {};
}
