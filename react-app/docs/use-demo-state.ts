import { useCallback, useMemo, useState } from 'react';
import { changedKeys } from './demo-state';

/** The state of a demo's controls, as `<ResetButton>` and the snippet read it. */
export interface DemoState<T extends object> {
  /** The current values. */
  values: T;
  /** The defaults the demo started with (and Reset returns to). */
  defaults: T;
  /** Sets one value. */
  set<K extends keyof T>(key: K, value: T[K]): void;
  /** Returns every value to its default. */
  reset(): void;
  /** Whether any value differs from its default: Reset shows only then. */
  changed: boolean;
  /** The keys that differ from their default, in the defaults' order (e.g. for a snippet's attributes). */
  changedKeys: (keyof T)[];
}

/**
 * A demo's control values with their defaults. The defaults are read once, on the first render, so
 * an object literal written inline is fine.
 */
export function useDemoState<T extends object>(defaults: T): DemoState<T> {
  const [initial] = useState(() => Object.freeze({ ...defaults }) as T);
  const [values, setValues] = useState<T>(initial);
  const set = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setValues(current => (Object.is(current[key], value) ? current : { ...current, [key]: value }));
  }, []);
  const reset = useCallback(() => setValues(initial), [initial]);
  return useMemo(() => {
    const keys = changedKeys(values, initial);
    return { values, defaults: initial, set, reset, changed: keys.length > 0, changedKeys: keys };
  }, [values, initial, set, reset]);
}
