import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { isRtl } from '../i18n/direction.js';

/** Which sides of a sideways scroller hide content (`start` and `end` follow the text direction). */
export interface OverflowEdges {
  readonly start: boolean;
  readonly end: boolean;
}

/** What `OverflowFadeController` reads of its element, each time it is needed. */
export interface OverflowFadeOptions {
  /** The scroller: the element of the shadow tree that scrolls sideways (styled by `overflowFadeStyles`). */
  scroller(): HTMLElement | null | undefined;
  /** While it returns false the scroller reports no hidden side (e.g. a group drawn as a column). */
  active?(): boolean;
  /** The chosen item, scrolled into view when the scroller first overflows (e.g. the checked radio). */
  selected?(): Element | null | undefined;
  /** Told when the hidden sides change, e.g. to set the host's custom states. */
  onChange?(edges: OverflowEdges): void;
}

/** Below a pixel is rounding, not hidden content. */
const TOLERANCE = 1;

const NONE: OverflowEdges = { start: false, end: false };

/**
 * Follows a sideways scroller (a segmented control too wide for its place) and tells which sides
 * hide content: the scroller's `data-overflow` attribute (`"start"`, `"end"`, `"start end"`, or
 * none), which the fade of `overflowFadeStyles` is drawn from, and `onChange`.
 *
 * It measures again when the scroller scrolls, when it or an item in it changes size (a
 * `ResizeObserver` on the scroller and on the elements its slots hold), and when the host
 * updates while `active()` changed. An item that takes focus (the arrow keys of a radio group,
 * Tab) is scrolled into view at once, clear of the fade, as the browser scrolls to a focused
 * element (not while a mouse button is down on it: the item would move away before the click).
 * `reveal()` (e.g. a choice made by a click or a script) follows the scroller's `scroll-behavior`
 * (smooth, but not with reduced motion). The `selected()` item is shown, at once, the first time
 * the scroller overflows. The scroller is no tab stop of its own (`tabindex="-1"`).
 *
 * ```ts
 * readonly #fade = new OverflowFadeController(this, {
 *   scroller: () => this.renderRoot.querySelector('[part~="base"]'),
 *   onChange: ({ start, end }) => { … },
 * });
 * ```
 */
