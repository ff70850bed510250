import {
  autoUpdate,
  computePosition,
  flip,
  offset,
  shift,
  type Coords,
  type Middleware,
  type MiddlewareState,
  type Placement,
  type VirtualElement,
} from '@floating-ui/dom';
import { isRtl } from '../i18n/direction.js';
import { physicalPlacement, type FloatingPlacement } from './floating-attributes.js';
import { layoutElement } from './trigger.js';

/**
 * Positioning of the overlays (`<ds-popover>`, `<ds-tooltip>`) around `@floating-ui/dom`, and
 * nothing else: placement values and their parsing are in `floating-attributes.ts`, the trigger's
 * box and control in `trigger.ts`, focus in `focus.ts`.
 *
 * The overlay is a `popover="manual"` element shown in the top layer, so no `overflow: hidden`
 * ancestor clips it; it is positioned with `strategy: 'fixed'` (top layer elements are laid out
 * against the viewport) and kept at least `EDGE_MARGIN` pixels away from the viewport's edges.
 *
 * Placements:
 * - `top`, `bottom`, `left`, `right`: that side of the trigger, centred; flips to the opposite
 *   side when it does not fit, then shifts along the side to stay inside the viewport.
 * - `start`, `end`: the side where the text starts or ends: `left`/`right` in left-to-right
 *   text, `right`/`left` in right-to-left text (the overlay's direction, read at each position).
 * - `auto`: the best fit: above when it fits, else below, then the end side and the start side
 *   (in that order); when no side fits, the side where it overflows least.
 * - `middle`: centred over the trigger (covering it), shifted inside the viewport on both axes.
 *   It stays anchored to what the user clicked and follows it on scroll; `distance` does not apply.
 * - `mouse`: its top-left corner at the pointer (like a context menu; its top-right corner in
 *   right-to-left text), flipping to the other side of and/or above the pointer near the edges; `distance` does not apply. The
 *   point keeps its offset from the trigger, so it follows the trigger on scroll.
 */

/** Popovers and tooltips keep this many pixels away from the viewport's edges. */
export const EDGE_MARGIN = 10;

/** A point in client (viewport) coordinates. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** What `computePosition` gets for one of our placements (pure: tested without a browser). */
export interface FloatingSetup {
  readonly placement: Placement;
  readonly middleware: Middleware[];
}

/**
 * The limit of `shift()`: the overlay slides to stay inside the viewport, but never off its
 * trigger: it keeps touching the trigger's box widened by `gap` on every side. Without it, an
 * overlay whose trigger scrolls out of view stays pinned to the viewport's edge, over unrelated
 * content; with it, the overlay goes with its trigger (floating-ui's `limitShift`, for every
 * placement alike: `middle` covers the trigger and `mouse`'s point is a box of no size).
 */
export function attachedTo(gap: number): { fn: (state: MiddlewareState) => Coords } {
  const g = Number.isFinite(gap) ? Math.max(0, gap) : 0;
  return {
    fn: ({ x, y, rects: { reference: r, floating: f } }) => ({
      x: Math.min(Math.max(x, r.x - f.width - g), r.x + r.width + g),
      y: Math.min(Math.max(y, r.y - f.height - g), r.y + r.height + g),
    }),
  };
}

/**
 * The floating-ui placement and middleware of a placement at a distance (px) from the trigger;
 * `rtl`: the overlay is in right-to-left text (`start`, `end` and `auto` mirror; floating-ui itself mirrors the
 * `-start`/`-end` alignments of `mouse`).
 */
export function floatingSetup(
  placement: FloatingPlacement,
  distance: number,
  margin = EDGE_MARGIN,
  rtl = false,
): FloatingSetup {
  const gap = Number.isFinite(distance) ? distance : 0;
  const side = physicalPlacement(placement, rtl);
  switch (side) {
    case 'middle':
      return {
        placement: 'bottom',
        middleware: [
          // from "below the trigger" back up by half of both heights: centres are aligned
          offset(({ rects }) => -(rects.reference.height + rects.floating.height) / 2),
          shift({ padding: margin, crossAxis: true, limiter: attachedTo(0) }),
        ],
      };
    case 'mouse':
      return {
        // floating-ui reads -start/-end with the overlay's direction: the top-right corner in right-to-left text
        placement: 'bottom-start',
        middleware: [
          flip({ padding: margin, fallbackPlacements: ['bottom-end', 'top-start', 'top-end'] }),
          shift({ padding: margin, crossAxis: true, limiter: attachedTo(0) }),
        ],
      };
    case 'auto':
      return {
        placement: 'top',
        middleware: [
          offset(gap),
          flip({
            padding: margin,
            crossAxis: false,
            fallbackPlacements: rtl ? ['bottom', 'left', 'right'] : ['bottom', 'right', 'left'],
            fallbackStrategy: 'bestFit',
          }),
          shift({ padding: margin, crossAxis: true, limiter: attachedTo(gap) }),
        ],
      };
    default:
      return {
        placement: side,
        middleware: [
          offset(gap),
          flip({ padding: margin, crossAxis: false, fallbackStrategy: 'bestFit' }),
          shift({ padding: margin, crossAxis: true, limiter: attachedTo(gap) }),
        ],
      };
  }
}

