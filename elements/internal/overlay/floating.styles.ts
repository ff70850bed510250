import { css } from 'lit';

/**
 * The box of a non-modal overlay (`<ds-popover>`'s panel, `<ds-tooltip>`'s bubble): the one
 * `popover="manual"` element of the shadow tree, which `OverlayController` shows in the top layer and
 * `FloatingController` positions.
 *
 * It resets the UA styles of `[popover]`, is hidden until it has `data-open`, takes the room the
 * controller gives it (`--_floating-max-height`) and has no backdrop. `fade-in` is the keyframes
 * of its appearance; the overlay's own styles set the `animation`, the look and `max-width`.
 * A host with `inline` (ds-tooltip, ds-menu, ds-popover) draws the box in its flow instead, below the trigger.
 * With reduced motion the box appears without its animation; under forced colours it is drawn
 * in the system's colours (a border of `CanvasText` on `Canvas`), whatever the overlay's look.
 */
export const floatingStyles = css`
  [popover] {
    /* resets the UA styles of [popover]; left/top come from the positioning controller */
    position: fixed;
    inset: auto;
    left: 0;
    top: 0;
    display: none;
    margin: 0;
    width: max-content;
    max-height: var(--_floating-max-height, calc(100vh - 20px));
  }

  [popover][data-open] {
    display: block;
  }

  [popover]::backdrop {
    display: none;
  }

  /* inline (ds-tooltip, ds-menu, ds-popover): the box drawn in the page's flow below its trigger, as it looks
     open, never in the top layer (a picture beside the live overlay) */
  :host([inline]) {
    display: inline-flex;
    flex-direction: column;
    align-items: flex-start;
    gap: var(--ds-space-xs);
  }

  :host([inline]) [popover] {
    position: static;
    display: block;
  }

  /* opacity only: the box never changes size or place while it appears */
  @keyframes fade-in {
    from {
      opacity: 0;
    }
  }

  /* ":host" makes these outrank the overlay's own ".menu[data-open]", ".panel", ".tooltip" rules,
     which come after them */
  @media (prefers-reduced-motion: reduce) {
    :host [popover][data-open] {
      animation: none;
    }
  }

  @media (forced-colors: active) {
    :host [popover] {
      border-color: CanvasText;
      background-color: Canvas;
      color: CanvasText;
    }
  }
`;
