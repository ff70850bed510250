/** A touch that moves farther than this (px) is a scroll or a drag, not a long press. */
export const LONG_PRESS_SLOP = 10;

export interface LongPressOptions {
  /** How long (ms) the finger must stay down, read when a press starts. */
  readonly duration: () => number;
  /** The finger stayed down `duration` ms without moving more than `LONG_PRESS_SLOP` px. */
  readonly onLongPress: () => void;
  /** The tracked finger lifted or was cancelled (not called after a move ended the press). */
  readonly onRelease?: () => void;
}

/**
 * A touch long press, shared by ds-tooltip (300 ms) and ds-card (500 ms): `start()` on a
 * `pointerdown` follows that one primary touch pointer through window listeners (capture phase,
 * so a child that stops propagation cannot hide the release). A move beyond the slop or a release
 * before the time ends the press without firing. `cancel()` (e.g. on disconnect) removes every
 * listener and timer.
 */
export class LongPress {
  readonly #options: LongPressOptions;
  #press: { id: number; x: number; y: number } | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #fired = false;

  constructor(options: LongPressOptions) {
    this.#options = options;
  }

  /** A touch is being followed (down, not yet lifted, moved away or cancelled). */
  get active(): boolean {
    return this.#press !== undefined;
  }

  /** The current press has fired `onLongPress` (or started un-armed). */
  get fired(): boolean {
    return this.#press !== undefined && this.#fired;
  }

  /**
   * Follows `event` when it is a primary touch `pointerdown`; returns whether it does. With
   * `armed` false the press only tracks the release (no timer; moves do not end it): for a
   * finger that touches again what a long press already showed.
   */
  start(event: PointerEvent, armed = true): boolean {
    if (event.pointerType !== 'touch' || !event.isPrimary) return false;
    this.cancel();
    this.#press = { id: event.pointerId, x: event.clientX, y: event.clientY };
    this.#fired = !armed;
    window.addEventListener('pointermove', this.#onMove, true);
    window.addEventListener('pointerup', this.#onEnd, true);
    window.addEventListener('pointercancel', this.#onEnd, true);
    if (armed) {
      this.#timer = setTimeout(() => {
        this.#timer = undefined;
        this.#fired = true;
        this.#options.onLongPress();
      }, this.#options.duration());
    }
    return true;
  }

  /** Stops the pending timer; the press is still followed until it ends (`onRelease` still comes). */
  disarm(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** Stops following the press, without calling back. */
  cancel(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#press = undefined;
    this.#fired = false;
    window.removeEventListener('pointermove', this.#onMove, true);
    window.removeEventListener('pointerup', this.#onEnd, true);
    window.removeEventListener('pointercancel', this.#onEnd, true);
  }

  #onMove = (event: PointerEvent): void => {
    const press = this.#press;
    if (!press || event.pointerId !== press.id || this.#fired) return;
    if (Math.hypot(event.clientX - press.x, event.clientY - press.y) > LONG_PRESS_SLOP) this.cancel();
  };

  #onEnd = (event: PointerEvent): void => {
    const press = this.#press;
    if (!press || event.pointerId !== press.id) return;
    this.cancel();
    this.#options.onRelease?.();
  };
}
