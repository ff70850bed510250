import { pushDismissible, type Dismissible } from './dismissible-stack.js';

/**
 * What an open overlay listens to, besides Escape (the dismissible stack). Each handler decides
 * for itself whether the event closes the overlay (a press inside it does not).
 */
export interface OverlayListeners {
  /** A press anywhere in the document (capture phase). */
  pointerdown: (event: PointerEvent) => void;
  /** A context menu anywhere in the document (capture phase). */
  contextmenu: (event: MouseEvent) => void;
  /** The window was resized. */
  resize: () => void;
  /** Anything in the document scrolled (capture phase, passive). Optional. */
  scroll?: (event: Event) => void;
}

/**
 * Shows the box of a non-modal overlay (`<ds-popover>`'s panel, `<ds-tooltip>`'s bubble: a
 * `popover="manual"` element) and arms what closes it.
 *
 * The box gets `data-open` (the styles show it by that attribute, also where there is no Popover
 * API) and goes into the top layer; the overlay goes on top of the dismissible stack, so that
 * Escape closes it first; `listeners` are added to the document (capture) and the window.
 *
 * Returns the undo: it takes the overlay off the stack, removes the listeners, removes
 * `data-open` and takes the box out of the top layer. It fires no events.
 */
export function showOverlay(overlay: Dismissible, box: HTMLElement, listeners: OverlayListeners): () => void {
  box.toggleAttribute('data-open', true);
  try {
    box.showPopover();
  } catch {
    // no Popover API (or already shown): the box is position: fixed with a high z-index
  }
  const removeDismissible = pushDismissible(overlay);
  const { pointerdown, contextmenu, resize, scroll } = listeners;
  document.addEventListener('pointerdown', pointerdown, true);
  document.addEventListener('contextmenu', contextmenu, true);
  if (scroll) document.addEventListener('scroll', scroll, { capture: true, passive: true });
  window.addEventListener('resize', resize);
  return () => {
    removeDismissible();
    document.removeEventListener('pointerdown', pointerdown, true);
    document.removeEventListener('contextmenu', contextmenu, true);
    if (scroll) document.removeEventListener('scroll', scroll, { capture: true });
    window.removeEventListener('resize', resize);
    box.removeAttribute('data-open');
    try {
      box.hidePopover();
    } catch {
      // not shown as a popover
    }
  };
}
