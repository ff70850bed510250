import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property, query } from 'lit/decorators.js';
import { DsActionEvent } from '../events/ds-action.js';
import { DsHideEvent } from '../events/ds-hide.js';
import { DsShowEvent } from '../events/ds-show.js';
import { DsElement } from '../internal/core/ds-element.js';
import { composedContains, deepActiveElement, initialFocusIn, isTabbable } from '../internal/a11y/focus.js';
import { snackbarHostStyles } from './ds-snackbar.styles.js';
import { SnackbarQueue, type SnackbarItem, type SnackbarOptions } from './snackbar-queue.js';
import { DsSnackbar, type SnackbarStrings } from './ds-snackbar.component.js';

export type { SnackbarItem, SnackbarOptions } from './snackbar-queue.js';
export { snackbarStrings, type SnackbarStrings } from './ds-snackbar.component.js';
export { SNACKBAR_DEFAULT_DURATION, SNACKBAR_EXIT_DELAY, SNACKBAR_MAX_VISIBLE } from './snackbar-queue.js';

/**
 * Shows snackbars: short messages at the bottom centre of the screen, above everything
 * (in the top layer where the Popover API exists), clear of the safe-area insets.
 *
 * Put one host in the page and call `show()`. Items stack in the order they were shown; each
 * leaves after its `duration` (default 3000 ms): it gets the `exiting` state, animates out and is
 * removed about 300 ms later. At most 3 are shown at once (`SNACKBAR_MAX_VISIBLE`); later ones
 * wait in order and appear, their duration starting then, as shown ones leave. `replace: true` removes the earlier items of the same `source` at
 * once. All items sit in one polite live region (`role="status"`), so screen readers announce
 * each message. Timers pause while the pointer is over an item or focus is inside one, and stop
 * when the host leaves the document. With reduced motion, items appear and disappear without
 * sliding.
 *
 * Actions: `show({ message, action: 'Undo', onAction })` adds an action button to the item. Such
 * an item waits for an answer: it has no timeout unless a `duration` is given (and a timed one
 * still pauses while hovered or focused). Pressing the action fires `ds-action` on the host
 * (`event.detail.id`); unless a listener cancels it, `onAction(id)` is called and the item leaves
 * (`ds-hide` with the reason `action`).
 *
 * Focus: when the focused item leaves (its Dismiss was pressed, `dismiss()`, `clear()`), focus
 * goes to the next shown item's Dismiss button (else the previous one's), else back to the
 * element that had focus before focus entered the snackbars, else to the first focusable
 * element of the page's `<main>`; it never drops to `<body>`.
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
 * @fires {DsShowEvent} ds-show - An item was shown (a waiting one when it appears). `event.detail.id` is the id `show()` returned.
 * @fires {DsActionEvent} ds-action - The action button of an item was pressed. `event.detail.id` is its id. Cancelable: cancelled, the item stays and `onAction` is not called.
 * @fires {DsHideEvent} ds-hide - An item started to leave. `event.detail` holds its `id` and the `reason`: `timeout`, `dismiss`, `action`, `replace` or `clear`.
 */
export class DsSnackbarHost extends DsElement {
  static override styles = [DsElement.styles, snackbarHostStyles];

  /** The elements it renders, which `defineElement()` registers before it. */
  static override dependencies = { 'ds-snackbar': DsSnackbar };

  /**
   * Replaces the words of the snackbars it shows, in any language (see `SnackbarStrings`: the dismiss
   * button's name), e.g. `{ dismiss: 'Schließen' }`. Missing or non-string entries keep the default.
   */
  @property({ attribute: false })
  strings: Partial<SnackbarStrings> = {};

  @query('.region')
  private region!: HTMLElement | null;

  #items: readonly SnackbarItem[] = [];
  #hoveredId?: string;
  /**
   * The `<ds-snackbar>` of each shown item, by id. The host creates, updates and removes them
   * itself (not with Lit's `repeat`, whose removal leaves a comment node behind per item in
   * lit-html 3.3: lit/lit#5298); an entry goes when its element is removed.
   */
  readonly #elements = new Map<string, DsSnackbar>();
  /** Ids whose `ds-show` is due once they are rendered. */
  #newIds: string[] = [];
  /** Where focus came from before it entered the snackbars (weakly held: never keeps it alive). */
  #returnFocus: WeakRef<Element> | undefined;

