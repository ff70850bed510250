import { css, type ReactiveController, type ReactiveControllerHost } from 'lit';

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
    if (this.#drag || !event.isPrimary || event.button !== 0) return;
    const target = event.currentTarget as HTMLElement;
    if (!this.#options.start(event, target)) return;
    this.#drag = {
      target,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      moved: !(this.#options.threshold && this.#options.threshold > 0),
    };
    if (this.#drag.moved) this.#capture();
    target.addEventListener('pointermove', this.#onMove);
    target.addEventListener('pointerup', this.#onEnd);
    target.addEventListener('pointercancel', this.#onEnd);
    target.addEventListener('lostpointercapture', this.#onEnd);
  };

  /** Stops the running drag without calling `end` (e.g. the surface went away). */
  cancel(): void {
    const drag = this.#drag;
    if (!drag) return;
    this.#drag = null;
    const { target, pointerId } = drag;
    target.removeEventListener('pointermove', this.#onMove);
    target.removeEventListener('pointerup', this.#onEnd);
    target.removeEventListener('pointercancel', this.#onEnd);
    target.removeEventListener('lostpointercapture', this.#onEnd);
    try {
      if (target.hasPointerCapture?.(pointerId)) target.releasePointerCapture(pointerId);
    } catch {
      // the pointer is already gone
    }
  }

  hostDisconnected(): void {
    this.cancel();
  }

  #capture(): void {
    const drag = this.#drag!;
    try {
      drag.target.setPointerCapture(drag.pointerId);
    } catch {
      // The pointer is already gone (a synthetic event): the drag ends with the next pointerup.
    }
  }

  #onMove = (event: PointerEvent): void => {
    const drag = this.#drag;
    if (!drag || event.pointerId !== drag.pointerId) return;
    if (!drag.moved) {
      const threshold = this.#options.threshold ?? 0;
      if (Math.hypot(event.clientX - drag.startX, event.clientY - drag.startY) < threshold) return;
      drag.moved = true;
      this.#capture();
    }
    this.#options.move?.(event, drag);
  };

  #onEnd = (event: PointerEvent): void => {
    const drag = this.#drag;
    if (!drag || event.pointerId !== drag.pointerId) return;
    // A lost capture before the drag moved is not an end: capture was never taken.
    if (event.type === 'lostpointercapture' && !drag.moved) return;
    this.cancel();
    this.#options.end?.(event, { ...drag, cancelled: event.type !== 'pointerup' });
  };
}

/** `touch-action: none` and no text selection for drag surfaces: add the class `drag-surface`. */
export const dragSurfaceStyles = css`
  .drag-surface {
    touch-action: none;
    user-select: none;
    -webkit-user-select: none;
  }
`;
