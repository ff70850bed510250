import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { DsHideReason } from '../events/ds-hide.js';
import { composedContains } from '../internal/a11y/focus.js';
import { LongPress } from '../internal/interaction/long-press.js';

/** A touch held this long (ms) on the trigger shows the tooltip. */
export const TOOLTIP_LONG_PRESS_MS = 300;
/** After the finger that showed it lifts, the tooltip hides after this long (ms). */
export const TOOLTIP_TOUCH_HIDE_MS = 1500;
/** The pointer may cross the gap between trigger and tooltip within this long (ms) without hiding it. */
export const TOOLTIP_HOVER_GRACE_MS = 100;

export interface TooltipSourcesOptions {
  /** The hover delay in ms, read when the pointer enters (already clamped). */
  readonly delay: () => number;
  /** A source started or ended; `reason` is what to report if the tooltip hides now. */
  readonly onChange: (reason: DsHideReason) => void;
}

/**
 * Why a tooltip is wanted, source by source: mouse hover (after a delay, with a short grace to
 * cross onto the bubble), keyboard focus (`:focus-visible` only) and a touch long press (hiding
 * 1.5 s after the finger lifts). The tooltip shows while any source is on; each change calls
 * `onChange`. Listens on the trigger (`setTrigger()`) and for focus on the host; every listener
 * and timer ends when the host disconnects.
 */
export class TooltipSourcesController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #options: TooltipSourcesOptions;

  #hover = false;
  #focus = false;
  #touch = false;

  #enterTimer: ReturnType<typeof setTimeout> | undefined;
  #leaveTimer: ReturnType<typeof setTimeout> | undefined;
  #touchHideTimer: ReturnType<typeof setTimeout> | undefined;
  readonly #press = new LongPress({
    duration: () => TOOLTIP_LONG_PRESS_MS,
    onLongPress: () => {
      this.#touch = true;
      this.#options.onChange('touch');
    },
    onRelease: () => {
      if (!this.#touch) return;
      this.#touchHideTimer = setTimeout(() => {
        this.#touchHideTimer = undefined;
        this.#touch = false;
        this.#options.onChange('timeout');
      }, TOOLTIP_TOUCH_HIDE_MS);
    },
  });
  #trigger: HTMLElement | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement, options: TooltipSourcesOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** Some source (hover, focus, touch) wants the tooltip. */
  get active(): boolean {
    return this.#hover || this.#focus || this.#touch;
  }

  /** A long press is under way or has shown the tooltip (the touch menu must not open). */
  get #pressing(): boolean {
    return this.#press.active || this.#touch;
  }

  /** The element whose hover and touch count. */
  get trigger(): HTMLElement | undefined {
    return this.#trigger;
  }

  setTrigger(trigger: HTMLElement | undefined): void {
    if (trigger === this.#trigger) return;
    const old = this.#trigger;
    if (old) {
      old.removeEventListener('pointerenter', this.#onPointerEnter);
      old.removeEventListener('pointerleave', this.#onPointerLeave);
      old.removeEventListener('pointerdown', this.#onPointerDown);
      old.removeEventListener('contextmenu', this.#onContextMenu);
    }
    this.#trigger = trigger;
    if (trigger) {
      trigger.addEventListener('pointerenter', this.#onPointerEnter);
      trigger.addEventListener('pointerleave', this.#onPointerLeave);
      trigger.addEventListener('pointerdown', this.#onPointerDown);
      trigger.addEventListener('contextmenu', this.#onContextMenu);
    }
  }

  /** Ends every source and timer without calling `onChange` (the caller applies the result). */
  reset(): void {
    this.#hover = this.#focus = this.#touch = false;
    this.clearTimers();
  }

  /** Stops the pending timers (delay, grace, long press, touch hide); the sources stay as they are. */
  clearTimers(): void {
    clearTimeout(this.#enterTimer);
    clearTimeout(this.#leaveTimer);
    clearTimeout(this.#touchHideTimer);
    this.#enterTimer = this.#leaveTimer = this.#touchHideTimer = undefined;
    this.#press.disarm();
  }

  hostConnected(): void {
    this.#host.addEventListener('focusin', this.#onFocusIn);
    this.#host.addEventListener('focusout', this.#onFocusOut);
  }

  hostDisconnected(): void {
    this.#host.removeEventListener('focusin', this.#onFocusIn);
    this.#host.removeEventListener('focusout', this.#onFocusOut);
    this.reset();
    this.#press.cancel();
    this.setTrigger(undefined);
  }

  /** The pointer entered the bubble: it keeps a hover alive (WCAG 1.4.13 hoverable). */
  bubbleEnter = (event: PointerEvent): void => {
    if (event.pointerType === 'touch' || !this.#hover) return;
    clearTimeout(this.#leaveTimer);
    this.#leaveTimer = undefined;
  };

  bubbleLeave = (event: PointerEvent): void => this.#onPointerLeave(event);

  // mouse (and pen) hover

  #onPointerEnter = (event: PointerEvent): void => {
    if (event.pointerType === 'touch') return;
    clearTimeout(this.#leaveTimer);
    this.#leaveTimer = undefined;
    if (this.#hover) {
      this.#options.onChange('pointer');
      return;
    }
    if (this.#enterTimer !== undefined) return;
    const delay = this.#options.delay();
    if (delay === 0) {
      this.#hover = true;
      this.#options.onChange('pointer');
      return;
    }
    this.#enterTimer = setTimeout(() => {
      this.#enterTimer = undefined;
      this.#hover = true;
      this.#options.onChange('pointer');
    }, delay);
  };

  #onPointerLeave = (event: PointerEvent): void => {
    if (event.pointerType === 'touch') return;
    clearTimeout(this.#enterTimer);
    this.#enterTimer = undefined;
    if (!this.#hover) return;
    clearTimeout(this.#leaveTimer);
    // a short grace, so the pointer can cross the gap onto the tooltip (WCAG 1.4.13 hoverable)
    this.#leaveTimer = setTimeout(() => {
      this.#leaveTimer = undefined;
      this.#hover = false;
      this.#options.onChange('pointer');
    }, TOOLTIP_HOVER_GRACE_MS);
  };

  // keyboard focus

  #onFocusIn = (event: FocusEvent): void => {
    const target = event.composedPath()[0];
    const trigger = this.#trigger;
    if (!(target instanceof Element) || !trigger || !composedContains(trigger, target)) return;
    let visible = true;
    try {
      visible = target.matches(':focus-visible');
    } catch {
      // an engine without :focus-visible: any focus shows it
    }
    if (!visible || this.#focus) return;
    this.#focus = true;
    this.#options.onChange('focus');
  };

  #onFocusOut = (event: FocusEvent): void => {
    if (!this.#focus) return;
    const next = event.relatedTarget as Node | null;
    const trigger = this.#trigger;
    if (next && trigger && composedContains(trigger, next)) return;
    this.#focus = false;
    this.#options.onChange('focus');
  };

  // touch: long press

  #onPointerDown = (event: PointerEvent): void => {
    if (event.pointerType !== 'touch' || !event.isPrimary) return;
    clearTimeout(this.#touchHideTimer);
    this.#touchHideTimer = undefined;
    // already shown by a long press: it stays while held, and hides after the release
    this.#press.start(event, !this.#touch);
  };

  /** A long press would open the browser's touch menu: not while it shows or is about to show the tooltip. */
  #onContextMenu = (event: MouseEvent): void => {
    if ((event as Partial<PointerEvent>).pointerType === 'touch' && this.#pressing) event.preventDefault();
  };
}
