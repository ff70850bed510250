import { css, type ReactiveController, type ReactiveControllerHost } from 'lit';

const DRAG_EVENTS = ['pointermove', 'pointerup', 'pointercancel', 'lostpointercapture'] as const;

/** Where a drag is: the pointer's start and whether it moved past the threshold. */
export interface PointerDragState {
  /** The element that took the press (the listener's `currentTarget`); it holds the pointer capture. */
  readonly target: HTMLElement;
  readonly pointerId: number;
  readonly startX: number;
  readonly startY: number;
  /** The pointer moved at least `threshold` px: `move` is being called. */
  readonly moved: boolean;
}

export interface PointerDragOptions {
  /**
   * A press on the surface: return `true` to track this pointer as a drag (after any
   * `preventDefault()` it needs), `false` to leave it alone. Only primary presses of the main
   * button reach it, and none while a drag is running.
   */
  start(event: PointerEvent, target: HTMLElement): boolean;
  /** The pointer moved during the drag (after the threshold, if any). */
  move?(event: PointerEvent, drag: PointerDragState): void;
  /**
   * The drag ended: `pointerup`, or `pointercancel` / a lost capture (`cancelled`, e.g. the
   * browser took the touch for scrolling). Not called by `cancel()`.
   */
  end?(event: PointerEvent, drag: PointerDragState & { readonly cancelled: boolean }): void;
  /**
   * Pixels the pointer moves before the press becomes a drag (default 0: at once). Until then
   * the pointer is not captured, so a press that does not move stays a click on what is under it.
   */
  threshold?: number;
}

/**
 * A pointer drag on one or more surfaces of a shadow tree (a slider's track, a colour area),
 * shared by `<ds-slider>` and `<ds-color-picker>`: pointer capture, so the drag follows the
 * pointer outside the surface and off the window; one pointer at a time; `start`, `move` and
 * `end` callbacks; `cancel()` and the end of the drag when the host is disconnected.
 *
 * Bind `onPointerDown` to each surface, and give the surfaces `touch-action: none` (the
 * `dragSurfaceStyles` class `drag-surface`, or the same in the element's styles) so that touch
 * drags the value instead of scrolling the page. Touch-action is read when the touch starts,
 * before any script runs, so it must be in the styles, not set on `pointerdown`.
 *
 * ```ts
 * readonly #drag = new PointerDrag(this, { start: (e, track) => …, move: (e) => …, end: (e) => … });
 * render() { return html`<div class="track drag-surface" @pointerdown=${this.#drag.onPointerDown}>…` }
 * ```
 */
export class PointerDrag implements ReactiveController {
  readonly #options: PointerDragOptions;
  #drag: (PointerDragState & { moved: boolean }) | null = null;

  constructor(host: ReactiveControllerHost, options: PointerDragOptions) {
    this.#options = options;
    host.addController(this);
  }

  /** A drag is running (also before it passed the threshold). */
  get active(): boolean {
    return this.#drag !== null;
  }

  /** The running drag, if any. */
  get state(): PointerDragState | null {
    return this.#drag;
  }

  /** The `pointerdown` listener to bind to each drag surface. */
  readonly onPointerDown = (event: PointerEvent): void => {
    const target = event.currentTarget as HTMLElement;
    if (this.#drag || !event.isPrimary || event.button || !this.#options.start(event, target)) return;
    const { pointerId, clientX, clientY } = event;
    this.#drag = { target, pointerId, startX: clientX, startY: clientY, moved: !this.#options.threshold };
    if (this.#drag.moved) this.#capture();
    // The controller is the listener of every drag event (`handleEvent`): one object to add and remove.
    for (const type of DRAG_EVENTS) target.addEventListener(type, this);
  };

  /** Stops the running drag without calling `end` (e.g. the surface went away). */
  cancel(): void {
    const drag = this.#drag;
    if (!drag) return;
    this.#drag = null;
    for (const type of DRAG_EVENTS) drag.target.removeEventListener(type, this);
    try {
      drag.target.releasePointerCapture(drag.pointerId);
    } catch {
      // the pointer is already gone
    }
  }

  hostDisconnected(): void {
    this.cancel();
  }

  /** @internal The drag events of the surface (`pointermove`, `pointerup`, …). */
  handleEvent(event: PointerEvent): void {
    const drag = this.#drag;
    if (!drag || event.pointerId !== drag.pointerId) return;
    if (event.type === 'pointermove') {
      if (!drag.moved) {
        if (Math.hypot(event.clientX - drag.startX, event.clientY - drag.startY) < this.#options.threshold!) return;
        drag.moved = true;
        this.#capture();
      }
      this.#options.move?.(event, drag);
      return;
    }
    // A lost capture before the drag moved is not an end: capture was never taken.
    if (event.type === 'lostpointercapture' && !drag.moved) return;
    this.cancel();
    this.#options.end?.(event, { ...drag, cancelled: event.type !== 'pointerup' });
  }

  #capture(): void {
    try {
      this.#drag!.target.setPointerCapture(this.#drag!.pointerId);
    } catch {
      // The pointer is already gone (a synthetic event): the drag ends with the next pointerup.
    }
  }
}

/** `touch-action: none` and no text selection for drag surfaces: add the class `drag-surface`. */
export const dragSurfaceStyles = css`
  .drag-surface {
    touch-action: none;
    user-select: none;
    -webkit-user-select: none;
  }
`;
