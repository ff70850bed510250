import { isServer, type ReactiveController, type ReactiveControllerHost } from 'lit';

/** The name `HasSlotController` uses for the default (unnamed) slot. */
export const DEFAULT_SLOT = '[default]';

/** True when a node counts as content: an element, or text that is not only white space. */
export function isContentNode(node: Node): boolean {
  return (
    node.nodeType === Node.ELEMENT_NODE || (node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '')
  );
}

/**
 * True when `slot` has content assigned (flattened through nested slots). The slot's own
 * fallback content (`<slot name="label">${this.label}</slot>`) is not assigned content.
 */
export function slotHasContent(slot: HTMLSlotElement | null | undefined): boolean {
  return !!slot && slot.assignedNodes().length > 0 && slot.assignedNodes({ flatten: true }).some(isContentNode);
}

/**
 * Tells whether the host's light DOM fills a slot, and re-renders the host when that changes,
 * so templates can hide empty wrappers (`classMap({ 'has-content': slots.test('start') })`).
 *
 * Reads the light DOM directly (no render needed first, as Web Awesome's HasSlotController does)
 * and listens for `slotchange` on the shadow root, which bubbles from every slot of the host.
 *
 * ```ts
 * readonly #slots = new HasSlotController(this, DEFAULT_SLOT, 'start', 'end');
 * render() { return html`<span class=${classMap({ start: true, 'has-content': this.#slots.test('start') })}>…` }
 * ```
 */
export class HasSlotController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #names: readonly string[];
  #last = new Map<string, boolean>();

  constructor(host: ReactiveControllerHost & HTMLElement, ...slotNames: string[]) {
    this.#host = host;
    this.#names = slotNames;
    host.addController(this);
  }

  /** True when the named slot (`DEFAULT_SLOT` for the default one) has content. */
  test(slotName: string): boolean {
    // Only elements go to a named slot: a host without element children (a plain text button,
    // the most common case) has nothing there, and needs no query.
    // On a server (Lit's SSR) an element has no light DOM to look at: nothing is assumed.
    if (isServer) return false;
    if (slotName !== DEFAULT_SLOT && this.#host.firstElementChild === null) return false;
    const slot = this.#host.shadowRoot?.querySelector<HTMLSlotElement>(
      slotName === DEFAULT_SLOT ? 'slot:not([name])' : `slot[name="${slotName}"]`,
    );
    // Before the first render there is no slot yet: look at the light DOM children instead.
    if (slot) return slotHasContent(slot);
    for (const node of this.#host.childNodes) {
      const assigned =
        slotName === DEFAULT_SLOT
          ? isContentNode(node) && !(node instanceof Element && node.hasAttribute('slot'))
          : node instanceof Element && node.getAttribute('slot') === slotName;
      if (assigned) return true;
    }
    return false;
  }

  hostConnected(): void {
    this.#listen();
  }

  hostUpdated(): void {
    // A host without a shadow root when it connected has one after its first update.
    if (!this.#listening) this.#listen();
  }

  hostDisconnected(): void {
    this.#listening?.removeEventListener('slotchange', this.#onSlotChange);
    this.#listening = null;
  }

  /** The shadow root listened to (once: a page of many hosts pays for one listener each). */
  #listening: ShadowRoot | null = null;

  #listen(): void {
    const root = this.#host.shadowRoot;
    if (!root || root === this.#listening) return;
    root.addEventListener('slotchange', this.#onSlotChange);
    this.#listening = root;
  }

  #onSlotChange = (event: Event): void => {
    const slot = event.target as HTMLSlotElement;
    const name = slot.name || DEFAULT_SLOT;
    if (!this.#names.includes(name)) return;
    const has = slotHasContent(slot);
    if (this.#last.get(name) === has) return;
    this.#last.set(name, has);
    this.#host.requestUpdate();
  };
}
