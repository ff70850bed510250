import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property, query } from 'lit/decorators.js';
import { DsHideEvent, type DsHideReason } from '../events/ds-hide.js';
import { DsShowEvent } from '../events/ds-show.js';
import type { Dismissible } from '../internal/overlay/dismissible-stack.js';
import { DsElement } from '../internal/core/ds-element.js';
import { parsePlacement, sidePlacements } from '../internal/overlay/floating-attributes.js';
import { clampOr, finiteOr } from '../internal/core/math.js';
import { OverlayController } from '../internal/overlay/overlay.controller.js';
import { slotHasContent } from '../internal/core/slot.js';
import { textOf } from '../internal/i18n/strings.js';
import { TooltipDescriptionController } from './tooltip-description.controller.js';
import { TooltipSourcesController } from './tooltip-sources.controller.js';
import { tooltipStyles } from './ds-tooltip.styles.js';

/** Valid values of `<ds-tooltip placement>`. */
export const tooltipPlacements = ['auto', ...sidePlacements] as const;
export type DsTooltipPlacement = (typeof tooltipPlacements)[number];

/** Valid values of `<ds-tooltip tone>`: the five colours of the showcase's playground. */
export const tooltipTones = ['neutral', 'primary', 'secondary', 'danger', 'surface'] as const;
export type DsTooltipTone = (typeof tooltipTones)[number];

/** Default of `distance` (px). */
export const TOOLTIP_DEFAULT_DISTANCE = 10;
export { TOOLTIP_HOVER_GRACE_MS, TOOLTIP_LONG_PRESS_MS, TOOLTIP_TOUCH_HIDE_MS } from './tooltip-sources.controller.js';

/**
 * A tooltip: a short description of its trigger, shown next to it on hover with a mouse (after
 * `delay`), on keyboard focus (`:focus-visible`, not after a mouse click) and on a 300 ms long
 * press on touch.
 *
 * Wrap the trigger (a focusable element: a button, a link, a field) in the element; give plain
 * text in `content`, or rich content in the `content` slot. A tooltip is not interactive: put
 * links and buttons in a `<ds-popover>` instead.
 *
 * The tooltip hides when the pointer leaves the trigger (it may move onto the tooltip, which
 * keeps it open), when focus leaves the trigger, on Escape (only the topmost overlay closes), on
 * a press (click or touch) or a context menu outside the trigger and the tooltip, when the window
 * is resized, and 1.5 s after the finger that long-pressed lifts. It is rendered
 * in the browser's top layer (`popover="manual"`), so no `overflow: hidden` ancestor clips it,
 * and it is kept 10 px inside the viewport.
 *
 * Accessibility: the tooltip has `role="tooltip"`, and the trigger's accessible description is
 * its text. The tooltip itself lives in this element's shadow root, which an `aria-describedby`
 * ID reference from the trigger cannot reach, so the description comes from light DOM: the
 * `content` slot's elements, or (for plain `content`) a hidden `<span slot="ds-tooltip-description">`
 * that the element keeps in its light DOM with the same text (assigned to a hidden slot, so it is
 * in the flat tree but never shown). The trigger references it with
 * `aria-describedby` (same tree), or with `ariaDescribedByElements` when the trigger's control is
 * inside the trigger's own shadow root (a `<ds-button>`'s inner `<button>`), or — in an engine
 * without element reflection — with `aria-description`.
 *
 * @summary A short description of an element, shown on hover, keyboard focus or a long press.
 * @status stable
 * @since 1.0
 *
 * @slot - The trigger: the element the tooltip describes.
 * @slot content - Rich content for the tooltip (replaces `content`). Keep it short and not interactive.
 *
 * @csspart body - The tooltip's bubble (`role="tooltip"`, in the top layer). `data-side` tells where it landed: `top`, `bottom`, `left` or `right`.
 *
 * @cssprop --ds-tooltip-background - Background colour (default: the tone's; `--ds-color-inverse-surface` for `neutral`).
 * @cssprop --ds-tooltip-color - Text colour (default: the tone's; `--ds-color-on-inverse-surface` for `neutral`).
 * @cssprop --ds-tooltip-border-color - Border colour (default: transparent; `--ds-color-border` for `surface`).
 * @cssprop [--ds-tooltip-radius=10px] - Corner radius (the `radius` attribute overrides it).
 * @cssprop --ds-tooltip-padding - Inner padding (default: `--ds-space-xs` `--ds-space-s`).
 * @cssprop --ds-tooltip-font-size - Font size (default: `--ds-font-size-s`).
 * @cssprop --ds-tooltip-shadow - Box shadow (default: `--ds-shadow-2`).
 * @cssprop [--ds-tooltip-max-width=20rem] - Maximum width (never more than the viewport minus the 10 px margins).
 * @cssprop --ds-tooltip-duration - Fade-in duration (default: `--ds-duration-fast`; none with reduced motion).
 * @cssprop [--ds-tooltip-z-index=2147483000] - Stacking order where the top layer is not available.
 *
 * @fires {DsShowEvent} ds-show - The tooltip was shown (by the user or by script), after it was positioned.
 * @fires {DsHideEvent} ds-hide - The tooltip was hidden (by the user or by script). `event.detail.reason`: `pointer` (the pointer left), `focus` (focus left), `escape`, `outside` (a click elsewhere), `touch` (a touch elsewhere), `contextmenu` (a context menu elsewhere), `resize`, `timeout` (after a long press), `disabled`, `content` (no content left) or `method` (`hide()` or `open = false`).
 */
