import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { cssVars } from '../internal/styles/css-vars.js';
import { PointerDrag } from '../internal/interaction/pointer-drag.js';
import type { Swatch } from './picker-math.js';

/** Pixels a mouse or pen moves on the swatch row before a press becomes a scroll drag. */
const DRAG_THRESHOLD = 4;

/** Room kept beside a swatch scrolled into view, for its selection and focus rings. */
const REVEAL_PADDING = 4;

/** What the toolbar shows on one render. */
export interface SwatchToolbarView {
  readonly swatches: readonly Swatch[];
  readonly disabled: boolean;
  /** Right-to-left text (read when a key or a scroll button needs it): the row runs from the right. */
  isRtl(): boolean;
  /** Whether a swatch is the current colour (drawn pressed). */
  isSelected(swatch: Swatch): boolean;
  readonly strings: { readonly swatches: string; readonly previousSwatches: string; readonly nextSwatches: string };
}

/**
 * The colour picker's swatch row: a WAI-ARIA toolbar of swatch buttons (one Tab
 * stop; Arrow Left/Right, Home and End move, mirrored in right-to-left text; Enter or Space
 * picks), previous/next buttons that scroll it and are disabled at the ends, and scrolling by
 * dragging with a mouse or pen (touch scrolls natively). A drag never picks the swatch it ends on.
 *
 * It renders into the host's shadow tree (parts `swatches`, `swatch-list`, `swatch`,
 * `scroll-button` stay the host's), and calls `onPick` when the user picks a swatch.
 */
