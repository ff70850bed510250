import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { DsHideReason } from '../../events/ds-hide.js';
import { pushDismissible, type Dismissible } from './dismissible-stack.js';
import { FloatingController, type FloatingOptions } from './floating.js';
import { composedContains, deepActiveElement } from '../a11y/focus.js';
import { ariaTarget } from './trigger.js';

/**
 * Why an open overlay asks to close on its own: a press outside the trigger and the box
 * (`touch` for a finger's, with the `touch` option), a context menu elsewhere, a window resize,
 * a scroll outside the box (with the `scroll` option).
 */
export type OverlayCloseReason = 'outside' | 'touch' | 'contextmenu' | 'resize' | 'scroll';

/** Reasons after which focus stays where the user put it, never pulled back to the trigger. */
const LEAVE_FOCUS: ReadonlySet<DsHideReason> = new Set(['outside', 'contextmenu']);

/** What `OverlayController` reads of its element, each time it is needed. */
export interface OverlayOptions {
  /** The box: the `popover="manual"` element of the shadow tree that is shown in the top layer. */
  box(): HTMLElement | null;
  /** The trigger: a press on it is not outside; the box is placed next to it. */
  trigger(): Element | null;
  /** Where the box goes; read each time positioning starts. */
  placement(): FloatingOptions;
  /** Asks the element to close (it decides, and fires its events). */
  close(reason: OverlayCloseReason): void;
  /** Report a finger's press outside as `touch` (else `outside`). */
  readonly touch?: boolean;
  /** With it, a scroll anywhere but inside the box asks to close while it returns true. */
  readonly scroll?: () => boolean;
}

/**
 * The shown state of a non-modal overlay (`<ds-menu>`'s list, `<ds-popover>`'s panel,
 * `<ds-tooltip>`'s bubble), and what closes it besides its own rules.
 *
 * `show()` gives the box `data-open` (the styles show it by that attribute, also where there is
 * no Popover API), puts it in the top layer, puts the element on top of the dismissible stack (so
 * that Escape closes the topmost overlay first: it calls the element's `dismiss()`) and listens,
 * on the document and the window, for a press outside the trigger and the box, a context menu
 * elsewhere, a resize and (optionally) a scroll, each reported to `close()`. `position()` places
 * the box next to the trigger and follows it. `hide()` undoes it all, without events; so does the
 * element's disconnection.
 */
export class OverlayController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement & Dismissible;
  readonly #options: OverlayOptions;
  #floating: FloatingController | undefined;
  /** Undoes `show()`; set while shown. */
  #undo: (() => void) | undefined;
  #positioned: Promise<void> = Promise.resolve();

  constructor(host: ReactiveControllerHost & HTMLElement & Dismissible, options: OverlayOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** True between `show()` and `hide()`: the box is in the top layer and the listeners are on. */
  get shown(): boolean {
    return this.#undo !== undefined;
  }

  /** Settles once the last `position()` has placed the box. */
  get positioned(): Promise<void> {
    return this.#positioned;
  }

  hostDisconnected(): void {
    this.hide();
  }

  /** Shows the box and arms what closes it; false when it cannot (no box yet, not connected). */
  show(): boolean {
    if (this.shown) return true;
    const box = this.#options.box();
    if (!box || !this.#host.isConnected) return false;
    box.toggleAttribute('data-open', true);
    try {
      box.showPopover();
    } catch {
      // no Popover API (or already shown): the box is position: fixed with a high z-index
    }
    const removeDismissible = pushDismissible(this.#host);
    const scroll = this.#options.scroll ? this.#onScroll : undefined;
    document.addEventListener('pointerdown', this.#onPointerDown, true);
    document.addEventListener('contextmenu', this.#onContextMenu, true);
    if (scroll) document.addEventListener('scroll', scroll, { capture: true, passive: true });
    window.addEventListener('resize', this.#onResize);
    this.#undo = () => {
      removeDismissible();
      document.removeEventListener('pointerdown', this.#onPointerDown, true);
      document.removeEventListener('contextmenu', this.#onContextMenu, true);
      if (scroll) document.removeEventListener('scroll', scroll, { capture: true });
      window.removeEventListener('resize', this.#onResize);
      box.removeAttribute('data-open');
      try {
        box.hidePopover();
      } catch {
        // not shown as a popover
      }
    };
    return true;
  }

  /** Places the box next to the trigger (again) and follows it; resolves once placed. Only while shown. */
  position(): Promise<void> {
    const box = this.#options.box();
    const trigger = this.#options.trigger();
    if (!this.shown || !box || !trigger) return (this.#positioned = Promise.resolve());
    this.#floating ??= new FloatingController(box);
    return (this.#positioned = this.#floating.start(trigger, this.#options.placement()));
  }

  /** Recomputes the position now (the box's content changed). */
  update(): void {
    void this.#floating?.update();
  }

  /** Hides the box and undoes all that `show()` armed, without events. */
  hide(): void {
    const undo = this.#undo;
    if (!undo) return;
    this.#undo = undefined;
    this.#floating?.stop();
    undo();
  }

  /**
   * Hides the box (`hide()`) and settles focus as a menu or a dialog closing does: back on the
   * trigger after a reason in `returnFocus`, or when focus was inside the box; but a press or a
   * context menu elsewhere (`outside`, `contextmenu`) leaves it where the user put it. `beforeFocus`
   * runs once hidden, before focus moves (for the trigger's `aria-expanded`).
   */
  hideAndSettleFocus(reason: DsHideReason, returnFocus: ReadonlySet<DsHideReason>, beforeFocus: () => void): void {
    const box = this.#options.box();
    const focusInside = box ? composedContains(box, deepActiveElement()) : false;
    const leave = LEAVE_FOCUS.has(reason);
    // Blur first: a browser may send focus back to where it was before the overlay opened.
    if (focusInside && leave) (deepActiveElement() as HTMLElement | null)?.blur?.();
    this.hide();
    beforeFocus();
    if (returnFocus.has(reason) || (focusInside && !leave)) this.focusTrigger();
  }

  /** Focuses the trigger's control (the inner `<button>` of a `<ds-button>`, the button inside a `<ds-tooltip>`). */
  focusTrigger(): void {
    const trigger = this.#options.trigger();
    if (trigger) (ariaTarget(trigger) as HTMLElement).focus?.();
  }

  /** True when `event` happened on the trigger or in the box. */
  #inside(event: Event): boolean {
    const path = event.composedPath();
    const box = this.#options.box();
    const trigger = this.#options.trigger();
    return (box !== null && path.includes(box)) || (trigger !== null && path.includes(trigger));
  }

  #onPointerDown = (event: PointerEvent): void => {
    if (this.#inside(event)) return;
    this.#options.close(this.#options.touch && event.pointerType === 'touch' ? 'touch' : 'outside');
  };

  #onContextMenu = (event: MouseEvent): void => {
    if (!this.#inside(event)) this.#options.close('contextmenu');
  };

  #onScroll = (event: Event): void => {
    if (!this.#options.scroll?.()) return;
    const box = this.#options.box();
    if (box && event.composedPath().includes(box)) return; // scrolling inside the box
    this.#options.close('scroll');
  };

  #onResize = (): void => {
    this.#options.close('resize');
  };
}
