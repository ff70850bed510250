/**
 * The pure timing and geometry of `<ds-ripple>` (a ripple is ready 300 ms after the
 * press, and removed 1000 ms after the release). No DOM; unit-tested with fake timers in
 * `ripple-state.unit.test.ts`.
 */

/** The expansion takes this long; the wave is then "ready". */
export const RIPPLE_READY_MS = 300;

/** A wave is removed this long after the pointer is released (it fades out until then). */
export const RIPPLE_REMOVE_AFTER_RELEASE_MS = 1000;

/** The wave grows from this fraction of its final size. */
export const RIPPLE_START_SCALE = 0.2;

/**
 * - `expanding`: pressed, growing (0–300 ms);
 * - `ready`: fully grown, still pressed;
 * - `fading`: released and grown, fading out until removal;
 * - `removed`: gone.
 */
export type RipplePhase = 'expanding' | 'ready' | 'fading' | 'removed';

/** The timers a wave uses (the real ones by default; fake ones in tests). */
export interface RippleClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const realClock: RippleClock = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: id => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

/**
 * One ripple wave's state machine. `onPhase` is called on every phase change, with the wave.
 *
 * press → `expanding` → (300 ms) → `ready` → release → `fading` → (release + 1000 ms) → `removed`.
 * Released while expanding, it finishes growing and fades from 300 ms on; it is still removed
 * 1000 ms after the release.
 */
export class RippleWave {
  phase: RipplePhase = 'expanding';
  readonly pressedAt: number;
  releasedAt: number | undefined;
  #readyTimer: unknown;
  #removeTimer: unknown;

  constructor(
    private readonly onPhase: (phase: RipplePhase, wave: RippleWave) => void,
    private readonly clock: RippleClock = realClock,
  ) {
    this.pressedAt = clock.now();
    this.#readyTimer = clock.setTimeout(() => this.#onReady(), RIPPLE_READY_MS);
  }

  /** When the wave is (or was) fully grown. */
  get readyAt(): number {
    return this.pressedAt + RIPPLE_READY_MS;
  }

  /** When the wave is removed; `undefined` while still pressed. */
  get removeAt(): number | undefined {
    return this.releasedAt === undefined ? undefined : this.releasedAt + RIPPLE_REMOVE_AFTER_RELEASE_MS;
  }

  /** How long the fade-out lasts: from the later of ready and release, until removal. */
  get fadeDuration(): number {
    const removeAt = this.removeAt;
    if (removeAt === undefined) return RIPPLE_REMOVE_AFTER_RELEASE_MS;
    return Math.max(0, removeAt - Math.max(this.readyAt, this.releasedAt ?? removeAt));
  }

  /** The pointer was released (or left, or the press was cancelled). Only the first call counts. */
  release(): void {
    if (this.releasedAt !== undefined || this.phase === 'removed') return;
    this.releasedAt = this.clock.now();
    this.#removeTimer = this.clock.setTimeout(() => this.remove(), RIPPLE_REMOVE_AFTER_RELEASE_MS);
    if (this.phase === 'ready') this.#set('fading');
  }

  /** Removes the wave now (also used when the element is disconnected). */
  remove(): void {
    if (this.phase === 'removed') return;
    this.clock.clearTimeout(this.#readyTimer);
    this.clock.clearTimeout(this.#removeTimer);
    this.#set('removed');
  }

  #onReady(): void {
    if (this.phase !== 'expanding') return;
    this.#set(this.releasedAt === undefined ? 'ready' : 'fading');
  }

  #set(phase: RipplePhase): void {
    this.phase = phase;
    this.onPhase(phase, this);
  }
}

/** Whether a pointer press starts a ripple. */
export function shouldRipple(press: {
  reducedMotion: boolean;
  disabled: boolean;
  pointerType: string;
  button: number;
  isPrimary?: boolean;
}): boolean {
  if (press.reducedMotion || press.disabled) return false;
  if (press.isPrimary === false) return false;
  // a mouse ripples for the main button only; touch and pen report button 0 (or -1 on some engines)
  return press.pointerType === 'mouse' ? press.button === 0 : press.button <= 0;
}

/** A wave's box: a circle centred on the press, big enough to cover the farthest corner. */
export interface RippleGeometry {
  /** Diameter in px. */
  size: number;
  /** Left and top of the circle's box, relative to the surface, in px. */
  left: number;
  top: number;
}

/**
 * The circle for a press at (`x`, `y`) relative to a `width` × `height` surface. A press
 * outside the surface (or with bad numbers) is taken at the nearest point inside it.
 */
export function rippleGeometry(width: number, height: number, x: number, y: number): RippleGeometry {
  const w = Number.isFinite(width) && width > 0 ? width : 0;
  const h = Number.isFinite(height) && height > 0 ? height : 0;
  const px = Number.isFinite(x) ? Math.min(Math.max(x, 0), w) : w / 2;
  const py = Number.isFinite(y) ? Math.min(Math.max(y, 0), h) : h / 2;
  const radius = Math.hypot(Math.max(px, w - px), Math.max(py, h - py));
  return { size: radius * 2, left: px - radius, top: py - radius };
}