/**
 * A zero-size reference at `point` that keeps its offset from `anchor`: when the anchor moves
 * (scroll), the point moves with it. floating-ui watches `anchor` for scrolling and resizing.
 */
export function pointReference(anchor: Element, point: Point): VirtualElement {
  const start = anchor.getBoundingClientRect();
  const dx = point.x - start.left;
  const dy = point.y - start.top;
  return {
    contextElement: anchor,
    getBoundingClientRect() {
      const r = anchor.getBoundingClientRect();
      const x = r.left + dx;
      const y = r.top + dy;
      return { x, y, left: x, top: y, right: x, bottom: y, width: 0, height: 0 };
    },
  };
}

/** The centre of an element's box, in client coordinates. */
export function centerOf(element: Element): Point {
  const r = element.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/** True when `point` lies inside `element`'s box (edges included). */
export function isPointInside(element: Element, point: Point): boolean {
  const r = element.getBoundingClientRect();
  return point.x >= r.left && point.x <= r.right && point.y >= r.top && point.y <= r.bottom;
}

/** Options of `FloatingController.start()`. */
export interface FloatingOptions {
  readonly placement: FloatingPlacement;
  /** Gap between the trigger and the overlay, in px (ignored by `middle` and `mouse`). */
  readonly distance: number;
  /** For `mouse`: the pointer position; defaults to the trigger's centre. */
  readonly point?: Point | undefined;
}

/**
 * Keeps one floating element (a `popover="manual"` element, `position: fixed`) next to its
 * reference while it is shown: `start()` positions it and follows the reference (scroll, resize,
 * layout shifts) until `stop()`.
 *
 * It writes `left`/`top` on the floating element, the room it may take as `--_floating-max-width`
 * and `--_floating-max-height` (the viewport minus the edge margins: use them as `max-width` and
 * `max-height` with `overflow: auto`, so the overlay always fits), and the side it landed on as
 * `data-side` (`top|bottom|left|right`; `middle` for the centred placement).
 */
export class FloatingController {
  readonly #floating: HTMLElement;
  #cleanup: (() => void) | undefined;
  #generation = 0;
  #pending: Promise<void> = Promise.resolve();
  #update: (() => Promise<void>) | undefined;

  constructor(floating: HTMLElement) {
    this.#floating = floating;
  }

  /** True between `start()` and `stop()`. */
  get active(): boolean {
    return this.#cleanup !== undefined;
  }

  /** Starts positioning; resolves once the first position is applied. */
  start(reference: Element, options: FloatingOptions): Promise<void> {
    this.stop();
    const generation = ++this.#generation;
    const floating = this.#floating;
    const box = layoutElement(reference);
    const target: Element | VirtualElement =
      options.placement === 'mouse' ? pointReference(box, options.point ?? centerOf(box)) : box;
    const run = async (): Promise<void> => {
      // read at each position: a `dir` changed while the overlay is open moves `start`/`end` too
      const setup = floatingSetup(options.placement, options.distance, EDGE_MARGIN, isRtl(floating));
      const root = floating.ownerDocument.documentElement;
      floating.style.setProperty('--_floating-max-width', `${Math.max(0, root.clientWidth - 2 * EDGE_MARGIN)}px`);
      floating.style.setProperty('--_floating-max-height', `${Math.max(0, root.clientHeight - 2 * EDGE_MARGIN)}px`);
      const { x, y, placement } = await computePosition(target, floating, {
        strategy: 'fixed',
        placement: setup.placement,
        middleware: setup.middleware,
      });
      if (generation !== this.#generation) return; // stopped or restarted meanwhile
      floating.style.left = `${Math.round(x)}px`;
      floating.style.top = `${Math.round(y)}px`;
      floating.dataset['side'] = options.placement === 'middle' ? 'middle' : placement.split('-')[0];
    };
    this.#update = () => (this.#pending = run().catch(() => undefined));
    // autoUpdate runs the first update at once, then on every scroll, resize and layout shift.
    this.#cleanup = autoUpdate(target, floating, () => void this.#update?.());
    return this.#pending;
  }

  /** Recomputes the position now (resolves once applied). */
  update(): Promise<void> {
    return this.#update ? this.#update() : Promise.resolve();
  }

  /** Stops following the reference. */
  stop(): void {
    this.#generation++;
    this.#cleanup?.();
    this.#cleanup = undefined;
    this.#update = undefined;
  }
}
