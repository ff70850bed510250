import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { DsToggleEvent, type DsToggleReason } from '../events/ds-toggle.js';
import { cssVars } from '../internal/styles/css-vars.js';
import { DsElement } from '../internal/core/ds-element.js';
import { focusRingStyles } from '../internal/styles/focus-ring.styles.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import en from '../translations/en.js';
import { sidePanelStyles } from './ds-side-panel.styles.js';
import { collapsedWidth, collapseThreshold, openWidth, widthDecision } from './side-panel-logic.js';
import { DsIcon } from '../icon/ds-icon.component.js';

export { SIDE_PANEL_WIDTH, collapsedWidth, collapseThreshold, openWidth, widthDecision } from './side-panel-logic.js';

/** The words `<ds-side-panel>` renders itself; override them with its `strings` property. */
export interface SidePanelStrings {
  /** Name of the toggle button while the panel is open. */
  collapse: string;
  /** Name of the toggle button while the panel is collapsed. */
  expand: string;
}

/** The English defaults of `SidePanelStrings` (other languages: `translations/`, chosen by `lang`). */
export const sidePanelStrings: Readonly<SidePanelStrings> = en.sidePanel;

/**
 * A collapsible side panel (a navigation rail): `collapsed-width` wide (default 90 px) when
 * collapsed, `open-width` wide (default 240 px) when `open`. Its own toggle button
 * ("Collapse panel" / "Expand panel", with `aria-expanded` and `aria-controls`) switches it;
 * the width animates unless the visitor prefers reduced motion.
 *
 * With `collapse-below`, the panel collapses by itself while its parent element is narrower
 * than that many px, and opens again when the parent is wide enough, until the visitor uses the
 * toggle: from then on the visitor's choice wins.
 *
 * The panel does not hide your labels itself (a slot can only style its direct children).
 * While collapsed it has no `open` attribute and the custom state `collapsed`, so the page
 * hides labels visually and keeps them as accessible names:
 *
 * ```css
 * ds-side-panel:not([open]) [data-label] {
 *   position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%);
 * }
 * ```
 *
 * ```html
 * <ds-side-panel open collapse-below="720">
 *   <strong slot="header" data-label>Workspace</strong>
 *   <nav aria-label="Workspace"><a href="/"><ds-icon name="home"></ds-icon><span data-label>Home</span></a></nav>
 *   <small slot="footer" data-label>v1.0</small>
 * </ds-side-panel>
 * ```
 *
 * @summary A collapsible side panel (navigation rail), 90 px collapsed and 240 px open.
 * @status stable
 * @since 1.0
 * @dependency ds-icon
 *
 * @slot - The panel's content, e.g. a `<nav>` of links with icons and `[data-label]` labels.
 * @slot header - Shown at the top, beside the toggle button (above it while collapsed).
 * @slot footer - Shown at the bottom.
 *
 * @csspart panel - The panel box whose width changes.
 * @csspart header - The row of the header slot and the toggle button.
 * @csspart toggle - The toggle button.
 * @csspart content - The scrolling box around the default slot (the toggle's `aria-controls`).
 * @csspart footer - The box around the footer slot.
 *
 * @cssprop [--ds-side-panel-background=var(--ds-color-surface-raised)] - The panel's background.
 *
 * @fires {DsToggleEvent} ds-toggle - The panel opened or closed through its toggle (`detail.reason`
 *   `user`) or its container's width (`width`); `detail.open` is the new state. Not fired when
 *   `open` is set by script.
 */
export class DsSidePanel extends DsElement {
  static override styles = [DsElement.styles, focusRingStyles, sidePanelStyles];

  /** The elements it renders, which `defineElement()` registers before it. */
  static override dependencies = { 'ds-icon': DsIcon };

  /** Whether the panel is expanded (`open-width` wide) rather than collapsed. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  open = false;

  /**
   * The side of the page the panel sits on: `start` (default; its border and toggle arrow face the
   * inline end) or `end` (they face the start). Other values: `start`.
   */
  @property({ reflect: true, useDefault: true })
  side: 'start' | 'end' = 'start';

