import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { DsCardOpenEvent, type DsCardOpenReason } from '../events/ds-card-open.js';
import { DsCardSelectEvent } from '../events/ds-card-select.js';
import { DsElement } from '../internal/core/ds-element.js';
import { delegateAria } from '../internal/a11y/host-aria.js';
import { LongPress } from '../internal/interaction/long-press.js';
import { DEFAULT_SLOT, HasSlotController } from '../internal/core/slot.js';
import { cardStyles } from './ds-card.styles.js';
import { DsIcon } from '../icon/ds-icon.component.js';

/** A touch held this long (ms) on a card with `long-press` opens it. */
export const CARD_LONG_PRESS_MS = 500;

/** The card's layout: media above the text (`vertical`) or beside it (`horizontal`, a list row). */
export type DsCardOrientation = 'vertical' | 'horizontal';

/**
 * A card: an image, a heading, a short text and actions. A `selectable` card is a toggle:
 * a click, Enter or Space selects it and selects it no more the next time (`ds-card-select`);
 * a double click, Shift+Enter or (with `long-press`) a 500 ms touch hold asks the page to open
 * its details (`ds-card-open`).
 *
 * Accessibility. A selectable card renders its heading inside one native `<button
 * aria-pressed>` (the WAI-ARIA toggle-button pattern) whose click area is stretched over the
 * whole card. Only the heading names it (short and unique in a gallery; `label` replaces it);
 * the body describes it. The `actions` slot stays outside that button, so buttons and links
 * put there are valid, separately focusable controls. A listbox of options was the other
 * choice, but an option may not contain buttons, and a gallery's Share and Like belong to the
 * card they act on. Double click has no keyboard equivalent, hence Shift+Enter; a page should
 * also offer a visible control (an "Open details" action).
 *
 * ```html
 * <ds-card selectable long-press>
 *   <img slot="media" src="/gallery/dune.svg" alt="Sand dunes at dusk" width="480" height="600" loading="lazy" decoding="async" />
 *   <h3 slot="heading">Dunes</h3>
 *   <p>Wind-shaped ridges in evening light.</p>
 *   <ds-button slot="actions" variant="plain" size="small">Share</ds-button>
 * </ds-card>
 * ```
 *
 * @summary A card with media, heading, text and actions; optionally selectable, with a long press.
 * @status stable
 * @since 1.0
 * @dependency ds-icon
 *
 * @slot media - An image (or any media) at the top, or at the start when `horizontal`; cropped to fill (`object-fit: cover`).
 * @slot heading - The card's title, e.g. an `<h3>`; on a selectable card it is the name of its toggle button.
 * @slot - The body: a short description.
 * @slot actions - Buttons or links at the bottom (outside the selectable surface, so they stay separate controls).
 *
 * @csspart card - The card's box (border, background, radius, shadow).
 * @csspart media - The box around the media slot.
 * @csspart content - The box around the heading and the body.
 * @csspart surface - The toggle `<button>` around the heading of a selectable card.
 * @csspart heading - The box around the heading slot of a card that is not selectable.
 * @csspart body - The box around the default slot.
 * @csspart actions - The box around the actions slot.
 * @csspart check - The check badge shown while selected.
 *
 * @cssprop [--ds-card-background=var(--ds-color-surface-raised)] - The card's background.
 * @cssprop [--ds-card-radius=var(--ds-radius-l)] - The card's corner radius.
 * @cssprop [--ds-card-padding=var(--ds-space-m)] - Padding around the text and the actions.
 * @cssprop [--ds-card-selected-color=var(--ds-color-accent)] - Border and check badge colour while selected.
 * @cssprop [--ds-card-media-aspect-ratio=4 / 5] - The media's aspect ratio (portrait) in a vertical card.
 * @cssprop [--ds-card-media-size=6.5rem] - The media's width in a horizontal card.
 * @cssprop [--ds-focus-ring-width=2px] - Width of the keyboard focus ring (colour: `--ds-color-focus-ring`).
 *
 * @fires {DsCardSelectEvent} ds-card-select - A selectable card was selected or deselected by the user (click, Enter, Space); `detail.selected` is the new state. Not fired when `selected` is set by script.
 * @fires {DsCardOpenEvent} ds-card-open - The user asked for the card's details: `detail.reason` is `dblclick`, `keyboard` (Shift+Enter) or `long-press` (a 500 ms touch hold that did not move, with `long-press` set). A long press does not also select.
 */
export class DsCard extends DsElement {
  static override styles = [DsElement.styles, cardStyles];

  /** The elements it renders, which `defineElement()` registers before it. */
  static override dependencies = { 'ds-icon': DsIcon };

  static {
    // a selectable card's ARIA on the host is its toggle button's (internal/a11y/host-aria.ts)
    delegateAria(this, {
      targets: el => [el.renderRoot?.querySelector('button.surface')],
      // a card that is not selectable has no control: ARIA written on it stays on the host
      when: el => el.selectable === true,
    });
  }

