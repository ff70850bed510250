import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property, query } from 'lit/decorators.js';
import { DsHideEvent, type DsHideReason } from '../events/ds-hide.js';
import { DsShowEvent } from '../events/ds-show.js';
import type { Dismissible } from '../internal/overlay/dismissible-stack.js';
import { DsElement } from '../internal/core/ds-element.js';
import { centerOf, isPointInside, type Point } from '../internal/overlay/floating.js';
import { floatingPlacements, parsePlacement } from '../internal/overlay/floating-attributes.js';
import { composedContains, deepActiveElement, initialFocusIn } from '../internal/a11y/focus.js';
import { finiteOr } from '../internal/core/math.js';
import { OverlayController, type OverlayCloseReason } from '../internal/overlay/overlay.controller.js';
import { layoutElement, PopupTriggerAria } from '../internal/overlay/trigger.js';
import { popoverStyles } from './ds-popover.styles.js';

/** Valid values of `<ds-popover placement>`. */
export const popoverPlacements = floatingPlacements;
export type DsPopoverPlacement = (typeof popoverPlacements)[number];

/** Valid values of `<ds-popover trigger>`. */
export const popoverTriggers = ['click', 'contextmenu'] as const;
export type DsPopoverTrigger = (typeof popoverTriggers)[number];

/** Default of `distance` (px). */
export const POPOVER_DEFAULT_DISTANCE = 8;

/**
 * Why a popover closed, as `ds-hide`'s `event.detail.reason`:
 * `trigger` (the trigger was clicked again), `escape`, `outside` (a press outside the trigger and
 * the panel), `contextmenu` (a context menu opened elsewhere), `resize` (the window), `scroll`
 * (with `hide-on-scroll`), `close` (a `[data-popover="close"]` element inside was clicked) or
 * `method` (`hide()`, `toggle()` or `open = false` by script).
 */
export type DsPopoverHideReason =
  'trigger' | 'escape' | 'outside' | 'contextmenu' | 'resize' | 'scroll' | 'close' | 'method';

/** Reasons after which focus goes back to the trigger even when it was not inside the panel. */
const RETURN_FOCUS: ReadonlySet<DsHideReason> = new Set(['escape', 'close']);

const EDITABLE =
  'input:not([type="button"]):not([type="checkbox"]):not([type="radio"]):not([type="range"]), textarea, [contenteditable]:not([contenteditable="false"])';