export class DsTooltip extends DsElement implements Dismissible {
  static override styles = [DsElement.styles, tooltipStyles];

  /** The tooltip's text. The `content` slot, when used, replaces it. */
  @property({ useDefault: true })
  content = '';

  /**
   * Where the tooltip goes: `auto` (default: above when it fits, else below, then the end and the
   * start side), `top`, `bottom`, `left`, `right`, `start` or `end` (flipping to the opposite side
   * when there is no room). `start` and `end` follow the text direction: `start` is the left in
   * left-to-right text and the right in right-to-left text. Unknown values behave as `auto`, with a
   * console warning.
   */
  @property({ reflect: true, useDefault: true })
  placement: DsTooltipPlacement = 'auto';

  /** Gap between the trigger and the tooltip, in px (default 10; the playground uses -10 to 30; negative overlaps). */
  @property({ type: Number, useDefault: true })
  distance = 10;

  /** Wait before showing on mouse hover, in ms (default 0; the playground uses 0 to 500). Focus and long press do not wait. */
  @property({ type: Number, useDefault: true })
  delay = 0;

  /** Corner radius in px; overrides `--ds-tooltip-radius` (default 10px). Negative values count as 0. */
  @property({ type: Number })
  radius?: number;

  /** Colour: `neutral` (default: the inverse surface), `primary`, `secondary`, `danger` or `surface`. `--ds-tooltip-background`/`--ds-tooltip-color` override it. */
  @property({ reflect: true, useDefault: true })
  tone: DsTooltipTone = 'neutral';

  /** Turns the tooltip off: it is never shown and describes nothing. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  disabled = false;

  /** Whether the tooltip is shown. Setting it shows the tooltip until it is hidden (Escape, `hide()`, `open = false`). */
  @property({ type: Boolean, reflect: true, useDefault: true })
  open = false;

  /**
   * Draws the bubble in place, in the page's flow below its trigger, as it looks shown: not in the
   * top layer, and hover, focus and `open` do nothing. For a picture of the tooltip beside the live
   * one (documentation, previews); make such a picture `inert`.
   */
  @property({ type: Boolean, reflect: true, useDefault: true })
  inline = false;

  // cached: the template never replaces them, and a page of tooltips asks for them many times
  @query('.tooltip', true)
  private bubble!: HTMLElement | null;

  @query('slot:not([name])', true)
  private triggerSlot!: HTMLSlotElement | null;

  @query('slot[name="content"]', true)
  private contentSlot!: HTMLSlotElement | null;

