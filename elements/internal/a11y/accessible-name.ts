import { ariaTarget } from '../overlay/trigger.js';

/**
 * A trigger's accessible name, close enough to the browser's (accname) for naming a popover
 * after the control that opens it: `aria-labelledby`, `aria-label` or a `label` property
 * (`<ds-button label>`), else the visible text. A description never counts: a `<ds-tooltip>`
 * around the trigger keeps its description text in hidden light DOM, which is skipped.
 *
 * Wrappers are looked through the way `ariaTarget()` does (a `<ds-tooltip>` to the element it
 * wraps, a `<ds-button>` to its inner `<button>`), checking each level for an explicit name.
 */
export function accessibleName(element: Element): string {
  let current = element;
  for (let depth = 0; depth < 8; depth++) {
    const explicit = explicitName(current);
    if (explicit) return explicit;
    const next = ariaTarget(current);
    if (next === current) break;
    current = next;
  }
  return visibleText(current) || visibleText(element);
}

const squash = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** The name an element is given outright (`aria-labelledby`, `aria-label`, a `label` property). */
function explicitName(element: Element): string {
  const ids = squash(element.getAttribute('aria-labelledby')).split(' ').filter(Boolean);
  if (ids.length > 0) {
    const root = element.getRootNode() as Document | ShadowRoot;
    const text = ids
      .map(id => root.getElementById?.(id))
      .map(ref => (ref ? squash(ref.getAttribute('aria-label')) || squash(ref.textContent) : ''))
      .filter(Boolean)
      .join(' ');
    if (text) return text;
  }
  const ariaLabel = squash(element.getAttribute('aria-label'));
  if (ariaLabel) return ariaLabel;
  const label = (element as Element & { label?: unknown }).label;
  if (typeof label === 'string' && squash(label)) return squash(label);
  return squash(element.getAttribute('label'));
}

/** Whether an element (and what it holds) is left out of a name computed from content. */
function isHidden(element: Element): boolean {
  if ((element as HTMLElement).hidden || element.getAttribute('aria-hidden') === 'true') return true;
  if (element.matches('style, script, template, noscript')) return true;
  if (!element.isConnected) return false;
  const style = getComputedStyle(element);
  return style.display === 'none' || style.visibility === 'hidden';
}

/** The text a user sees in `root`, following the flat tree (shadow roots, slots). */
export function visibleText(root: Element): string {
  const parts: string[] = [];
  const visit = (node: Node): void => {
    if (node.nodeType === Node.TEXT_NODE) {
      parts.push(node.textContent ?? '');
      return;
    }
    if (!(node instanceof Element) || isHidden(node)) return;
    if (node !== root) {
      const label = squash(node.getAttribute('aria-label'));
      if (label) {
        parts.push(` ${label} `);
        return;
      }
      if (node instanceof HTMLImageElement) {
        parts.push(` ${node.alt} `);
        return;
      }
    }
    for (const child of flatChildNodes(node)) visit(child);
  };
  visit(root);
  return squash(parts.join(''));
}

function flatChildNodes(node: Element): Iterable<Node> {
  if (node instanceof HTMLSlotElement) {
    const assigned = node.assignedNodes({ flatten: true });
    return assigned.length > 0 ? assigned : node.childNodes;
  }
  // a shadow root that has not rendered yet shows nothing: read the light DOM meanwhile
  if (node.shadowRoot && node.shadowRoot.childNodes.length > 0) return node.shadowRoot.childNodes;
  return node.childNodes;
}
