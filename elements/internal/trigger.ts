import { FOCUSABLE_SELECTOR, isFocusableElement } from './focus.js';

/**
 * Finding the element that really stands for an overlay's trigger: the box to position against
 * and the control that carries ARIA and takes focus, looking through wrappers without a box
 * (`<ds-tooltip>` around a button) and into a custom element's open shadow root.
 */

/** True for a wrapper that adds no box of its own (`display: contents`, like `<ds-tooltip>`). */
function isBoxless(element: Element): boolean {
  return getComputedStyle(element).display === 'contents';
}

/** The first child of a boxless wrapper that is laid out (or is itself a boxless wrapper). */
function firstLaidOutChild(element: Element): Element | undefined {
  return [...element.children].find(child => child.getClientRects().length > 0 || isBoxless(child));
}

/**
 * The element whose box stands for `element` when positioning against it: the element itself, or
 * for a wrapper without a box (`display: contents`, e.g. a `<ds-tooltip>` around a button used
 * as a popover's trigger) the first laid-out element inside it.
 */
export function layoutElement(element: Element): Element {
  let current = element;
  for (let depth = 0; depth < 8 && isBoxless(current); depth++) {
    const child = firstLaidOutChild(current);
    if (!child) break;
    current = child;
  }
  return current;
}

/**
 * The element that carries a trigger's ARIA (`aria-expanded`, `aria-describedby`, …) and takes
 * its focus: the trigger itself when it is focusable or has a role; for a custom element whose
 * control is in its open shadow root (`<ds-button>` renders a native `<button>`), that inner
 * control; for a wrapper without a box (`display: contents`: a `<ds-tooltip>` or `<ds-popover>`
 * around the real trigger), the same, looked up on the first laid-out element inside it.
 */
export function ariaTarget(trigger: Element): Element {
  if (isFocusableElement(trigger) || trigger.hasAttribute('role')) return trigger;
  const inner = [...(trigger.shadowRoot?.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR) ?? [])].find(
    el => el.tabIndex >= 0,
  );
  if (inner) return inner;
  if (isBoxless(trigger)) {
    const child = firstLaidOutChild(trigger);
    if (child) return ariaTarget(child);
  }
  return trigger;
}
