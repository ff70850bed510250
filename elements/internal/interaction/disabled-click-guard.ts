/**
 * Swallows clicks on a disabled host, as the browser does for a disabled native control:
 * the listener runs in the capture phase on the host, before the host's own click handler
 * and before any ancestor's bubble listener.
 *
 * It has no lifecycle (the listener lives as long as the host), so it is not a reactive
 * controller; create it in the constructor, before adding the host's own click listeners:
 *
 * ```ts
 * constructor() {
 *   super();
 *   new DisabledClickGuard(this, () => this.isDisabled);
 * }
 * ```
 *
 * `onEnabledClick`, when given, handles every other click from the same listener: a host with
 * many instances on a page (ds-button) then adds one click listener instead of two.
 */
export class DisabledClickGuard {
  readonly #isDisabled: () => boolean;
  readonly #onEnabledClick: ((event: MouseEvent) => void) | undefined;

  constructor(host: HTMLElement, isDisabled: () => boolean, onEnabledClick?: (event: MouseEvent) => void) {
    this.#isDisabled = isDisabled;
    this.#onEnabledClick = onEnabledClick;
    host.addEventListener('click', this.#onClick, { capture: true });
  }

  #onClick = (event: MouseEvent): void => {
    if (!this.#isDisabled()) {
      this.#onEnabledClick?.(event);
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
  };
}
