/**
 * Focus helpers shared by the overlays (`<ds-popover>`, `<ds-modal>`, `<ds-snackbar-host>`):
 * the deep active element, and the tabbable elements of a subtree in the order Tab visits them.
 *
 * The walk follows the flat tree: it goes into open shadow roots and follows slots to their
 * assigned elements (or their fallback content). An element is tabbable when its `tabIndex`
 * property is 0 or more (so roving tab stops, set through the attribute or the property, count
 * as the browser counts them) and it is no shadow host that delegates focus (its inner controls
 * are the stops), it does not match `:disabled` (which covers `<fieldset disabled>`
 * and disabled form-associated custom elements), it is not inside an `inert` subtree, and it is
 * rendered (not `hidden`, `display: none` or `visibility: hidden`). Native radio buttons of one
 * group (same `name`, same form) are a single stop, as the browser makes them.
 */

export type FocusableElement = HTMLElement | SVGElement;

/** Elements that can take focus by themselves (natively or by `tabindex`). */
export const FOCUSABLE_SELECTOR =
  'a[href], area[href], button, input:not([type="hidden"]), select, textarea, iframe, summary, audio[controls], video[controls], [contenteditable]:not([contenteditable="false"]), [tabindex]';

/** True for an element that takes focus itself (natively or by `tabindex`). */
export function isFocusableElement(element: Element): boolean {
  return element.matches(FOCUSABLE_SELECTOR);
}

/** The focused element, looking through open shadow roots. */
export function deepActiveElement(doc: Document = document): Element | null {
  let active: Element | null = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The parent of `node` in the flat tree (its slot when slotted, a shadow root's host). */
function flatParent(node: Node): Node | null {
  return (node as Element).assignedSlot ?? node.parentNode ?? (node as ShadowRoot).host ?? null;
}

/** True when `node` is `container` or inside it, following the flat tree (slots, shadow roots). */
export function composedContains(container: Node, node: Node | null): boolean {
  for (let current: Node | null = node; current; current = flatParent(current)) {
    if (current === container) return true;
  }
  return false;
}

/** True when `element` or a flat-tree ancestor is `inert`. */
function isInert(element: Element): boolean {
  for (let current: Node | null = element; current; current = flatParent(current)) {
    if (current instanceof Element && current.hasAttribute('inert')) return true;
  }
  return false;
}

function isRendered(element: Element): boolean {
  if (typeof element.checkVisibility === 'function') {
    return element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
  }
  return element.getClientRects().length > 0;
}

/** Whether `element` itself is in the Tab order now (focusable, enabled, not inert, rendered). */
export function isTabbable(element: Element): element is FocusableElement {
  if (!(element instanceof HTMLElement || element instanceof SVGElement)) return false;
  if (element.tabIndex < 0) return false;
  // a host that delegates focus is skipped: Tab goes to the focusable elements inside it
  if (element.shadowRoot?.delegatesFocus) return false;
  if (element.matches(':disabled')) return false;
  if (isInert(element)) return false;
  return isRendered(element);
}

/** Children of `node` in the flat tree. */
function flatChildren(node: Element | ShadowRoot): Element[] {
  if (node instanceof HTMLSlotElement) {
    const assigned = node.assignedElements({ flatten: true });
    return assigned.length > 0 ? assigned : [...node.children];
  }
  if (node instanceof Element && node.shadowRoot) return [...node.shadowRoot.children];
  return [...node.children];
}

/** Every element under `root` (not `root` itself), in flat-tree order. */
function* flatDescendants(root: Element | ShadowRoot): Generator<Element> {
  for (const child of flatChildren(root)) {
    yield child;
    yield* flatDescendants(child);
  }
}

/** A native radio button that is not its group's tab stop (another one of the group is). */
function isSkippedRadio(element: Element, seen: Set<string>): boolean {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) return false;
  const root = element.getRootNode() as Document | ShadowRoot;
  const group = [...root.querySelectorAll<HTMLInputElement>(`input[type="radio"]`)].filter(
    radio => radio.name === element.name && radio.form === element.form,
  );
  const checked = group.find(radio => radio.checked);
  if (checked) return checked !== element;
  // none checked: the first one met is the stop
  const key = `${element.form?.id ?? ''}\u0000${element.name}`;
  if (seen.has(key)) return true;
  seen.add(key);
  return false;
}

/** Every tabbable element among `roots` and their flat-tree descendants, in Tab order. */
export function tabbablesIn(roots: Iterable<Element | ShadowRoot>, { includeRoots = false } = {}): FocusableElement[] {
  const result: FocusableElement[] = [];
  const radios = new Set<string>();
  const consider = (element: Element): void => {
    if (isTabbable(element) && !isSkippedRadio(element, radios)) result.push(element);
  };
  for (const root of roots) {
    if (includeRoots && root instanceof Element) consider(root);
    for (const element of flatDescendants(root)) consider(element);
  }
  return result;
}

/** Every tabbable element under `root` (not `root` itself), in Tab order. */
export function tabbables(root: Element | ShadowRoot): FocusableElement[] {
  return tabbablesIn([root]);
}

/** The first tabbable element under `root`, if any. */
export function firstTabbable(root: Element | ShadowRoot): FocusableElement | undefined {
  return tabbables(root)[0];
}

/** The last tabbable element under `root`, if any. */
export function lastTabbable(root: Element | ShadowRoot): FocusableElement | undefined {
  return tabbables(root).at(-1);
}

/**
 * Where focus goes among `roots` when they are shown: the first tabbable `[autofocus]` element,
 * else the first tabbable element (roots included), else `undefined`.
 */
export function initialFocusIn(roots: readonly Element[]): FocusableElement | undefined {
  const stops = tabbablesIn(roots, { includeRoots: true });
  return stops.find(el => el.hasAttribute('autofocus')) ?? stops[0];
}

/**
 * The stop Tab (or Shift+Tab with `backward`) moves to from `current`, among the tabbable
 * elements under `root`, wrapping around at either end (a focus trap). `current` may be a stop,
 * inside one (a control in a stop's shadow root) or no stop at all (an element focused by
 * script, an option of a radio group that is not its stop): the next stop after it in tree
 * order is chosen. `undefined` when `root` holds no stop.
 */
export function nextTabStop(
  root: Element | ShadowRoot,
  current: Element | null,
  backward: boolean,
): FocusableElement | undefined {
  const stops: FocusableElement[] = [];
  const radios = new Set<string>();
  /** Stops met before `current` in tree order (-1: not met yet). */
  let before = -1;
  /** `current` is the stop at this index, or inside it. */
  let at = -1;
  for (const element of flatDescendants(root)) {
    if (element === current) {
      before = stops.length;
      const last = stops.at(-1);
      if (last && composedContains(last, current)) at = stops.length - 1;
    }
    if (isTabbable(element) && !isSkippedRadio(element, radios)) {
      if (element === current) at = stops.length;
      stops.push(element);
    }
  }
  if (stops.length === 0) return undefined;
  if (at >= 0) return stops[(at + (backward ? -1 : 1) + stops.length) % stops.length];
  if (before < 0) return backward ? stops.at(-1) : stops[0];
  return backward ? (stops[before - 1] ?? stops.at(-1)) : (stops[before] ?? stops[0]);
}
