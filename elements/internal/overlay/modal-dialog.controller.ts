import { html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { deepActiveElement, firstTabbable, nextTabStop, type FocusableElement } from '../a11y/focus.js';
import { isTopmostDismissible, pushDismissible, type Dismissible } from './dismissible-stack.js';

/** Why the user asked a modal dialog to close: Escape (or the platform's close request) or a press on the backdrop. */
export type ModalDismissReason = 'escape' | 'backdrop';

/** What a host of `ModalDialogController` tells it. */
export interface ModalDialogOptions {
  /** The host's `<dialog>` (rendered by the host). */
  dialog(): HTMLDialogElement | null | undefined;
  /** The visible box: the root of the Tab cycle and the last resort for focus. */
  panel(): HTMLElement | null | undefined;
  /** Where focus goes on opening; the panel when undefined. */
  initialFocus(): FocusableElement | undefined;
  /** Whether a press that starts and ends on the backdrop asks to close. */
  closesOnBackdrop(): boolean;
  /**
   * The user asked to close (Escape on the topmost overlay, or the backdrop): the host closes, or
   * not (a cancelled event). Also called with `escape` when an engine closed the dialog by itself.
   */
  onDismiss(reason: ModalDismissReason, force: boolean): void;
  /** Keep the page under the dialog from scrolling while it is shown. */
  lockScroll?: boolean;
}

/**
 * Set while an Escape press is being handled by the dismissible stack (cleared in the next
 * task). An engine that still turns the same press into a `cancel` on the dialog below (now the
 * topmost) must not close that one too. Shared by every modal dialog (a drawer over a modal).
 */
let escapeInProgress = false;

function markEscape(): void {
  escapeInProgress = true;
  setTimeout(() => {
    escapeInProgress = false;
  });
}

let scrollLocks = 0;
let savedScrollStyle: { overflow: string; gutter: string } | undefined;

/** Stops the document from scrolling (nested locks count); returns the unlock. */
function lockDocumentScroll(): () => void {
  const root = document.documentElement;
  if (scrollLocks === 0) {
    savedScrollStyle = { overflow: root.style.overflow, gutter: root.style.getPropertyValue('scrollbar-gutter') };
    // keep the scrollbar's room, so the page does not shift sideways while it is hidden
    if (window.innerWidth > root.clientWidth) root.style.setProperty('scrollbar-gutter', 'stable');
    root.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  let locked = true;
  return () => {
    if (!locked) return;
    locked = false;
    scrollLocks -= 1;
    if (scrollLocks > 0 || !savedScrollStyle) return;
    root.style.overflow = savedScrollStyle.overflow;
    root.style.setProperty('scrollbar-gutter', savedScrollStyle.gutter);
    if (!root.getAttribute('style')) root.removeAttribute('style');
    savedScrollStyle = undefined;
  };
}

/**
 * The modal `<dialog>` of `<ds-modal>` and `<ds-drawer>`: `showModal()` (top layer, the page inert),
 * the opener remembered and focus given back to it on closing, Escape through the shared
 * dismissible stack (topmost overlay only), a press on the backdrop, Tab kept inside the panel,
 * and optionally the page's scroll locked. The host renders the `<dialog>` with `dialogListeners`
 * and decides what a close request does (`onDismiss`).
 */
export class ModalDialogController implements ReactiveController {
  // the host calls `show()`, `close()` and `teardown()` itself: it decides when each applies
  hostConnected?(): void;
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #options: ModalDialogOptions;
  #shown = false;
  #opener?: FocusableElement;
  #removeFromStack?: () => void;
  #unlockScroll?: () => void;
  #pointerDownOnBackdrop = false;
  readonly #dismissible: Dismissible = {
    dismiss: () => {
      markEscape();
      this.#options.onDismiss('escape', false);
    },
  };

  constructor(host: ReactiveControllerHost & HTMLElement, options: ModalDialogOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** The dialog is shown (modal) right now: what the host's bookkeeping trusts. */
  get shown(): boolean {
    return this.#shown;
  }

  /** Shows the dialog as a modal; false when it cannot be (then the host stays closed). */
  show(): boolean {
    const dialog = this.#options.dialog();
    if (this.#shown || !dialog || !this.#host.isConnected) return false;
    const active = deepActiveElement();
    const opener =
      (active instanceof HTMLElement || active instanceof SVGElement) && active !== document.body && !this.owns(active)
        ? active
        : undefined;
    try {
      if (dialog.open) dialog.close();
      dialog.showModal();
    } catch {
      // Not displayable as a modal here (e.g. the document is not fully active).
      return false;
    }
    this.#shown = true;
    this.#opener = opener;
    this.#removeFromStack = pushDismissible(this.#dismissible);
    if (this.#options.lockScroll) this.#unlockScroll = lockDocumentScroll();
    return true;
  }

  /**
   * Waits for the host and the Lit elements inside the dialog to render, then moves focus in;
   * resolves true if the dialog is still shown.
   */
  async settle(): Promise<boolean> {
    await this.#host.updateComplete;
    const dialog = this.#options.dialog();
    if (dialog) await Promise.all(pendingUpdates(dialog));
    if (!this.#shown) return false;
    const panel = this.#options.panel();
    (this.#options.initialFocus() ?? (panel ? firstTabbable(panel) : undefined) ?? panel)?.focus();
    return true;
  }

  /** Closes the dialog and gives focus back to the opener (when focus was inside or nowhere). */
  close(): void {
    if (!this.#shown) return;
    const focused = deepActiveElement();
    const hadFocus = focused !== null && this.owns(focused);
    this.#release();
    const active = deepActiveElement();
    this.#restoreFocus(hadFocus || active === null || active === document.body);
  }

  /** The host left the document while shown: close without asking anything; true if it was shown. */
  teardown(): boolean {
    if (!this.#shown) return false;
    this.#release();
    const active = deepActiveElement();
    this.#restoreFocus(active === null || active === document.body);
    return true;
  }

  #release(): void {
    this.#shown = false;
    this.#removeFromStack?.();
    this.#removeFromStack = undefined;
    this.#unlockScroll?.();
    this.#unlockScroll = undefined;
    const dialog = this.#options.dialog();
    if (dialog?.open) dialog.close();
  }

  #restoreFocus(wanted: boolean): void {
    const opener = this.#opener;
    this.#opener = undefined;
    if (wanted && opener?.isConnected) opener.focus({ preventScroll: true });
  }

  /** Whether `node` is inside the host (its light DOM or its shadow tree). */
  owns(node: Node): boolean {
    for (let n: Node | null = node; n; n = n instanceof ShadowRoot ? n.host : n.parentNode) {
      if (n === this.#host) return true;
    }
    return false;
  }

  /**
   * Native close requests (Escape, Android's back gesture) arrive as `cancel`. The dismissible
   * stack normally handles Escape first (and cancels the keydown); whatever still arrives here
   * asks to close only if this dialog is the topmost overlay.
   */
  readonly onCancel = (event: Event): void => {
    event.preventDefault();
    if (this.#shown && !escapeInProgress && isTopmostDismissible(this.#dismissible)) {
      this.#options.onDismiss('escape', false);
    }
  };

  /** The dialog closed without us (an engine that does not let `cancel` be refused): catch up. */
  readonly onDialogClose = (): void => {
    if (this.#shown && !this.#options.dialog()?.open) this.#options.onDismiss('escape', true);
  };

  /**
   * Keeps Tab inside, and moves it through the panel's stops itself: a modal `<dialog>` makes the
   * page inert, but engines then let Tab leave the last element for the browser's own UI
   * (Chromium) or the document. Every Tab goes to the next stop of `nextTabStop()`, in which a
   * radio group (native, or roving like `<ds-radio-group>`) is one stop, wrapping at either end.
   */
  readonly onKeyDown = (event: KeyboardEvent): void => {
    // WebKitGTK reports Shift+Tab (GTK's ISO_Left_Tab) as key "Unidentified", code "Tab".
    const tab = event.key === 'Tab' || (event.key === 'Unidentified' && event.code === 'Tab');
    if (!tab || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const panel = this.#options.panel();
    if (!panel || !this.#shown) return;
    const active = deepActiveElement();
    const target = nextTabStop(panel, active === panel ? null : active, event.shiftKey) ?? panel;
    event.preventDefault();
    target.focus();
  };

  readonly onPointerDown = (event: PointerEvent): void => {
    this.#pointerDownOnBackdrop = event.target === this.#options.dialog();
  };

  readonly onClick = (event: MouseEvent): void => {
    const downOnBackdrop = this.#pointerDownOnBackdrop;
    this.#pointerDownOnBackdrop = false;
    // Only a press that started and ended on the backdrop (not a drag out of the panel).
    if (event.target !== this.#options.dialog() || !downOnBackdrop || !this.#shown) return;
    if (this.#options.closesOnBackdrop()) this.#options.onDismiss('backdrop', false);
  };
}

/**
 * The header's close button of a modal dialog (`<ds-modal>`, `<ds-drawer>`): a plain icon-only
 * `<ds-button>` named `name` (the host's localised word), part `close-button`. The host lists
 * `ds-button` and `ds-icon` in its `dependencies`.
 */
export function renderCloseButton(name: string, onClick: (event: Event) => void): TemplateResult {
  return html`<ds-button
    part="close-button"
    class="close-button"
    variant="plain"
    size="small"
    icon-only
    label=${name}
    @click=${onClick}
    ><ds-icon name="close" size="20"></ds-icon
  ></ds-button>`;
}

/** `updateComplete` of every Lit element in `root`'s flat tree that has an update pending. */
function pendingUpdates(root: Element | ShadowRoot): Promise<unknown>[] {
  const pending: Promise<unknown>[] = [];
  const visit = (node: Element | ShadowRoot): void => {
    const children =
      node instanceof HTMLSlotElement
        ? node.assignedElements({ flatten: true })
        : node instanceof Element && node.shadowRoot
          ? [...node.shadowRoot.children]
          : [...node.children];
    for (const child of children) {
      const update = (child as Partial<{ updateComplete: Promise<unknown> }>).updateComplete;
      if (update instanceof Promise) pending.push(update);
      visit(child);
    }
    if (node instanceof HTMLSlotElement && node.assignedElements().length === 0) {
      for (const child of node.children) visit(child);
    }
  };
  visit(root);
  return pending;
}
