import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Swallows clicks on a disabled host, as the browser does for a disabled native control:
 * the listener runs in the capture phase on the host, before the host's own click handler
 * and before any ancestor's bubble listener.
 *
 * ```ts
 * readonly #guard = new DisabledClickGuard(this, () => this.isDisabled);
 * ```
 */
export class DisabledClickGuard implements ReactiveController {
  readonly #isDisabled: () => boolean;

  constructor(host: ReactiveControllerHost & HTMLElement, isDisabled: () => boolean) {
    this.#isDisabled = isDisabled;
    host.addController(this);
    // Registered now, not in hostConnected: it must precede listeners the host adds in its constructor.
    host.addEventListener('click', this.#onClick, { capture: true });
  }

  /** Nothing to do on connect: the listener lives as long as the host. */
  hostConnected(): void {}

  #onClick = (event: MouseEvent): void => {
    if (!this.#isDisabled()) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
}