  readonly #queue = new SnackbarQueue({
    onChange: items => {
      const before = new Set(this.#items.map(item => item.id));
      this.#newIds.push(...items.filter(item => !before.has(item.id)).map(item => item.id));
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

  /** The items shown now, oldest first (read-only; use `show()`, `dismiss()` and `clear()`). */
  get items(): readonly SnackbarItem[] {
    return this.#items;
  }

  /** The items waiting for room (more than 3 were shown at once), oldest first. */
  get waiting(): readonly SnackbarItem[] {
    return this.#queue.waiting;
  }

  /**
   * Shows a snackbar and returns its id.
   * @param options - `{ message, duration = 3000, source?, replace?, countdown?, dismissible?, action?, onAction? }`, or just the message.
   */
  show(options: SnackbarOptions | string): string {
    // a message alone, or options; anything else (null, a number) is shown as its text
    const opts: SnackbarOptions =
      options !== null && typeof options === 'object'
        ? options
        : { message: options === undefined || options === null ? '' : String(options) };
    const wasIdle = this.#items.length === 0;
    const id = this.#queue.show(opts);
    if (wasIdle) this.#raise();
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
    this.#renderItems();
    const shown = this.#newIds.filter(id => this.#elements.has(id));
    this.#newIds = [];
    for (const id of shown) this.emit(new DsShowEvent({ id }));
    // focus left with a removed item: no focusout arrives, so check here
    if (this.#focusPaused && !this.region?.matches(':focus-within')) {
      this.#focusPaused = false;
      this.#resume('focus');
    }
  }

  override render(): TemplateResult {
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
      @ds-action=${this.#onActionRequest}
    ></div>`;
  }

  /** Brings the `<ds-snackbar>` elements in line with the items (see `#elements`). */
  #renderItems(): void {
    const region = this.region;
    if (!region) return;
    const items = this.#items;
    const shown = new Set(items.map(item => item.id));
    const paused = this.#queue.paused;
    this.#keepFocus(items);
    for (const [id, element] of this.#elements) {
      if (shown.has(id)) continue;
      element.remove();
      this.#elements.delete(id);
    }
    let previous: DsSnackbar | undefined;
    for (const item of items) {
      let element = this.#elements.get(item.id);
      if (!element) {
        element = document.createElement('ds-snackbar');
        element.setAttribute('part', 'snackbar');
        element.dataset['id'] = item.id;
        element.textContent = item.message;
        element.addEventListener('pointerenter', this.#onItemPointerEnter);
        element.addEventListener('pointerleave', this.#onItemPointerLeave);
        this.#elements.set(item.id, element);
      }
      Object.assign(element, {
        duration: item.duration,
        countdown: item.countdown,
        dismissible: item.dismissible,
        actionLabel: item.action,
        exiting: item.exiting,
        paused: paused && !item.exiting,
        strings: this.strings,
      });
      // new items go after the previous one; shown ones never move (a move would restart them)
      if (element.parentNode !== region)
        region.insertBefore(element, previous ? previous.nextSibling : region.firstChild);
      previous = element;
    }
  }

  /**
   * Focus must not drop to `<body>` when the focused item leaves: it goes to the next shown
   * item's Dismiss (else the previous one's), else where it came from, else into `<main>`.
   */
  #keepFocus(items: readonly SnackbarItem[]): void {
    const active = deepActiveElement();
    if (!active) return;
    const entries = [...this.#elements];
    const index = entries.findIndex(([, element]) => composedContains(element, active));
    if (index < 0) return;
    const [focusedId] = entries[index]!;
    if (items.some(item => item.id === focusedId && !item.exiting)) return; // it stays
    const staying = (id: string) => items.some(item => item.id === id && !item.exiting);
    const candidates = [...entries.slice(index + 1), ...entries.slice(0, index).reverse()].filter(([id]) =>
      staying(id),
    );
    for (const [, element] of candidates) {
      const target = initialFocusIn([element]);
      if (target) {
        target.focus();
        return;
      }
    }
    const back = this.#returnFocus?.deref();
    this.#returnFocus = undefined;
    if (back?.isConnected && !composedContains(this, back)) {
      const target = isTabbable(back) ? back : initialFocusIn([back]);
      if (target) {
        target.focus();
        if (composedContains(target, deepActiveElement())) return;
      }
    }
    const main = document.querySelector('main');
    const fallback = main ? initialFocusIn([main]) : undefined;
    if (fallback) fallback.focus();
    else (active as HTMLElement).blur?.();
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

  #onItemPointerEnter = (event: Event): void => {
    const id = (event.currentTarget as HTMLElement).dataset['id'];
    if (id === undefined || this.#hoveredId === id) return;
    this.#hoveredId = id;
    this.#pause('hover');
  };

  #onItemPointerLeave = (event: Event): void => {
    const id = (event.currentTarget as HTMLElement).dataset['id'];
    if (id === undefined || this.#hoveredId !== id) return;
    this.#hoveredId = undefined;
    this.#resume('hover');
  };

  #onFocusIn = (event: FocusEvent): void => {
    const from = event.relatedTarget;
    if (from instanceof Element && !composedContains(this, from)) this.#returnFocus = new WeakRef(from);
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

  /** An item's action was pressed: the host's `ds-action` (with the id) decides what follows. */
  #onActionRequest = (event: Event): void => {
    event.stopPropagation();
    if (event.defaultPrevented) return;
    const id = (event.target as HTMLElement).dataset['id'];
    const item = this.#items.find(i => i.id === id);
    if (!id || !item || item.exiting) return;
    if (!this.emit(new DsActionEvent({ id }))) return;
    this.#queue.dismiss(id, 'action');
    item.onAction?.(id); // after the dismissal: a callback that throws never leaves the item stuck
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
