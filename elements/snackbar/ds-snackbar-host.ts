import { html, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { DsHideEvent } from '../events/ds-hide.js';
import { DsShowEvent } from '../events/ds-show.js';
import { DsElement } from '../internal/ds-element.js';
import { snackbarHostStyles } from './ds-snackbar.styles.js';
import { SnackbarQueue, type SnackbarItem, type SnackbarOptions } from './snackbar-queue.js';
import './ds-snackbar.js';
import type { SnackbarStrings } from './ds-snackbar.js';

export type { SnackbarItem, SnackbarOptions } from './snackbar-queue.js';
export { snackbarStrings, type SnackbarStrings } from './ds-snackbar.js';
export { SNACKBAR_DEFAULT_DURATION, SNACKBAR_EXIT_DELAY } from './snackbar-queue.js';

/**
 * Shows snackbars: short messages at the bottom centre of the screen, above everything
 * (in the top layer where the Popover API exists), clear of the safe-area insets.
 *
 * Put one host in the page and call `show()`. Items stack in the order they were shown; each
 * leaves after its `duration` (default 3000 ms): it gets the `exiting` state, animates out and is
 * removed about 300 ms later. `replace: true` removes the earlier items of the same `source` at
 * once. All items sit in one polite live region (`role="status"`), so screen readers announce
 * each message. Timers pause while the pointer is over an item or focus is inside one, and stop
 * when the host leaves the document. With reduced motion, items appear and disappear without
 * sliding.
 *
 * @summary Shows, times, stacks and announces snackbars.
 * @status stable
 * @since 1.0
 * @dependency ds-snackbar
 *
 * @csspart base - The live region that holds the snackbars.
 * @csspart snackbar - Each `<ds-snackbar>`.
 *
 * @cssprop [--ds-snackbar-z-index=2147483000] - Stacking order where the top layer is not available.
 *
 * @fires {DsShowEvent} ds-show - An item was shown. `event.detail.id` is the id `show()` returned.
 * @fires {DsHideEvent} ds-hide - An item started to leave. `event.detail` holds its `id` and the `reason`: `timeout`, `dismiss`, `replace` or `clear`.
 */
@customElement('ds-snackbar-host')
export class DsSnackbarHost extends DsElement {
  static override styles = [DsElement.styles, snackbarHostStyles];

  /**
   * Replaces the English words of the snackbars it shows (see `SnackbarStrings`: the dismiss
   * button's name), e.g. `{ dismiss: 'Schließen' }`. Missing or non-string entries keep the default.
   */
  @property({ attribute: false })
  strings: Partial<SnackbarStrings> = {};

  @query('.region')
  private region!: HTMLElement | null;

  #items: readonly SnackbarItem[] = [];
  #hoveredId?: string;

  readonly #queue = new SnackbarQueue({
    onChange: items => {
      this.#items = items;
      if (this.#hoveredId !== undefined && !items.some(item => item.id === this.#hoveredId && !item.exiting)) {
        this.#hoveredId = undefined;
        this.#queue.resume('hover');
      }
      this.requestUpdate();
    },
    onHide: (item, reason) => {
      this.emit(new DsHideEvent({ id: item.id, reason }));
    },
  });

  /** The current items, oldest first (read-only; use `show()`, `dismiss()` and `clear()`). */
  get items(): readonly SnackbarItem[] {
    return this.#items;
  }

  /**
   * Shows a snackbar and returns its id.
   * @param options - `{ message, duration = 3000, source?, replace?, countdown?, dismissible? }`, or just the message.
   */
  show(options: SnackbarOptions | string): string {
    // a message alone, or options; anything else (null, a number) is shown as its text
    const opts: SnackbarOptions =
      options !== null && typeof options === 'object' ? options : { message: options === undefined || options === null ? '' : String(options) };
    const wasIdle = this.#items.length === 0;
    const id = this.#queue.show(opts);
    if (wasIdle) this.#raise();
    void this.updateComplete.then(() => {
      if (this.#items.some(item => item.id === id)) this.emit(new DsShowEvent({ id }));
    });
    return id;
  }

  /**
   * Dismisses a snackbar: it animates out and is removed about 300 ms later. Returns `false`
   * when no item has that id.
   * @param id - The id returned by `show()`.
   */
  dismiss(id: string): boolean {
    return this.#queue.dismiss(id, 'dismiss');
  }

  /** Removes every snackbar at once. */
  clear(): void {
    this.#queue.clear();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#queue.resume('disconnected');
    if (this.hasUpdated) void this.updateComplete.then(() => this.#raise());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // No timer outlives the connection: showing items wait, leaving items go at once.
    this.#queue.pause('disconnected');
    this.#queue.finishExits();
  }

  protected override firstUpdated(): void {
    this.#raise();
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    // focus left with a removed item: no focusout arrives, so check here
    if (this.#focusPaused && !this.region?.matches(':focus-within')) {
      this.#focusPaused = false;
      this.#resume('focus');
    }
  }

  override render(): TemplateResult {
    const paused = this.#queue.paused;
    return html`<div
      part="base"
      class="region"
      role="status"
      aria-live="polite"
      aria-atomic="false"
      aria-relevant="additions"
      popover="manual"
      @focusin=${this.#onFocusIn}
      @focusout=${this.#onFocusOut}
      @ds-dismiss=${this.#onDismissRequest}
    >
      ${repeat(
        this.#items,
        item => item.id,
        item => html`<ds-snackbar
          part="snackbar"
          data-id=${item.id}
          .duration=${item.duration}
          ?countdown=${item.countdown}
          ?dismissible=${item.dismissible}
          ?exiting=${item.exiting}
          ?paused=${paused && !item.exiting}
          .strings=${this.strings}
          @pointerenter=${() => this.#onPointerEnter(item.id)}
          @pointerleave=${() => this.#onPointerLeave(item.id)}
          >${item.message}</ds-snackbar
        >`,
      )}
    </div>`;
  }

  #focusPaused = false;

  #pause(reason: string): void {
    this.#queue.pause(reason);
    this.requestUpdate();
  }

  #resume(reason: string): void {
    this.#queue.resume(reason);
    this.requestUpdate();
  }

  #onPointerEnter(id: string): void {
    if (this.#hoveredId === id) return;
    this.#hoveredId = id;
    this.#pause('hover');
  }

  #onPointerLeave(id: string): void {
    if (this.#hoveredId !== id) return;
    this.#hoveredId = undefined;
    this.#resume('hover');
  }

  #onFocusIn = (): void => {
    if (this.#focusPaused) return;
    this.#focusPaused = true;
    this.#pause('focus');
  };

  #onFocusOut = (event: FocusEvent): void => {
    const next = event.relatedTarget as Node | null;
    if (next && this.region?.contains(next)) return;
    if (!this.#focusPaused) return;
    this.#focusPaused = false;
    this.#resume('focus');
  };

  #onDismissRequest = (event: Event): void => {
    event.stopPropagation();
    if (event.defaultPrevented) return;
    const id = (event.target as HTMLElement).dataset['id'];
    if (id) this.dismiss(id);
  };

  /**
   * Puts the region on top of the top layer (above open modal dialogs and popovers). Called
   * when the host connects and when an item appears after an idle time, so that the region is
   * never re-inserted while an item animates.
   */
  #raise(): void {
    const region = this.region;
    if (!region?.isConnected || typeof region.showPopover !== 'function') return;
    try {
      if (region.matches(':popover-open')) region.hidePopover();
      region.showPopover();
    } catch {
      // not in a document, or no Popover API: the fixed position and z-index still apply
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'ds-snackbar-host': DsSnackbarHost;
  }
}
