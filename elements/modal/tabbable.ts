/**
 * Finds keyboard-focusable elements in composed (flat-tree) order: it walks into open shadow
 * roots and follows slots to their assigned elements (or their fallback content), so the order
 * is the one Tab follows. Used by `<ds-modal>` for its initial focus.
 */

/** Whether `element` itself is in the Tab order now (focusable, enabled, rendered). */
export function isTabbable(element: Element): element is HTMLElement | SVGElement {
  if (!(element instanceof HTMLElement || element instanceof SVGElement)) return false;
  if (element.tabIndex < 0) return false;
  if (element.matches(':disabled')) return false;
  if (element.closest('[inert]')) return false;
  return isRendered(element);
}

function isRendered(element: Element): boolean {
  if (typeof element.checkVisibility === 'function') {
    return element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
  }
  return element.getClientRects().length > 0;
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

/** Every tabbable element under `root` (not `root` itself), in flat-tree order. */
export function* tabbables(root: Element | ShadowRoot): Generator<HTMLElement | SVGElement> {
  for (const child of flatChildren(root)) {
    if (isTabbable(child)) yield child;
    yield* tabbables(child);
  }
}

/** The first tabbable element under `root`, if any. */
export function firstTabbable(root: Element | ShadowRoot): HTMLElement | SVGElement | undefined {
  for (const element of tabbables(root)) return element;
  return undefined;
}

/** The focused element, looking through open shadow roots. */
export function deepActiveElement(doc: Document = document): Element | null {
  let active: Element | null = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
