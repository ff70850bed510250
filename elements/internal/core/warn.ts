/**
 * Tells the author, once, about an attribute value an element cannot use. The element still
 * falls back gracefully (an unknown icon draws nothing, a bad colour keeps the last good one);
 * the warning says why nothing happened and what the attribute accepts. `console.warn`, never an
 * error: a bad value in content must not fail a page. Only in the browser: a server render warns
 * nothing (the browser that hydrates it does).
 */

import { isServer } from 'lit';

/** The messages already given, per element: the same value warns once, a new bad value again. */
const given = new WeakMap<Element, Set<string>>();

/** How a value shows in the message: strings quoted and cut short, other values as written. */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : String(value);
  const short = text.length > 60 ? `${text.slice(0, 57)}…` : text;
  return typeof value === 'string' ? JSON.stringify(short) : short;
}

/**
 * Warns once per element, attribute and value: `<ds-icon> name="not-an-icon" is not an icon of
 * the set; …`. `problem` says what is wrong and what is accepted. Returns whether it warned.
 */
export function warnAttribute(element: Element, attribute: string, value: unknown, problem: string): boolean {
  if (isServer) return false;
  const key = `${attribute}\u0000${String(value)}`;
  let keys = given.get(element);
  if (!keys) given.set(element, (keys = new Set()));
  if (keys.has(key)) return false;
  keys.add(key);
  console.warn(`<${element.localName}> ${attribute}=${shown(value)} ${problem}`, element);
  return true;
}
