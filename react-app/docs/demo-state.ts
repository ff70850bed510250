// The pure part of a demo's state ("Demo controls show a Reset button only once a value
// differs from its default"): which values differ from their defaults. No React here.

/** Values a demo control holds: primitives, or arrays of them (a two-thumb slider's [from, to]). */
export type DemoValue = string | number | boolean | null | undefined | readonly DemoValue[];

/** Equal as a control sees it: `Object.is` for primitives (so NaN equals NaN), element-wise for arrays. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  return Object.is(a, b);
}

/** The keys whose value differs from its default, in the defaults' key order. */
export function changedKeys<T extends object>(values: T, defaults: T): (keyof T)[] {
  return (Object.keys(defaults) as (keyof T)[]).filter(key => !sameValue(values[key], defaults[key]));
}

/** Whether any value differs from its default. */
export function differsFromDefaults<T extends object>(values: T, defaults: T): boolean {
  return changedKeys(values, defaults).length > 0;
}