/**
 * A popover: a non-modal panel of any content (a line of text, rich content, a small app)
 * shown next to its trigger.
 *
 * Put the trigger (a `<ds-button>`, a `<button>`, …) in the `trigger` slot and the content in the
 * default slot. With `trigger="click"` (default) a click on the trigger toggles the popover; with
 * `trigger="contextmenu"` a right click (or the context-menu key) opens it at the pointer instead
 * of the browser's menu.
 *
 * The panel is rendered in the browser's top layer (`popover="manual"`), so no `overflow: hidden`
 * ancestor clips it, and it is kept 10 px inside the viewport. Placements: `top`, `bottom`
 * (default), `left`, `right`, `start`, `end` (flipping to the opposite side when there is no room;
 * `start` and `end` follow the text direction: the right and left in right-to-left text), `auto` (the
 * side that fits best, above first), `middle` (centred over the trigger, covering it) and `mouse`
 * (its corner at the pointer position of the click).
 *
 * It closes on Escape (only the topmost overlay closes: a tooltip or popover opened from inside
 * closes first), on a press outside the trigger and the panel, on a context menu elsewhere, when
 * the window is resized (except while the user types in a field inside it: a virtual keyboard
 * resizes the window), on scroll when `hide-on-scroll` is set (otherwise it follows its
 * trigger), and when an element with `data-popover="close"` inside it is clicked ("choosing").
 *
 * Focus: when it opens, focus moves into the panel (the `[autofocus]` element, else the first
 * focusable element, else the panel itself). When it closes by Escape or by choosing — or in any
 * other way while focus is inside it, except a press or context menu elsewhere — focus returns to
 * the trigger. A press outside never pulls focus back.
 *
 * ARIA (the dialog pattern, non-modal): the panel has `role="dialog"`, named by `label` (or, when
 * `label` is empty, by the trigger's text). The trigger gets `aria-haspopup="dialog"` and
 * `aria-expanded`; they are set on the slotted element itself when it is focusable or has a role,
 * otherwise on the focusable control inside its open shadow root — for a `<ds-button>`, its inner
 * native `<button>`, which is the element assistive technology reads. A trigger wrapped in a
 * `<ds-tooltip slot="trigger">` works too: ARIA, focus and position go to the element inside it.
 * ARIA written on `<ds-popover>` itself stays on it, a wrapper: it does not name the panel (use `label`).
 *
 * `ds-show` and `ds-hide` fire on every open and close, whether by the user or by script (`open`,
 * `show()`, `hide()`, `toggle()`); `ds-hide`'s `event.detail.reason` tells which.
 *
 * @summary A non-modal panel of any content, opened from a trigger by click or context menu.
 * @status stable
 * @since 1.0
 *
 * @slot - The panel's content: text, rich content or a small app.
 * @slot trigger - The element that opens the popover (a button, usually).
 *
 * @csspart panel - The panel (`role="dialog"`, in the top layer). `data-side` tells where it landed: `top`, `bottom`, `left`, `right` or `middle`.
 *
 * @cssprop --ds-popover-background - Panel background (default: `--ds-color-surface-raised`).
 * @cssprop --ds-popover-color - Text colour (default: `--ds-color-on-surface`).
 * @cssprop --ds-popover-border-color - Border colour (default: `--ds-color-border`).
 * @cssprop [--ds-popover-border-width=1px] - Border width.
 * @cssprop --ds-popover-radius - Corner radius (default: `--ds-radius-l`).
 * @cssprop --ds-popover-shadow - Box shadow (default: `--ds-shadow-3`).
 * @cssprop --ds-popover-padding - Inner padding (default: `--ds-space-m`).
 * @cssprop --ds-popover-font-size - Font size (default: `--ds-font-size-m`).
 * @cssprop [--ds-popover-min-width=0] - Minimum width of the panel (its maximum is the viewport minus the 10 px margins).
 * @cssprop --ds-popover-duration - Fade-in duration (default: `--ds-duration-fast`; none with reduced motion).
 * @cssprop [--ds-popover-z-index=2147482000] - Stacking order where the top layer is not available.
 *
 * @fires {DsShowEvent} ds-show - The popover opened (by the user or by script), after it was positioned.
 * @fires {DsHideEvent} ds-hide - The popover closed (by the user or by script). `event.detail.reason`: `trigger`, `escape`, `outside`, `contextmenu`, `resize`, `scroll`, `close` or `method`.
 */
export class DsPopover extends DsElement implements Dismissible {
  static override styles = [DsElement.styles, popoverStyles];

  /**
   * Where the panel goes: `top`, `bottom` (default), `left`, `right`, `start`, `end` (the side where
   * the text starts or ends: left and right, or right and left in right-to-left text), `auto`,
   * `middle` (centred over the trigger) or `mouse` (at the pointer position of the click; the
   * trigger's centre for a keyboard click). Unknown values behave as `bottom`, with a console
   * warning. With `trigger="contextmenu"` the panel always opens at the pointer.
   */
  @property({ reflect: true, useDefault: true })
  placement: DsPopoverPlacement = 'bottom';

  /**
   * What opens it: `click` (default: a click on the trigger toggles it) or `contextmenu` (a right
   * click or the context-menu key opens it at the pointer, instead of the browser's menu).
   * Unknown values behave as `click`.
   */
  @property({ reflect: true, useDefault: true })
  trigger: DsPopoverTrigger = 'click';

  /** Whether the popover is open. Setting it opens or closes the popover (and fires `ds-show`/`ds-hide`). */
  @property({ type: Boolean, reflect: true, useDefault: true })
  open = false;

  /** Gap between the trigger and the panel, in px (default 8; negative overlaps). Not used by `middle` and `mouse`. */
  @property({ type: Number, useDefault: true })
  distance = 8;

  /** Closes the popover when the page (or any scroll container) scrolls; otherwise it follows its trigger. */
  @property({ type: Boolean, reflect: true, attribute: 'hide-on-scroll', useDefault: true })
  hideOnScroll = false;

