import { isServer } from 'lit';

/** ARIA that a control states about its host (`null`: none). Names as on `ElementInternals`. */
export interface HostAria {
  role?: string | null;
  ariaChecked?: string | null;
  ariaDisabled?: string | null;
  ariaRequired?: string | null;
  ariaLabel?: string | null;
  ariaExpanded?: string | null;
  ariaSelected?: string | null;
  ariaLevel?: string | null;
  ariaBusy?: string | null;
  ariaMultiSelectable?: string | null;
  ariaValueNow?: string | null;
  ariaValueMin?: string | null;
  ariaValueMax?: string | null;
  ariaValueText?: string | null;
}

const ATTRIBUTES: Record<keyof HostAria, string> = {
  role: 'role',
  ariaChecked: 'aria-checked',
  ariaDisabled: 'aria-disabled',
  ariaRequired: 'aria-required',
  ariaLabel: 'aria-label',
  ariaExpanded: 'aria-expanded',
  ariaSelected: 'aria-selected',
  ariaLevel: 'aria-level',
  ariaBusy: 'aria-busy',
  ariaMultiSelectable: 'aria-multiselectable',
  ariaValueNow: 'aria-valuenow',
  ariaValueMin: 'aria-valuemin',
  ariaValueMax: 'aria-valuemax',
  ariaValueText: 'aria-valuetext',
};

/** Chromium, Firefox (119+) and WebKit (16.4+) reflect ARIA on `ElementInternals`. */
const internalsReflectAria =
  typeof ElementInternals !== 'undefined' &&
  'role' in ElementInternals.prototype &&
  'ariaChecked' in ElementInternals.prototype;

/** Attributes written on hosts by the fallback, so that it never removes an author's own. */
const ownAttributes = new WeakMap<Element, Set<string>>();

/**
 * Sets the host's role and ARIA states as its default semantics, through `ElementInternals`:
 * nothing is written on the page's element, and an author's own `role` or `aria-*` attribute
 * still wins (e.g. `aria-label` over the element's `label`). An engine without ARIA reflection on
 * `ElementInternals` gets host attributes instead, and only those the element wrote are removed.
 */
export function setHostAria(host: HTMLElement, internals: ElementInternals, aria: HostAria): void {
  for (const key of Object.keys(aria) as (keyof HostAria)[]) {
    const value = aria[key] ?? null;
    if (isServer) {
      // Lit's SSR: host attributes marked as Lit marks ElementInternals ARIA, so that hydration removes them
      // (plain attributes would outlive the server's state, as an author's own)
      const name = ATTRIBUTES[key];
      if (value !== null && !host.hasAttribute(name)) {
        host.setAttribute(name, value);
        host.setAttribute(`hydrate-internals-${name}`, value);
      }
      continue;
    }
    if (internalsReflectAria) {
      if (internals[key] !== value) internals[key] = value;
      continue;
    }
    const name = ATTRIBUTES[key];
    const own = ownAttributes.get(host) ?? new Set<string>();
    ownAttributes.set(host, own);
    if (value === null) {
      if (own.delete(name)) host.removeAttribute(name);
    } else if (own.has(name) || !host.hasAttribute(name)) {
      own.add(name);
      if (host.getAttribute(name) !== value) host.setAttribute(name, value);
    }
  }
}

/**
 * Makes the host a tab stop (`0`), reachable by script and click only (`-1`), or not focusable
 * (`null`), and blurs it when it stops being focusable.
 *
 * Why `tabindex` on the host: the host carries the role (above), so it must be the focused
 * element for assistive technology to announce it; a custom element is focusable only with a
 * `tabindex` (delegating focus to an inner element would focus an element without the role).
 * Tab order code (a modal's focus trap) reads the host's `tabIndex` as for any control.
 */
export function setHostTabIndex(host: HTMLElement, tabIndex: 0 | -1 | null): void {
  if (tabIndex === null) {
    if (host.hasAttribute('tabindex')) host.removeAttribute('tabindex');
    if (host.matches(':focus')) host.blur();
  } else if (host.getAttribute('tabindex') !== String(tabIndex)) {
    host.tabIndex = tabIndex;
  }
}
