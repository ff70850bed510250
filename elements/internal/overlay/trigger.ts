import { accessibleName } from '../a11y/accessible-name.js';
import { delegatesAria } from '../a11y/host-aria.js';
import { FOCUSABLE_SELECTOR, isFocusableElement } from '../a11y/focus.js';
import { textOf } from '../i18n/strings.js';

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

/**
 * Runs `run` for a trigger whose inner control may not exist yet: a custom element trigger renders
 * it on its first update. A Lit element that has not rendered yet runs `run` only after that first
 * update (in the same task, before the next paint): running it before would look for a control that
 * is not there, and force a style recalculation (`isBoxless`) in the middle of the page's first
 * render, once per tooltip and popover. A rendered one (or any other element) runs it now, and
 * again after an update that is pending.
 */
export function whenRendered(trigger: Element, run: () => void): void {
  const reactive = trigger as Partial<{ updateComplete: Promise<unknown>; hasUpdated: boolean }>;
  const pending = reactive.updateComplete;
  if (!(pending instanceof Promise)) {
    run();
    return;
  }
  if (reactive.hasUpdated !== false) run();
  void pending.then(run);
}

/** What `PopupTriggerAria` reads of its overlay element, each time it is needed. */
export interface PopupParts {
  trigger(): Element | null;
  panel(): HTMLElement | null;
  label(): unknown;
  expanded(): boolean;
  connected(): boolean;
}

/**
 * Where an overlay states its trigger's `aria-expanded` and `aria-haspopup`: the trigger's
 * `ariaTarget()`, or, when that control lives in the shadow root of an element that takes ARIA
 * written on its host to it (`<ds-button>`, see `delegateAria`), that host: the element's own API
 * then writes it on its control, and nothing outside writes into its shadow root.
 */
export function stateTarget(trigger: Element): Element {
  const target = ariaTarget(trigger);
  const root = target.getRootNode();
  const host = root instanceof ShadowRoot ? root.host : undefined;
  return host && delegatesAria(host, 'aria-expanded') ? host : target;
}

/**
 * `aria-haspopup` and `aria-expanded` of an overlay's trigger (`<ds-popover>`: `dialog`,
 * `<ds-menu>`: `menu`), kept on the trigger's `stateTarget()`: a native or light-DOM control
 * itself; for a `<ds-button>`, its host, which passes them to its inner native `<button>`, what
 * assistive technology reads. When the trigger changes, the old one loses both attributes.
 */
export class PopupTriggerAria {
  readonly #popup: string;
  readonly #host: PopupParts | undefined;
  /** The control that carries the attributes now. */
  #target: Element | undefined;

  /** With `host`, `update()` and `name()` keep its trigger and its panel's name in step. */
  constructor(popup: 'dialog' | 'menu', host?: PopupParts) {
    this.#popup = popup;
    this.#host = host;
  }

  /** Sets the attributes on the host's current trigger, then names the panel (see `name()`). */
  update(): void {
    const host = this.#host;
    if (!host) return;
    const trigger = host.trigger();
    this.apply(
      trigger,
      host.expanded,
      () => host.connected() && host.trigger() === trigger,
      () => this.name(),
    );
  }

  /** Names the panel by the host's `label`, else by the trigger's accessible name (never a description). */
  name(): void {
    const panel = this.#host?.panel();
    if (!panel || !this.#host) return;
    const trigger = this.#host.trigger();
    const name = textOf(this.#host.label()).trim() || (trigger ? accessibleName(trigger) : '');
    if (name) panel.setAttribute('aria-label', name);
    else panel.removeAttribute('aria-label');
  }

  /**
   * Puts the attributes on `trigger`'s ARIA target (or removes them with `null`) once it has
   * rendered (see `whenRendered`), if `isCurrent()` still holds. `expanded()` is read each time; `after` runs after each time.
   */
  apply(trigger: Element | null, expanded: () => boolean, isCurrent: () => boolean, after?: () => void): void {
    if (!trigger) {
      this.clear();
      return;
    }
    const run = (): void => {
      if (!isCurrent()) return;
      this.#set(stateTarget(trigger), expanded());
      after?.();
    };
    whenRendered(trigger, run);
  }

  /** Removes the attributes from the control that has them. */
  clear(): void {
    this.#set(undefined, false);
  }

  #set(target: Element | undefined, expanded: boolean): void {
    if (this.#target && this.#target !== target) {
      this.#target.removeAttribute('aria-haspopup');
      this.#target.removeAttribute('aria-expanded');
    }
    this.#target = target;
    if (!target) return;
    target.setAttribute('aria-haspopup', this.#popup);
    target.setAttribute('aria-expanded', String(expanded));
  }
}