export class SwatchToolbar implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #onPick: (swatch: Swatch, index: number) => void;
  /** The swatch that holds the row's Tab stop. */
  #focus = 0;
  #edges = { start: true, end: true };
  #view?: SwatchToolbarView;
  #renderedSwatches?: readonly Swatch[];
  #observed: Element | null = null;
  #resizeObserver?: ResizeObserver;
  #scrollStart = 0;
  #suppressClick = false;

  readonly #drag: PointerDrag;

  constructor(host: ReactiveControllerHost & HTMLElement, onPick: (swatch: Swatch, index: number) => void) {
    this.#host = host;
    this.#onPick = onPick;
    host.addController(this);
    this.#drag = new PointerDrag(host, {
      threshold: DRAG_THRESHOLD,
      start: (event, list) => {
        this.#suppressClick = false;
        // Touch scrolls natively (touch-action: pan-x); a mouse or pen drags the row.
        if (event.pointerType === 'touch' || this.#view?.disabled) return false;
        this.#scrollStart = list.scrollLeft;
        return true;
      },
      move: (event, drag) => {
        drag.target.classList.add('dragging');
        drag.target.scrollLeft = this.#scrollStart - (event.clientX - drag.startX);
      },
      end: (event, drag) => {
        drag.target.classList.remove('dragging');
        // The click that ends a drag must not pick the swatch under the pointer.
        if (drag.moved && event.type === 'pointerup') {
          this.#suppressClick = true;
          // That click follows in the same task; a later one (a key on a swatch) goes through.
          setTimeout(() => (this.#suppressClick = false));
        }
        this.#updateEdges();
      },
    });
  }

  hostConnected(): void {
    if (typeof ResizeObserver !== 'undefined') this.#resizeObserver ??= new ResizeObserver(() => this.#updateEdges());
    // Connected again after a disconnect: watch the rendered row again.
    this.#observed = null;
    this.hostUpdated();
  }

  hostDisconnected(): void {
    this.#resizeObserver?.disconnect();
    this.#observed = null;
  }

  hostUpdated(): void {
    const list = this.#list();
    if (list !== this.#observed) {
      this.#resizeObserver?.disconnect();
      if (list) this.#resizeObserver?.observe(list);
      this.#observed = list;
    }
    if (this.#view && this.#view.swatches !== this.#renderedSwatches) {
      this.#renderedSwatches = this.#view.swatches;
      // Read the edges after the next layout, outside this update (a change inside it would schedule
      // another). Watching the row anew makes the observer report once more, right after layout; a
      // frame callback would run before layout and force it early (a page-wide layout on first load).
      if (list && this.#resizeObserver) {
        this.#resizeObserver.unobserve(list);
        this.#resizeObserver.observe(list);
      } else {
        requestAnimationFrame(() => this.#updateEdges());
      }
    }
  }

  render(view: SwatchToolbarView): TemplateResult | typeof nothing {
    this.#view = view;
    const { swatches, disabled, strings } = view;
    if (swatches.length === 0) return nothing;
    const focus = Math.min(this.#focus, swatches.length - 1);
    return html`<div part="swatches" class="swatches">
      <button
        part="scroll-button"
        class="scroll prev"
        type="button"
        tabindex="-1"
        aria-label=${strings.previousSwatches}
        ?disabled=${disabled || this.#edges.start}
        @mousedown=${this.#keepFocus}
        @click=${() => this.#scroll(-1)}
      >
        <ds-icon name="chevron-left" size="18"></ds-icon>
      </button>
      <div
        part="swatch-list"
        class="swatch-list"
        role="toolbar"
        tabindex="-1"
        aria-label=${strings.swatches}
        aria-orientation="horizontal"
        @scroll=${this.#updateEdges}
        @keydown=${this.#onKeyDown}
        @focusin=${this.#onFocusIn}
        @pointerdown=${this.#drag.onPointerDown}
        @click=${this.#clickGuard}
      >
        ${swatches.map((swatch, index) => {
          const selected = view.isSelected(swatch);
          return html`<button
            part=${selected ? 'swatch swatch-selected' : 'swatch'}
            class=${classMap({ swatch: true, separated: swatch.separator && index > 0 })}
            type="button"
            data-index=${index}
            tabindex=${index === focus && !disabled ? '0' : '-1'}
            aria-label=${swatch.name}
            aria-pressed=${selected ? 'true' : 'false'}
            title=${swatch.name}
            ?disabled=${disabled}
            style=${cssVars({ '--_swatch': swatch.code })}
            @click=${() => this.#pick(index)}
          ></button>`;
        })}
      </div>
      <button
        part="scroll-button"
        class="scroll next"
        type="button"
        tabindex="-1"
        aria-label=${strings.nextSwatches}
        ?disabled=${disabled || this.#edges.end}
        @mousedown=${this.#keepFocus}
        @click=${() => this.#scroll(1)}
      >
        <ds-icon name="chevron-right" size="18"></ds-icon>
      </button>
    </div>`;
  }

  #list(): HTMLElement | null {
    return this.#host.shadowRoot?.querySelector<HTMLElement>('.swatch-list') ?? null;
  }

  #setFocus(index: number): void {
    if (index === this.#focus) return;
    this.#focus = index;
    this.#host.requestUpdate();
  }

  #pick(index: number): void {
    const swatch = this.#view?.swatches[index];
    if (!swatch || this.#view?.disabled) return;
    this.#setFocus(index);
    this.#onPick(swatch, index);
  }

  /** Capture phase on the row: the click that ends a drag never reaches a swatch. */
  #clickGuard = {
    capture: true,
    handleEvent: (event: Event): void => {
      if (!this.#suppressClick) return;
      this.#suppressClick = false;
      event.stopPropagation();
      event.preventDefault();
    },
  };

  #onKeyDown = (event: KeyboardEvent): void => {
    const view = this.#view;
    const count = view?.swatches.length ?? 0;
    if (!view || count === 0 || view.disabled) return;
    const current = Math.min(this.#focus, count - 1);
    // The row runs from the right in right-to-left text: the arrows follow what the user sees.
    const rtl = view.isRtl();
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number;
    if (event.key === forward) next = Math.min(count - 1, current + 1);
    else if (event.key === back) next = Math.max(0, current - 1);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    else return;
    event.preventDefault();
    this.#setFocus(next);
    const button = this.#host.shadowRoot?.querySelector<HTMLButtonElement>(`.swatch[data-index="${next}"]`);
    if (button) {
      button.tabIndex = 0;
      button.focus({ preventScroll: true });
      this.#reveal(button);
    }
  };

  /** A swatch focused by any means (pointer, script) becomes the row's Tab stop. */
  #onFocusIn = (event: FocusEvent): void => {
    const index = Number((event.target as HTMLElement).dataset?.['index']);
    if (Number.isInteger(index)) this.#setFocus(index);
  };

  /** Scrolls the row (only the row, never the page) so that `button` is fully visible, in either direction of text. */
  #reveal(button: HTMLElement): void {
    const list = this.#list();
    if (!list) return;
    const box = list.getBoundingClientRect();
    const own = button.getBoundingClientRect();
    const start = own.left - box.left - list.clientLeft;
    const end = start + own.width;
    if (start - REVEAL_PADDING < 0) list.scrollLeft += start - REVEAL_PADDING;
    else if (end + REVEAL_PADDING > list.clientWidth) list.scrollLeft += end + REVEAL_PADDING - list.clientWidth;
    this.#updateEdges();
  }

  /** Scrolls a page of swatches back (-1) or forward (1), in reading order. */
  #scroll(direction: -1 | 1): void {
    const list = this.#list();
    if (!list || this.#view?.disabled) return;
    const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    const toward = this.#view?.isRtl() ? -direction : direction;
    list.scrollBy({ left: toward * Math.max(1, list.clientWidth * 0.8), behavior: reduced ? 'auto' : 'smooth' });
  }

  /** Which ends of the row are reached. `scrollLeft` runs from 0 to negative in right-to-left text. */
  #updateEdges = (): void => {
    const list = this.#list();
    if (!list) return;
    const scrolled = Math.abs(list.scrollLeft);
    const start = scrolled <= 1;
    const end = scrolled + list.clientWidth >= list.scrollWidth - 1;
    if (start === this.#edges.start && end === this.#edges.end) return;
    this.#edges = { start, end };
    this.#host.requestUpdate();
  };

  #keepFocus = (event: MouseEvent): void => {
    event.preventDefault();
  };
}