  /** Hover, keyboard focus and long press: why the user wants it. */
  readonly #sources = new TooltipSourcesController(this, {
    delay: () => clampOr(this.delay, 0, 60000, 0),
    onChange: reason => this.#apply(reason),
  });
  readonly #description = new TooltipDescriptionController(this);
  /** Made on the first show (a closed tooltip needs none of it: see `#overlay`). */
  #overlayController: OverlayController | undefined;
  /** Shown by script (`open`, `show()`). */
  #manual = false;
  /** Escape hid it: it stays hidden until every source has gone. */
  #dismissed = false;
  #trigger: HTMLElement | undefined;

  /**
   * The bubble in the top layer, next to the trigger; a press outside, a context menu elsewhere or
   * a resize hide it for good. Made when first needed: most tooltips of a page are never shown,
   * and a page of closed tooltips renders faster without it (see bench/). Added after the sources,
   * so on disconnection they end first.
   */
  get #overlay(): OverlayController {
    return (this.#overlayController ??= new OverlayController(this, {
      box: () => this.bubble,
      trigger: () => this.#trigger ?? null,
      placement: () => ({
        placement: parsePlacement(this.placement, tooltipPlacements, 'auto', 'ds-tooltip'),
        distance: finiteOr(this.distance, TOOLTIP_DEFAULT_DISTANCE),
      }),
      close: reason => this.#close(reason),
      touch: true,
    }));
  }

  /** The bubble is shown (no overlay made yet: it never was). */
  get #shown(): boolean {
    return this.#overlayController?.shown ?? false;
  }

  /** The element the tooltip describes (the first element in the default slot). */
  get triggerElement(): HTMLElement | null {
    return this.#trigger ?? null;
  }

  /** Shows the tooltip (as if `open` were set); resolves once it is positioned. */
  async show(): Promise<void> {
    this.open = true;
    await this.updateComplete;
    await this.#overlay.positioned;
  }

  /** Hides the tooltip (`ds-hide` reason `method`). */
  async hide(): Promise<void> {
    this.open = false;
    await this.updateComplete;
  }

  /**
   * Called by the dismissible stack when Escape is pressed and this is the topmost overlay.
   * @internal
   */
  dismiss(reason: 'escape'): void {
    this.#dismissed = true;
    this.#manual = false;
    this.#sources.clearTimers();
    this.#apply(reason);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasUpdated) return;
    this.#onTriggerSlotChange();
    if (this.open) void this.updateComplete.then(() => this.#apply('method'));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback(); // the controllers end the sources, unlink the description, hide the bubble
    this.#trigger = undefined;
    // hover, focus and touch end with the connection; an `open` set by script stays
    if (!this.#manual && this.open) this.open = false;
  }

  protected override firstUpdated(): void {
    this.#onTriggerSlotChange(); // links the description: updated() need not, this once
    this.#describedFirst = true;
    if (this.open) {
      // `open` in the markup: shown once this first update is over
      this.#manual = true;
      void this.updateComplete.then(() => this.#apply('method'));
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (!this.hasUpdated) return; // the first update is handled in firstUpdated()
    // Reactions run here, before rendering, so that `open` stays in step within one update.
    if (changed.has('open') && this.open !== this.#shown) {
      // set by script
      if (this.open) {
        this.#manual = true;
        this.#dismissed = false;
      } else {
        this.#manual = false;
        this.#sources.reset();
      }
      this.#apply('method');
    }
    if (changed.has('disabled')) {
      if (this.disabled) this.#sources.clearTimers();
      this.#apply('disabled');
    }
    // content that comes or goes while the trigger is hovered or focused shows or hides it
    if (changed.has('content')) this.#apply('content');
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // written here, not by a directive in the template: one part fewer for every tooltip without a radius
    if (changed.has('radius')) {
      const radius = this.radius == null ? NaN : finiteOr(this.radius, NaN);
      if (Number.isNaN(radius)) this.bubble?.style.removeProperty('--_radius');
      else this.bubble?.style.setProperty('--_radius', `${Math.max(0, radius)}px`);
    }
    if (this.#describedFirst) this.#describedFirst = false;
    else if (changed.has('content') || changed.has('disabled')) this.#syncDescription();
    if (this.#shown && (changed.has('placement') || changed.has('distance') || changed.has('content')))
      void this.#overlay.position();
  }

  override render(): TemplateResult {
    // No binding that a closed tooltip does not need: the bubble's pointer listeners come with its first
    // show (#showBubble), its radius in updated(); the description slot's name is DESCRIPTION_SLOT's value.
    /* eslint-disable lit-a11y/accessible-name -- the tooltip is named by its slotted content, which the rule cannot see */
    return html`<slot @slotchange=${this.#onTriggerSlotChange}></slot
      ><div
        part="body"
        class="tooltip"
        popover="manual"
        role="tooltip"
      ><slot name="content" @slotchange=${this.#onContentSlotChange}>${textOf(this.content)}</slot></div
      ><span class="description" hidden><slot name="ds-tooltip-description"></slot></span>`;
    /* eslint-enable lit-a11y/accessible-name */
  }

  // -------------------------------------------------------------------------------------------
  // showing and hiding

  #hasContent(): boolean {
    return textOf(this.content).trim() !== '' || slotHasContent(this.contentSlot);
  }

  /** Shows or hides the bubble to match the sources; `reason` is reported when it hides. */
  #apply(reason: DsHideReason): void {
    if (this.inline) return; // a picture, drawn by its styles: never in the top layer
    const any = this.#sources.active || this.#manual;
    if (!any) this.#dismissed = false;
    const wanted = any && !this.#dismissed && !this.disabled && this.#trigger !== undefined && this.#hasContent();
    if (wanted && !this.#shown) this.#showBubble();
    else if (!wanted && this.#shown) this.#hideBubble(reason);
    if (!wanted) this.#manual = false;
    this.open = this.#shown;
  }

  /** firstUpdated() has linked the description of the update that is ending. */
  #describedFirst = false;
  /** The bubble's pointer listeners are on (added on the first show). */
  #bubbleListening = false;

  #showBubble(): void {
    const bubble = this.bubble;
    if (bubble && !this.#bubbleListening) {
      // the pointer on the bubble keeps a hover alive (WCAG 1.4.13 hoverable)
      this.#bubbleListening = true;
      bubble.addEventListener('pointerenter', this.#sources.bubbleEnter);
      bubble.addEventListener('pointerleave', this.#sources.bubbleLeave);
    }
    if (!this.#overlay.show()) return;
    void this.#overlay.position().then(() => {
      if (this.#shown) this.emit(new DsShowEvent());
    });
  }

  #hideBubble(reason: DsHideReason): void {
    this.#overlay.hide();
    this.emit(new DsHideEvent({ reason }));
  }

  // -------------------------------------------------------------------------------------------
  // the trigger

  #onTriggerSlotChange = (): void => {
    const first = this.triggerSlot?.assignedElements({ flatten: true }).find(el => el instanceof HTMLElement) as
      HTMLElement | undefined;
    // the first render's slotchange finds the trigger that firstUpdated() already linked
    if (first === this.#trigger) return;
    this.#trigger = first;
    this.#sources.setTrigger(first);
    this.#syncDescription();
    if (this.#shown) {
      if (first) void this.#overlay.position();
      else this.#apply('content');
    }
  };

  /** Hides it for good (until a source starts again): a press elsewhere, a resize, a context menu elsewhere. */
  #close(reason: DsHideReason): void {
    this.#manual = false;
    this.#sources.reset();
    this.#apply(reason);
  }

  // -------------------------------------------------------------------------------------------
  // the trigger's accessible description

  #onContentSlotChange = (): void => {
    this.#syncDescription();
    this.#apply('content');
    if (this.#shown) this.#overlay.update();
  };

  #syncDescription(): void {
    const rich = this.contentSlot?.assignedElements({ flatten: true }) ?? [];
    this.#description.sync(this.#trigger, this.disabled ? null : { rich, text: textOf(this.content) });
  }
}