export class OverflowFadeController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #options: OverflowFadeOptions;
  #scroller: HTMLElement | null = null;
  #resize: ResizeObserver | null = null;
  #edges: OverflowEdges = NONE;
  #active = true;
  #shownSelected = false;
  /** A pointer is down on the host: a focus it gives is not scrolled to. */
  #pressing = false;

  constructor(host: ReactiveControllerHost & HTMLElement, options: OverflowFadeOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** The sides that hide content, as last measured. */
  get edges(): OverflowEdges {
    return this.#edges;
  }

  hostConnected(): void {
    this.#host.addEventListener('focusin', this.#onFocusIn);
    this.#host.addEventListener('pointerdown', this.#onPointerDown);
    this.#attach();
  }

  hostUpdated(): void {
    // The scroller exists after the first render; a host may render a new one.
    if (this.#options.scroller() !== this.#scroller) this.#attach();
    else if ((this.#options.active?.() ?? true) !== this.#active) this.measure();
  }

  hostDisconnected(): void {
    this.#host.removeEventListener('focusin', this.#onFocusIn);
    this.#host.removeEventListener('pointerdown', this.#onPointerDown);
    this.#onPointerUp();
    this.#detach();
    this.#shownSelected = false;
  }

  /** Measures the scroller now and updates `data-overflow` and the edges. */
  measure(): void {
    const scroller = this.#scroller;
    if (!scroller) return;
    this.#active = this.#options.active?.() ?? true;
    const hidden = scroller.scrollWidth - scroller.clientWidth;
    // In right-to-left text scrollLeft runs from 0 to negative values.
    const scrolled = Math.abs(scroller.scrollLeft);
    const overflows = this.#active && hidden > TOLERANCE;
    this.#set({ start: overflows && scrolled > TOLERANCE, end: overflows && scrolled < hidden - TOLERANCE });
  }

  /**
   * Scrolls the scroller sideways (only it, never the page) so that `item` is in view, clear of
   * the fade (the scroller's `scroll-padding`). `behavior` `auto` follows the scroller's
   * `scroll-behavior`.
   */
  reveal(item: Element, behavior: ScrollBehavior = 'auto'): void {
    const scroller = this.#scroller;
    if (!scroller || !this.#active || scroller.scrollWidth - scroller.clientWidth <= TOLERANCE) return;
    const style = getComputedStyle(scroller);
    const box = scroller.getBoundingClientRect();
    const inner = box.left + scroller.clientLeft;
    const left = inner + (parseFloat(style.scrollPaddingLeft) || 0);
    const right = inner + scroller.clientWidth - (parseFloat(style.scrollPaddingRight) || 0);
    const rect = item.getBoundingClientRect();
    // An item wider than the view shows its start: its left side, its right side in right-to-left text.
    const delta = isRtl(scroller)
      ? rect.right > right
        ? rect.right - right
        : rect.left < left
          ? Math.max(rect.left - left, rect.right - right)
          : 0
      : rect.left < left
        ? rect.left - left
        : rect.right > right
          ? Math.min(rect.right - right, rect.left - left)
          : 0;
    // An absolute target: a relative scrollBy() during a smooth scroll would add to where that one ends.
    if (Math.abs(delta) >= TOLERANCE) scroller.scrollTo({ left: scroller.scrollLeft + delta, behavior });
  }

  #set(edges: OverflowEdges): void {
    if (edges.start === this.#edges.start && edges.end === this.#edges.end) return;
    this.#edges = edges;
    const sides = [edges.start ? 'start' : '', edges.end ? 'end' : ''].filter(Boolean).join(' ');
    if (sides) this.#scroller?.setAttribute('data-overflow', sides);
    else this.#scroller?.removeAttribute('data-overflow');
    this.#options.onChange?.(edges);
  }

  #attach(): void {
    this.#detach();
    const scroller = this.#options.scroller();
    if (!scroller) return;
    this.#scroller = scroller;
    // Firefox makes a scroll container a tab stop of its own; the items are the stops.
    if (!scroller.hasAttribute('tabindex')) scroller.tabIndex = -1;
    scroller.addEventListener('scroll', this.#onScroll, { passive: true });
    scroller.addEventListener('slotchange', this.#observe);
    if (typeof ResizeObserver === 'function') this.#resize = new ResizeObserver(this.#onResize);
    this.#observe();
  }

  #detach(): void {
    this.#resize?.disconnect();
    this.#resize = null;
    this.#scroller?.removeEventListener('scroll', this.#onScroll);
    this.#scroller?.removeEventListener('slotchange', this.#observe);
    this.#scroller?.removeAttribute('data-overflow');
    this.#scroller = null;
    this.#set(NONE);
  }

  /** Watches the scroller and every element its slots hold (an item that grows changes the overflow). */
  #observe = (): void => {
    const scroller = this.#scroller;
    const resize = this.#resize;
    if (!scroller) return;
    if (!resize) {
      this.measure();
      return;
    }
    resize.disconnect();
    resize.observe(scroller);
    for (const slot of scroller.querySelectorAll('slot')) {
      for (const item of slot.assignedElements({ flatten: true })) resize.observe(item);
    }
  };

  #onResize = (): void => {
    this.measure();
    if (this.#shownSelected || !(this.#edges.start || this.#edges.end)) return;
    this.#shownSelected = true;
    const selected = this.#options.selected?.();
    if (selected) this.reveal(selected, 'instant');
  };

  #onScroll = (): void => this.measure();

  #onFocusIn = (event: FocusEvent): void => {
    const target = event.target;
    if (!(target instanceof Element) || target === this.#host) return;
    // After the engine's own scroll to the focused element. At once: a smooth scroll still under
    // way when the next arrow key moves focus would end where that one was going.
    requestAnimationFrame(() => {
      if (!this.#pressing && target.isConnected) this.reveal(target, 'instant');
    });
  };

  #onPointerDown = (): void => {
    this.#pressing = true;
    addEventListener('pointerup', this.#onPointerUp, true);
    addEventListener('pointercancel', this.#onPointerUp, true);
  };

  #onPointerUp = (): void => {
    this.#pressing = false;
    removeEventListener('pointerup', this.#onPointerUp, true);
    removeEventListener('pointercancel', this.#onPointerUp, true);
  };
}