  /** Makes the card a toggle: click, Enter and Space select and deselect it. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  selectable = false;

  /** Whether a selectable card is selected (exposed as `aria-pressed`). Ignored unless `selectable`. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  selected = false;

  /** A 500 ms touch hold on a selectable card fires `ds-card-open` (and the release does not select). */
  @property({ type: Boolean, reflect: true, useDefault: true, attribute: 'long-press' })
  longPress = false;

  /** `vertical` (default: media above the text) or `horizontal` (media beside it, a list row). Other values: `vertical`. */
  @property({ reflect: true, useDefault: true })
  orientation: DsCardOrientation = 'vertical';

  /** Accessible name of a selectable card's surface; replaces the heading's text (default: the heading names it). */
  @property({ useDefault: true })
  label = '';

  readonly #slots = new HasSlotController(this, 'media', DEFAULT_SLOT, 'actions');
  /** The release of a long press would click the surface: that click must not also select. */
  #swallowClick = false;
  readonly #longPress = new LongPress({
    duration: () => CARD_LONG_PRESS_MS,
    onLongPress: () => {
      this.#swallowClick = true;
      this.#open('long-press');
    },
  });

  /** Focuses the selectable surface (or the host's first focusable descendant otherwise). */
  override focus(options?: FocusOptions): void {
    const surface = this.renderRoot?.querySelector<HTMLElement>('.surface');
    if (surface) surface.focus(options);
    else super.focus(options);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#longPress.cancel();
  }

  protected override updated(changed: PropertyValues<this>): void {
    if ((changed.has('longPress') || changed.has('selectable')) && !(this.longPress && this.selectable)) {
      this.#longPress.cancel();
    }
    this.toggleState('selected', this.#isSelected);
  }

  get #isSelected(): boolean {
    return this.selectable === true && this.selected === true;
  }

  #open(reason: DsCardOpenReason): void {
    this.emit(new DsCardOpenEvent({ reason }));
  }

  #onClick = (event: MouseEvent): void => {
    if (this.#swallowClick) {
      this.#swallowClick = false;
      return;
    }
    // The second click of a double click: the double click opens instead of deselecting again.
    if (event.detail > 1) return;
    this.selected = !this.#isSelected;
    this.emit(new DsCardSelectEvent({ selected: this.selected }));
  };

  #onDblClick = (): void => this.#open('dblclick');

  #onKeyDown = (event: KeyboardEvent): void => {
    this.#swallowClick = false;
    if (event.key !== 'Enter' || !event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault(); // no click: Shift+Enter opens, it does not toggle
    if (!event.repeat) this.#open('keyboard');
  };

  #onPointerDown = (event: PointerEvent): void => {
    this.#swallowClick = false;
    if (this.longPress === true) this.#longPress.start(event);
  };

  /** A touch hold would open the browser's touch menu (or the image's) over the card. */
  #onContextMenu = (event: MouseEvent): void => {
    if (this.#longPress.active || this.#swallowClick) event.preventDefault();
  };

  override render(): TemplateResult {
    const selectable = this.selectable === true;
    const selected = this.#isSelected;
    const horizontal = this.orientation === 'horizontal';
    const classes = [
      'card',
      horizontal ? 'card--horizontal' : '',
      selectable ? 'card--selectable' : '',
      selected ? 'card--selected' : '',
    ]
      .filter(Boolean)
      .join(' ');
    const label = typeof this.label === 'string' && this.label.trim() !== '' ? this.label : nothing;
    const heading = selectable
      ? html`<button
          part="surface"
          class="surface"
          type="button"
          aria-pressed=${selected ? 'true' : 'false'}
          aria-label=${label}
          aria-describedby="body"
          @click=${this.#onClick}
          @dblclick=${this.#onDblClick}
          @keydown=${this.#onKeyDown}
          @pointerdown=${this.#onPointerDown}
          @contextmenu=${this.#onContextMenu}
        >
          <slot name="heading"></slot>
        </button>`
      : html`<div part="heading" class="heading"><slot name="heading"></slot></div>`;
    return html`<div part="card" class=${classes}>
      <div part="media" class=${this.#slots.test('media') ? 'media has-content' : 'media'}>
        <slot name="media"></slot>
      </div>
      <div part="content" class="content">
        ${heading}
        <div part="body" id="body" class=${this.#slots.test(DEFAULT_SLOT) ? 'body has-content' : 'body'}>
          <slot></slot>
        </div>
      </div>
      <div part="actions" class=${this.#slots.test('actions') ? 'actions has-content' : 'actions'}>
        <slot name="actions"></slot>
      </div>
      ${
        selectable
          ? html`<span part="check" class="check" aria-hidden="true"><ds-icon name="check" size="18"></ds-icon></span>`
          : nothing
      }
    </div>`;
  }
}