  /** Width in px while collapsed, 0–2000 (default 90); other values: 90. */
  @property({ type: Number, attribute: 'collapsed-width', useDefault: true })
  collapsedWidth = 90;

  /** Width in px while open, 0–2000 (default 240), at least the collapsed width; other values: 240. */
  @property({ type: Number, attribute: 'open-width', useDefault: true })
  openWidth = 240;

  /**
   * Collapses the panel while its parent element is narrower than this many px, until the
   * visitor toggles it by hand. 0 (default) or anything that is not a positive number: never.
   */
  @property({ type: Number, attribute: 'collapse-below', useDefault: true })
  collapseBelow = 0;

  /**
   * Replaces the panel's words, in any language (see `SidePanelStrings`: the toggle's two names), e.g.
   * `{ collapse: 'Einklappen' }`. Missing or non-string entries keep the default.
   */
  @property({ attribute: false })
  strings: Partial<SidePanelStrings> = {};

  readonly #localize = new LocalizeController(this);
  #userChose = false;
  #autoClosed = false;
  #containerWidth = 0;
  #resizeObserver?: ResizeObserver;
  #observed: Element | null = null;

  /** Whether the visitor has used the toggle (the width no longer opens or closes the panel). */
  get userToggled(): boolean {
    return this.#userChose;
  }

  /** Opens or closes the panel as the toggle button does (the width threshold stops applying). */
  toggle(force?: boolean): void {
    const next = typeof force === 'boolean' ? force : !this.open;
    this.#userChose = true;
    this.#autoClosed = false;
    if (next !== this.open) this.#change(next, 'user');
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#observeContainer();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resizeObserver?.disconnect();
    this.#observed = null;
  }

  protected override updated(changed: PropertyValues<this>): void {
    this.toggleState('collapsed', !this.open);
    if (changed.has('collapseBelow')) this.#applyWidth();
  }

  #observeContainer(): void {
    if (typeof ResizeObserver !== 'function') return;
    const container = this.parentElement ?? document.documentElement;
    if (container === this.#observed) return;
    this.#resizeObserver ??= new ResizeObserver(entries => {
      const entry = entries[entries.length - 1];
      this.#containerWidth = entry ? entry.contentRect.width : 0;
      this.#applyWidth();
    });
    this.#resizeObserver.disconnect();
    this.#resizeObserver.observe(container);
    this.#observed = container;
  }

  #applyWidth(): void {
    const decision = widthDecision(this.#containerWidth, collapseThreshold(this.collapseBelow), {
      open: this.open,
      autoClosed: this.#autoClosed,
      userChose: this.#userChose,
    });
    if (decision === 'close') {
      this.#autoClosed = true;
      this.#change(false, 'width');
    } else if (decision === 'reopen') {
      this.#autoClosed = false;
      this.#change(true, 'width');
    }
  }

  #change(open: boolean, reason: DsToggleReason): void {
    this.open = open;
    this.emit(new DsToggleEvent({ open, reason }));
  }

  #onToggleClick = () => this.toggle();

  override render(): TemplateResult {
    const strings = this.#localize.strings('sidePanel', sidePanelStrings, this.strings);
    const collapsed = collapsedWidth(this.collapsedWidth);
    const width = this.open ? openWidth(this.openWidth, collapsed) : collapsed;
    return html`<div
      part="panel"
      class=${['panel', this.open ? '' : 'panel--collapsed', this.side === 'end' ? 'panel--end' : '']
        .filter(Boolean)
        .join(' ')}
      style=${cssVars({ '--_width': `${width}px` })}
    >
      <div part="header" class="header">
        <div class="header-content"><slot name="header"></slot></div>
        <button
          part="toggle"
          class="toggle"
          type="button"
          aria-expanded=${this.open ? 'true' : 'false'}
          aria-controls="content"
          aria-label=${this.open ? strings.collapse : strings.expand}
          @click=${this.#onToggleClick}
        >
          <ds-icon name="chevron-left" size="20"></ds-icon>
        </button>
      </div>
      <div part="content" class="content" id="content"><slot></slot></div>
      <div part="footer" class="footer"><slot name="footer"></slot></div>
    </div>`;
  }
}
