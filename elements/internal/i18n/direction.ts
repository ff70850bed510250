/**
 * Text direction, read live. Styles mirror with logical properties and `:dir(rtl)`; script asks
 * `isRtl()` at the moment it needs the answer (a key press, a drag's start, a placement), never
 * caches it: an element follows a `dir` set on any ancestor, or changed later.
 */

/** Whether `element` is laid out right to left now (its computed `direction`); false on a server. */
export function isRtl(element: Element): boolean {
  if (typeof getComputedStyle !== 'function' || !element.isConnected) return false;
  return getComputedStyle(element).direction === 'rtl';
}