  /** Accessible name of the panel (`role="dialog"`). When empty, the trigger's text names it. */
  @property({ useDefault: true })
  label = '';

  /**
   * Draws the panel in place, in the page's flow below its trigger, as it looks open: not in the
   * top layer, and the trigger and `open` do nothing. For a picture of the popover beside the live
   * one (documentation, previews); make such a picture `inert`.
   */
  @property({ type: Boolean, reflect: true, useDefault: true })
  inline = false;

  @query('.panel')
  private panel!: HTMLElement | null;

  @query('slot[name="trigger"]')
  private triggerSlot!: HTMLSlotElement | null;

  @query('slot:not([name])')
  private contentSlot!: HTMLSlotElement | null;

  /** The panel in the top layer, next to the trigger; a press outside, a context menu elsewhere, a resize or a scroll close it. */
  readonly #overlay = new OverlayController(this, {
    box: () => this.panel,
    trigger: () => this.triggerElement,
    placement: () => ({
      // a context menu opens at the pointer, whatever the placement
      placement:
        this.trigger === 'contextmenu'
          ? 'mouse'
          : parsePlacement(this.placement, popoverPlacements, 'bottom', 'ds-popover'),
      distance: finiteOr(this.distance, POPOVER_DEFAULT_DISTANCE),
      point: this.#point,
    }),
    close: reason => this.#closeOnItsOwn(reason),
    scroll: () => this.hideOnScroll,
  });
  #hideReason: DsHideReason | undefined;
  #point: Point | undefined;
  /** `aria-haspopup="dialog"` and `aria-expanded` on the trigger. */
  readonly #triggerAria = new PopupTriggerAria('dialog', {
    trigger: () => this.triggerElement,
    panel: () => this.panel,
    label: () => this.label,
    expanded: () => this.#overlay.shown,
    connected: () => this.isConnected,
  });

  /** The element in the `trigger` slot (the first one), if any. */
  get triggerElement(): HTMLElement | null {
    const assigned = this.triggerSlot?.assignedElements({ flatten: true }) ?? [
      ...this.querySelectorAll(':scope > [slot="trigger"]'),
    ];
    return (assigned.find(el => el instanceof HTMLElement) as HTMLElement | undefined) ?? null;
  }

  /** Opens the popover (as if `open` were set); resolves once it is shown and positioned. */
  async show(): Promise<void> {
    this.open = true;
    await this.updateComplete;
    await this.#overlay.positioned;
  }

  /** Closes the popover (`ds-hide` reason `method`); resolves once it is hidden. */
  async hide(): Promise<void> {
    if (this.open) this.#close('method');
    await this.updateComplete;
  }

  /** Opens the popover when it is closed, closes it when it is open. */
  toggle(): Promise<void> {
    return this.open ? this.hide() : this.show();
  }

  /**
   * Called by the dismissible stack when Escape is pressed and this is the topmost overlay.
   * @internal
   */
  dismiss(reason: 'escape'): void {
    this.#close(reason);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated && this.open && !this.#overlay.shown) void this.updateComplete.then(() => this.#sync(false));
  }

  override disconnectedCallback(): void {
    // No listener or stack entry outlives the connection (the overlay controller hides the panel);
    // `open` is kept, so it reopens when moved.
    super.disconnectedCallback();
    this.#triggerAria.clear();
  }

  protected override firstUpdated(): void {
    this.#triggerAria.update();
    this.#triggerAria.name();
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (changed.has('open')) this.#sync(changed.get('open') !== undefined);
    else if (this.#overlay.shown && (changed.has('placement') || changed.has('distance')))
      void this.#overlay.position();
    if (changed.has('label')) this.#triggerAria.name();
  }

  override render(): TemplateResult {
    /* eslint-disable lit-a11y/click-events-have-key-events, lit-a11y/accessible-name --
       the clicks are delegated from the slotted trigger (a button: keys click it) and the panel's content;
       the panel's name follows the trigger's name, so #updateName() sets it outside the template */
    return html`<slot name="trigger" @click=${this.#onTriggerClick} @contextmenu=${this.#onTriggerContextMenu} @slotchange=${this.#onTriggerSlotChange}></slot
      ><div
        part="panel"
        class="panel"
        popover="manual"
        role="dialog"
        tabindex="-1"
        @click=${this.#onPanelClick}
      ><slot></slot></div>`;
    /* eslint-enable lit-a11y/click-events-have-key-events, lit-a11y/accessible-name */
  }

  // -------------------------------------------------------------------------------------------
  // opening and closing

  #close(reason: DsHideReason): void {
    if (!this.open) return;
    this.#hideReason = reason;
    this.open = false;
  }

  /** Brings the panel in line with `open`. `moveFocus`: not for `open` set in the markup. */
  #sync(moveFocus: boolean): void {
    if (this.open && !this.#overlay.shown) this.#showPanel(moveFocus);
    else if (!this.open && this.#overlay.shown) this.#hidePanel(this.#hideReason ?? 'method');
    this.#hideReason = undefined;
  }

  #showPanel(moveFocus: boolean): void {
    const panel = this.panel;
    if (!panel || this.inline || !this.#overlay.show()) return; // inline: a picture, drawn by its styles
    this.#triggerAria.name();
    this.#triggerAria.update();
    void this.#overlay.position().then(() => {
      if (!this.#overlay.shown) return;
      if (moveFocus)
        (initialFocusIn(this.contentSlot?.assignedElements({ flatten: true }) ?? []) ?? panel).focus({
          preventScroll: true,
        });
      this.emit(new DsShowEvent());
    });
  }

  #hidePanel(reason: DsHideReason): void {
    this.#overlay.hideAndSettleFocus(reason, RETURN_FOCUS, () => this.#triggerAria.update());
    this.#point = undefined;
    this.emit(new DsHideEvent({ reason }));
  }

  // -------------------------------------------------------------------------------------------
  // the trigger

  #onTriggerClick = (event: MouseEvent): void => {
    if (this.trigger === 'contextmenu') return;
    if (this.open) {
      this.#close('trigger');
      return;
    }
    this.#point = this.#pointFrom(event);
    this.open = true;
  };

  #onTriggerContextMenu = (event: MouseEvent): void => {
    if (this.trigger !== 'contextmenu') return;
    event.preventDefault();
    this.#point =
      this.#pointFrom(event) ?? (this.triggerElement ? centerOf(layoutElement(this.triggerElement)) : undefined);
    if (this.open) {
      // a second context menu on the trigger moves the open panel to the new point
      void this.#overlay.position();
      return;
    }
    this.open = true;
  };

  /** The pointer position of a trigger event; `undefined` for keyboard activation. */
  #pointFrom(event: MouseEvent): Point | undefined {
    const trigger = this.triggerElement ? layoutElement(this.triggerElement) : null;
    if (!trigger) return undefined;
    const point = { x: event.clientX, y: event.clientY };
    // Keyboard clicks and context-menu keys report 0,0 or a point outside: use the trigger's centre.
    return isPointInside(trigger, point) && (event.detail > 0 || event.type === 'contextmenu') ? point : undefined;
  }

  #onTriggerSlotChange = (): void => {
    this.#triggerAria.update();
    this.#triggerAria.name();
    if (this.#overlay.shown) void this.#overlay.position();
  };

  // -------------------------------------------------------------------------------------------
  // closing rules

  /** A press outside, a context menu elsewhere, a resize or (with `hide-on-scroll`) a scroll. */
  #closeOnItsOwn(reason: OverlayCloseReason): void {
    // A virtual keyboard opening for a field inside the panel resizes the window: stay open.
    if (reason === 'resize' && this.#typingInside()) return;
    this.#close(reason);
  }

  #typingInside(): boolean {
    const panel = this.panel;
    const active = deepActiveElement();
    return panel !== null && active !== null && composedContains(panel, active) && active.matches(EDITABLE);
  }

  #onPanelClick = (event: MouseEvent): void => {
    const path = event.composedPath();
    const panelIndex = path.indexOf(this.panel!);
    const closerIndex = path.findIndex(
      (node, i) => i < panelIndex && node instanceof Element && node.getAttribute('data-popover') === 'close',
    );
    if (closerIndex < 0) return;
    // a closer inside a nested popover belongs to that popover
    if (path.slice(closerIndex, panelIndex).some(node => node instanceof DsPopover && node !== this)) return;
    this.#close('close');
  };
}
