import { html, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import { cssVars } from '../internal/css-vars.js';
import { DsHideEvent, type DsHideReason } from '../events/ds-hide.js';
import { DsShowEvent } from '../events/ds-show.js';
import type { Dismissible } from '../internal/dismissible-stack.js';
import { DsElement } from '../internal/ds-element.js';
import { FloatingController } from '../internal/floating.js';
import { parsePlacement, sidePlacements } from '../internal/floating-attributes.js';
import { composedContains } from '../internal/focus.js';
import { clampOr, finiteOr } from '../internal/math.js';
import { ariaTarget } from '../internal/trigger.js';
import { showOverlay } from '../internal/overlay.js';
import { tooltipStyles } from './ds-tooltip.styles.js';

/** Valid values of `<ds-tooltip placement>`. */
export const tooltipPlacements = ['auto', ...sidePlacements] as const;
export type DsTooltipPlacement = (typeof tooltipPlacements)[number];

/** Valid values of `<ds-tooltip tone>`: the five colours of the showcase's playground. */
export const tooltipTones = ['neutral', 'primary', 'secondary', 'danger', 'surface'] as const;
export type DsTooltipTone = (typeof tooltipTones)[number];

/** Default of `distance` (px), SPEC §9. */
export const TOOLTIP_DEFAULT_DISTANCE = 10;
/** SPEC §9: a touch held this long (ms) on the trigger shows the tooltip. */
export const TOOLTIP_LONG_PRESS_MS = 300;
/** After the finger that showed it lifts, the tooltip hides after this long (ms). */
export const TOOLTIP_TOUCH_HIDE_MS = 1500;
/** The pointer may cross the gap between trigger and tooltip within this long (ms) without hiding it. */
export const TOOLTIP_HOVER_GRACE_MS = 100;
/** A touch that moves farther than this (px) is a scroll or a drag, not a long press. */
const LONG_PRESS_SLOP = 10;

let ids = 0;

/** Element reflection of ARIA relations (`ariaDescribedByElements`) is available. */
const REFLECTS_ARIA_ELEMENTS = typeof Element !== 'undefined' && 'ariaDescribedByElements' in Element.prototype;

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
@customElement('ds-tooltip')
export class DsTooltip extends DsElement implements Dismissible {
  static override styles = [DsElement.styles, tooltipStyles];

  /** The tooltip's text. The `content` slot, when used, replaces it. */
  @property()
  content = '';

  /**
   * Where the tooltip goes: `auto` (default: above when it fits, else below, right or left),
   * `top`, `bottom`, `left` or `right` (flipping to the opposite side when there is no room).
   * Unknown values behave as `auto`.
   */
  @property({ reflect: true })
  placement: DsTooltipPlacement = 'auto';

  /** Gap between the trigger and the tooltip, in px (default 10; the playground uses -10 to 30; negative overlaps). */
  @property({ type: Number })
  distance = 10;

  /** Wait before showing on mouse hover, in ms (default 0; the playground uses 0 to 500). Focus and long press do not wait. */
  @property({ type: Number })
  delay = 0;

  /** Corner radius in px; overrides `--ds-tooltip-radius` (default 10px). Negative values count as 0. */
  @property({ type: Number })
  radius?: number;

  /** Colour: `neutral` (default: the inverse surface), `primary`, `secondary`, `danger` or `surface`. `--ds-tooltip-background`/`--ds-tooltip-color` override it. */
  @property({ reflect: true })
  tone: DsTooltipTone = 'neutral';

  /** Turns the tooltip off: it is never shown and describes nothing. */
  @property({ type: Boolean, reflect: true })
  disabled = false;

  /** Whether the tooltip is shown. Setting it shows the tooltip until it is hidden (Escape, `hide()`, `open = false`). */
  @property({ type: Boolean, reflect: true })
  open = false;

  @query('.tooltip')
  private bubble!: HTMLElement | null;

  @query('slot:not([name])')
  private triggerSlot!: HTMLSlotElement | null;

  @query('slot[name="content"]')
  private contentSlot!: HTMLSlotElement | null;

  #controller: FloatingController | undefined;
  #shown = false;
  /** Hides the bubble and removes the listeners (from `showOverlay()`). */
  #hideOverlay: (() => void) | undefined;
  #positioned: Promise<void> = Promise.resolve();

  // why it is wanted: each source on its own
  #hover = false;
  #focus = false;
  #touch = false;
  #manual = false;
  /** Escape hid it: it stays hidden until every source has gone. */
  #dismissed = false;

  #enterTimer: ReturnType<typeof setTimeout> | undefined;
  #leaveTimer: ReturnType<typeof setTimeout> | undefined;
  #pressTimer: ReturnType<typeof setTimeout> | undefined;
  #touchHideTimer: ReturnType<typeof setTimeout> | undefined;
  #press: { id: number; x: number; y: number } | undefined;

  #trigger: HTMLElement | undefined;
  readonly #descriptionId = `ds-tooltip-${++ids}-description`;
  #description: HTMLSpanElement | undefined;
  /** What we added to the trigger's ARIA, to take it off again. */
  #linked: { target: Element; ids: string[]; elements: Element[]; text: string | undefined } | undefined;

  /** The element the tooltip describes (the first element in the default slot). */
  get triggerElement(): HTMLElement | null {
    return this.#trigger ?? null;
  }

  /** Shows the tooltip (as if `open` were set); resolves once it is positioned. */
  async show(): Promise<void> {
    this.open = true;
    await this.updateComplete;
    await this.#positioned;
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
    this.#clearTimers();
    this.#apply(reason);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasUpdated) return;
    this.#onTriggerSlotChange();
    if (this.open) void this.updateComplete.then(() => this.#apply('method'));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#clearTimers();
    this.#endPress();
    this.#hover = this.#focus = this.#touch = false;
    this.#teardown();
    this.#setTrigger(undefined);
    this.#unlinkDescription();
    // hover, focus and touch end with the connection; an `open` set by script stays
    if (!this.#manual && this.open) this.open = false;
  }

  protected override firstUpdated(): void {
    this.#controller = new FloatingController(this.bubble!);
    this.addEventListener('focusin', this.#onFocusIn);
    this.addEventListener('focusout', this.#onFocusOut);
    this.#onTriggerSlotChange();
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
        this.#manual = this.#hover = this.#focus = this.#touch = false;
        this.#clearTimers();
      }
      this.#apply('method');
    }
    if (changed.has('disabled')) {
      if (this.disabled) this.#clearTimers();
      this.#apply('disabled');
    }
    // content that comes or goes while the trigger is hovered or focused shows or hides it
    if (changed.has('content')) this.#apply('content');
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (changed.has('content') || changed.has('disabled')) this.#syncDescription();
    if (this.#shown && (changed.has('placement') || changed.has('distance') || changed.has('content'))) this.#startPositioning();
  }

  override render(): TemplateResult {
    const radius = this.radius == null ? undefined : finiteOr(this.radius, NaN);
    const style = radius === undefined || Number.isNaN(radius) ? {} : { '--_radius': `${Math.max(0, radius)}px` };
    return html`<slot @slotchange=${this.#onTriggerSlotChange}></slot
      ><div
        part="body"
        class="tooltip"
        popover="manual"
        role="tooltip"
        ${cssVars(style)}
        @pointerenter=${this.#onBubbleEnter}
        @pointerleave=${this.#onBubbleLeave}
      ><slot name="content" @slotchange=${this.#onContentSlotChange}>${this.content}</slot></div
      ><span class="description" hidden><slot name="ds-tooltip-description"></slot></span>`;
  }

  // -------------------------------------------------------------------------------------------
  // showing and hiding

  #hasContent(): boolean {
    if (this.content.trim() !== '') return true;
    return (this.contentSlot?.assignedNodes({ flatten: true }) ?? []).some(
      node => node.nodeType === Node.ELEMENT_NODE || (node.textContent ?? '').trim() !== '',
    );
  }

  /** Shows or hides the bubble to match the sources; `reason` is reported when it hides. */
  #apply(reason: DsHideReason): void {
    const any = this.#hover || this.#focus || this.#touch || this.#manual;
    if (!any) this.#dismissed = false;
    const wanted = any && !this.#dismissed && !this.disabled && this.#trigger !== undefined && this.#hasContent();
    if (wanted && !this.#shown) this.#showBubble();
    else if (!wanted && this.#shown) this.#hideBubble(reason);
    if (!wanted) this.#manual = false;
    this.open = this.#shown;
  }

  #showBubble(): void {
    const bubble = this.bubble;
    if (!bubble || !this.isConnected) return;
    this.#shown = true;
    this.#hideOverlay = showOverlay(this, bubble, {
      pointerdown: this.#onDocumentPointerDown,
      contextmenu: this.#onDocumentContextMenu,
      resize: this.#onWindowResize,
    });
    this.#startPositioning();
    void this.#positioned.then(() => {
      if (this.#shown) this.emit(new DsShowEvent());
    });
  }

  #hideBubble(reason: DsHideReason): void {
    this.#teardown();
    this.emit(new DsHideEvent({ reason }));
  }

  #teardown(): void {
    if (!this.#shown) return;
    this.#shown = false;
    this.#controller?.stop();
    this.#hideOverlay?.();
    this.#hideOverlay = undefined;
  }

  #startPositioning(): void {
    const trigger = this.#trigger;
    if (!this.#controller || !trigger) {
      this.#positioned = Promise.resolve();
      return;
    }
    this.#positioned = this.#controller.start(trigger, {
      placement: parsePlacement(this.placement, tooltipPlacements, 'auto'),
      distance: finiteOr(this.distance, TOOLTIP_DEFAULT_DISTANCE),
    });
  }

  #clearTimers(): void {
    clearTimeout(this.#enterTimer);
    clearTimeout(this.#leaveTimer);
    clearTimeout(this.#pressTimer);
    clearTimeout(this.#touchHideTimer);
    this.#enterTimer = this.#leaveTimer = this.#pressTimer = this.#touchHideTimer = undefined;
  }

  // -------------------------------------------------------------------------------------------
  // the trigger

  #onTriggerSlotChange = (): void => {
    const first = this.triggerSlot?.assignedElements({ flatten: true }).find(el => el instanceof HTMLElement) as
      | HTMLElement
      | undefined;
    this.#setTrigger(first);
    this.#syncDescription();
    if (this.#shown) {
      if (first) this.#startPositioning();
      else this.#apply('content');
    }
  };

  #setTrigger(trigger: HTMLElement | undefined): void {
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

  // mouse (and pen) hover

  #onPointerEnter = (event: PointerEvent): void => {
    if (event.pointerType === 'touch') return;
    clearTimeout(this.#leaveTimer);
    this.#leaveTimer = undefined;
    if (this.#hover) {
      this.#apply('pointer');
      return;
    }
    if (this.#enterTimer !== undefined) return;
    const delay = clampOr(this.delay, 0, 60000, 0);
    if (delay === 0) {
      this.#hover = true;
      this.#apply('pointer');
      return;
    }
    this.#enterTimer = setTimeout(() => {
      this.#enterTimer = undefined;
      this.#hover = true;
      this.#apply('pointer');
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
      this.#apply('pointer');
    }, TOOLTIP_HOVER_GRACE_MS);
  };

  #onBubbleEnter = (event: PointerEvent): void => {
    if (event.pointerType === 'touch' || !this.#hover) return;
    clearTimeout(this.#leaveTimer);
    this.#leaveTimer = undefined;
  };

  #onBubbleLeave = (event: PointerEvent): void => this.#onPointerLeave(event);

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
    this.#apply('focus');
  };

  #onFocusOut = (event: FocusEvent): void => {
    if (!this.#focus) return;
    const next = event.relatedTarget as Node | null;
    const trigger = this.#trigger;
    if (next && trigger && composedContains(trigger, next)) return;
    this.#focus = false;
    this.#apply('focus');
  };

  // touch: long press

  #onPointerDown = (event: PointerEvent): void => {
    if (event.pointerType !== 'touch' || !event.isPrimary) return;
    clearTimeout(this.#touchHideTimer);
    this.#touchHideTimer = undefined;
    this.#endPress();
    this.#press = { id: event.pointerId, x: event.clientX, y: event.clientY };
    window.addEventListener('pointermove', this.#onPressMove, true);
    window.addEventListener('pointerup', this.#onPressEnd, true);
    window.addEventListener('pointercancel', this.#onPressEnd, true);
    if (this.#touch) return; // already shown by a long press: it stays while held
    this.#pressTimer = setTimeout(() => {
      this.#pressTimer = undefined;
      this.#touch = true;
      this.#apply('touch');
    }, TOOLTIP_LONG_PRESS_MS);
  };

  #onPressMove = (event: PointerEvent): void => {
    const press = this.#press;
    if (!press || event.pointerId !== press.id || this.#touch) return;
    if (Math.hypot(event.clientX - press.x, event.clientY - press.y) > LONG_PRESS_SLOP) {
      clearTimeout(this.#pressTimer);
      this.#pressTimer = undefined;
      this.#endPress();
    }
  };

  #onPressEnd = (event: PointerEvent): void => {
    const press = this.#press;
    if (!press || event.pointerId !== press.id) return;
    clearTimeout(this.#pressTimer);
    this.#pressTimer = undefined;
    this.#endPress();
    if (!this.#touch) return;
    this.#touchHideTimer = setTimeout(() => {
      this.#touchHideTimer = undefined;
      this.#touch = false;
      this.#apply('timeout');
    }, TOOLTIP_TOUCH_HIDE_MS);
  };

  #endPress(): void {
    this.#press = undefined;
    window.removeEventListener('pointermove', this.#onPressMove, true);
    window.removeEventListener('pointerup', this.#onPressEnd, true);
    window.removeEventListener('pointercancel', this.#onPressEnd, true);
  }

  /** Hides it for good (until a source starts again): a press elsewhere, a resize, a context menu elsewhere. */
  #close(reason: DsHideReason): void {
    this.#hover = this.#focus = this.#touch = this.#manual = false;
    this.#clearTimers();
    this.#apply(reason);
  }

  #inside(event: Event): boolean {
    const path = event.composedPath();
    return (this.#trigger !== undefined && path.includes(this.#trigger)) || (this.bubble !== null && path.includes(this.bubble));
  }

  /** While shown: a press (a touch, a click) outside the trigger and the tooltip hides it. */
  #onDocumentPointerDown = (event: PointerEvent): void => {
    if (!this.#inside(event)) this.#close(event.pointerType === 'touch' ? 'touch' : 'outside');
  };

  #onDocumentContextMenu = (event: MouseEvent): void => {
    if (!this.#inside(event)) this.#close('contextmenu');
  };

  #onWindowResize = (): void => this.#close('resize');

  /** A long press would open the browser's touch menu: not while it shows or is about to show the tooltip. */
  #onContextMenu = (event: MouseEvent): void => {
    if ((event as Partial<PointerEvent>).pointerType === 'touch' && (this.#press || this.#touch)) event.preventDefault();
  };

  // -------------------------------------------------------------------------------------------
  // the trigger's accessible description

  #onContentSlotChange = (): void => {
    this.#syncDescription();
    this.#apply('content');
    if (this.#shown) void this.#controller?.update();
  };

  /** The light-DOM elements whose text is the description. */
  #describers(): Element[] {
    if (this.disabled) return [];
    const rich = this.contentSlot?.assignedElements({ flatten: true }) ?? [];
    if (rich.length > 0) {
      rich.forEach((el, i) => {
        if (!el.id) el.id = `${this.#descriptionId}-${i}`;
      });
      this.#description?.remove();
      return rich;
    }
    const text = this.content.trim();
    if (!text) {
      this.#description?.remove();
      return [];
    }
    if (!this.#description) {
      const span = document.createElement('span');
      span.id = this.#descriptionId;
      span.hidden = true;
      // Assigned to a slot inside a hidden box: never rendered and never taken for the trigger,
      // but in the flat tree, where browsers look for the text of a referenced description
      // (Chromium ignores the text of unslotted children of a shadow host).
      span.slot = 'ds-tooltip-description';
      span.setAttribute('data-ds-tooltip-description', '');
      this.#description = span;
    }
    if (this.#description.textContent !== this.content) this.#description.textContent = this.content;
    if (this.#description.parentNode !== this) this.append(this.#description);
    return [this.#description];
  }

  #syncDescription(): void {
    if (!this.isConnected) return;
    const trigger = this.#trigger;
    const link = (): void => {
      if (!this.isConnected || this.#trigger !== trigger) return;
      this.#unlinkDescription();
      const describers = this.#describers();
      if (!trigger || describers.length === 0) return;
      const target = ariaTarget(trigger);
      const entry = { target, ids: [] as string[], elements: [] as Element[], text: undefined as string | undefined };
      if (target.getRootNode() === this.getRootNode()) {
        // same tree: a plain ID reference, understood everywhere
        const tokens = (target.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
        entry.ids = describers.map(el => el.id).filter(id => !tokens.includes(id));
        target.setAttribute('aria-describedby', [...tokens, ...entry.ids].join(' '));
      } else if (REFLECTS_ARIA_ELEMENTS) {
        // the control is in the trigger's shadow root: element reflection reaches out of it
        const current = (target as Element & { ariaDescribedByElements: Element[] | null }).ariaDescribedByElements ?? [];
        entry.elements = describers.filter(el => !current.includes(el));
        (target as Element & { ariaDescribedByElements: Element[] | null }).ariaDescribedByElements = [...current, ...entry.elements];
      } else {
        entry.text = describers.map(el => el.textContent?.replace(/\s+/g, ' ').trim() ?? '').join(' ');
        target.setAttribute('aria-description', entry.text);
      }
      this.#linked = entry;
    };
    link();
    // A custom element trigger renders its inner control on its first update.
    const pending = (trigger as Partial<{ updateComplete: Promise<unknown> }> | undefined)?.updateComplete;
    if (pending instanceof Promise) void pending.then(link);
  }

  #unlinkDescription(): void {
    const linked = this.#linked;
    this.#linked = undefined;
    if (!linked) return;
    const { target } = linked;
    if (linked.ids.length > 0) {
      const tokens = (target.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(t => t && !linked.ids.includes(t));
      if (tokens.length > 0) target.setAttribute('aria-describedby', tokens.join(' '));
      else target.removeAttribute('aria-describedby');
    }
    if (linked.elements.length > 0) {
      const reflecting = target as Element & { ariaDescribedByElements: Element[] | null };
      const rest = (reflecting.ariaDescribedByElements ?? []).filter(el => !linked.elements.includes(el));
      reflecting.ariaDescribedByElements = rest.length > 0 ? rest : null;
    }
    if (linked.text !== undefined && target.getAttribute('aria-description') === linked.text) {
      target.removeAttribute('aria-description');
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'ds-tooltip': DsTooltip;
  }
}
