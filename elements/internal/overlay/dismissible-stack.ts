/**
 * One stack of open overlays (popover, tooltip, modal) shared by every element, so that Escape
 * always closes the topmost overlay only. An overlay pushes itself when it opens and removes
 * itself when it closes; the stack listens for Escape once, in the capture phase, on the document.
 */
export interface Dismissible {
  /** Closes the overlay because the user asked to (Escape). */
  dismiss(reason: 'escape'): void;
}

const stack: Dismissible[] = [];
let listening = false;

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
  const top = stack.at(-1);
  if (!top) return;
  // Cancelling the keydown also stops a native <dialog> below from closing on the same press.
  event.preventDefault();
  event.stopPropagation();
  top.dismiss('escape');
}

/** Adds an overlay on top of the stack (moves it there if already present); returns a remover. */
export function pushDismissible(overlay: Dismissible): () => void {
  removeDismissible(overlay);
  stack.push(overlay);
  if (!listening && typeof document !== 'undefined') {
    document.addEventListener('keydown', onKeyDown, true);
    listening = true;
  }
  return () => removeDismissible(overlay);
}

export function removeDismissible(overlay: Dismissible): void {
  const index = stack.indexOf(overlay);
  if (index >= 0) stack.splice(index, 1);
}

/** True when `overlay` is the one Escape would close now. */
export function isTopmostDismissible(overlay: Dismissible): boolean {
  return stack.at(-1) === overlay;
}

/** How many overlays are open (for tests and debugging). */
export function openDismissibleCount(): number {
  return stack.length;
}
