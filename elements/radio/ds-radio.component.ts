import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { DisabledClickGuard } from '../internal/interaction/disabled-click-guard.js';
import { DsElement } from '../internal/core/ds-element.js';
import { setHostAria, setHostTabIndex } from '../internal/a11y/internals-aria.js';
import { DEFAULT_SLOT, HasSlotController } from '../internal/core/slot.js';
import { radioStyles } from './ds-radio.styles.js';
import type {} from './ds-radio-group.js';

/** Where a radio sits in a `buttons` group (for the joined corners). */
export type DsRadioPosition = 'only' | 'first' | 'middle' | 'last';

/** What `<ds-radio-group>` tells each of its radios. */
export interface DsRadioGroupState {
  /** This radio is the group's chosen one. */
  readonly checked: boolean;
  /** This radio holds the group's tab stop (`tabindex="0"`). */
  readonly tabStop: boolean;
  /** The whole group is disabled (its attribute or a fieldset). */
  readonly disabled: boolean;
  /** The group's appearance. */
  readonly appearance: 'default' | 'buttons';
  /** Position among the group's radios. */
  readonly position: DsRadioPosition;
}

const initialGroupState: DsRadioGroupState = {
  checked: false,
  tabStop: false,
  disabled: false,
  appearance: 'default',
  position: 'only',
};

/**
 * One option of a `<ds-radio-group>`, with its label in the default slot.
 *
 * The element itself is the radio: through `ElementInternals` it has the role `radio`, its
 * checked and disabled states and, from `label`, its name (nothing written on the page's
 * element); it holds the group's roving `tabindex` (one tab stop per group; see
 * `setHostTabIndex` for why the host is focused). The group owns the choice: it checks
 * the radio whose `value` equals its own `value`, moves the single tab stop, and handles clicks
 * and keys. So use a radio only inside a group (directly, or wrapped, e.g. in a tooltip).
 *
 * In a group with `appearance="buttons"` the radio is drawn as one button of a segmented
 * control. It may then hold only an icon (slot `icon`): give it a `label`, the accessible name.
 *
 * `deselectable` lets the user clear the group by choosing this radio again (click or Space on
 * it while it is checked), e.g. an "Uncheck me" option. It is a property of the option, not of
 * the group, because only some options make sense to take back.
 *
 * @summary One choice of a radio group.
 * @status stable
 * @since 1.0
 *
 * @slot - The label.
 * @slot icon - An icon before the label (or alone, with `label` as the accessible name).
 *
 * @csspart base - The wrapper of the circle, the icon and the label (the button, in a `buttons` group).
 * @csspart control - The circle (not shown in a `buttons` group).
 * @csspart dot - The dot inside the circle while checked.
 * @csspart icon - The wrapper of the `icon` slot.
 * @csspart label - The wrapper of the default slot.
 *
 * @cssprop --ds-radio-size - Size of the circle (default: 1.125rem).
 * @cssprop --ds-radio-border-color - Border of the unchecked circle (default: `--ds-color-border-strong`).
 * @cssprop --ds-radio-background - Background of the circle, or of an unchecked button (default: `--ds-color-surface`).
 * @cssprop --ds-radio-checked-color - The checked circle's border and dot, or a checked button's background (default: `--ds-color-accent`).
 * @cssprop --ds-radio-checked-on-color - Text on a checked button (default: `--ds-color-on-accent`).
 * @cssprop --ds-radio-label-color - Label colour (default: `--ds-color-on-surface`).
 * @cssprop --ds-radio-gap - Space between the circle, icon and label (default: `--ds-space-s`).
 * @cssprop --ds-radio-font-size - Label font size (default: `--ds-font-size-m`).
 * @cssprop --ds-radio-button-height - Height of a button in a `buttons` group (default: 2.5rem; at least 44px on a touch screen).
 * @cssprop --ds-radio-button-radius - Outer corner radius of a `buttons` group (default: `--ds-radius-m`).
 *
 * @cssstate checked - The radio is checked.
 * @cssstate disabled - The radio is disabled (by itself or its group).
 */
export class DsRadio extends DsElement {
  static override styles = [DsElement.styles, radioStyles];

  /** The value the group takes when this radio is chosen. Give every radio of a group a distinct, non-empty value. */
  @property({ reflect: true, useDefault: true })
  value = '';

  /** Disables this option: it cannot be focused or chosen, and the arrow keys skip it. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  disabled = false;

  /** Lets the user uncheck this radio (and so clear the group) by choosing it again. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  deselectable = false;

  /** Accessible name (`aria-label`) for a radio without visible text, e.g. an icon-only button. */
  @property({ useDefault: true })
  label = '';

  @state()
  private groupState: DsRadioGroupState = initialGroupState;

  readonly #slots = new HasSlotController(this, DEFAULT_SLOT, 'icon');

  constructor() {
    super();
    // A disabled radio's click never reaches the group or the page, like a native one's.
    new DisabledClickGuard(this, () => this.isDisabled);
  }

  /** Whether the radio is checked: set by its group (change the group's `value` to choose). */
  get checked(): boolean {
    return this.groupState.checked;
  }

  /** Disabled by its own attribute or by its group. */
  get isDisabled(): boolean {
    return this.disabled || this.groupState.disabled;
  }

  /**
   * Called by the group with this radio's part of the group's state; the ARIA attributes follow
   * at once.
   * @internal
   */
  setGroupState(next: DsRadioGroupState): void {
    const now = this.groupState;
    if (
      now.checked !== next.checked ||
      now.tabStop !== next.tabStop ||
      now.disabled !== next.disabled ||
      now.appearance !== next.appearance ||
      now.position !== next.position
    ) {
      this.groupState = { ...next };
    }
    this.#syncHostAria();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#syncHostAria();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Leaving a group: a later group tells the radio its new state.
    this.groupState = initialGroupState;
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    this.#syncHostAria();
    if (changed.has('disabled') || changed.has('value')) {
      this.closest('ds-radio-group')?.requestUpdate?.();
    }
  }

  #syncHostAria(): void {
    const disabled = this.isDisabled;
    setHostAria(this, this.internals, {
      role: 'radio',
      ariaChecked: this.checked ? 'true' : 'false',
      ariaDisabled: disabled ? 'true' : null,
      ariaLabel: typeof this.label === 'string' && this.label ? this.label : null,
    });
    // The group's single tab stop: 0 on one radio, -1 (focusable by the arrow keys) on the others.
    setHostTabIndex(this, disabled ? null : this.groupState.tabStop ? 0 : -1);
    this.toggleState('checked', this.checked);
    this.toggleState('disabled', disabled);
  }

  override render(): TemplateResult {
    const { appearance, position } = this.groupState;
    return html`<span
      part="base"
      class=${classMap({
        base: true,
        button: appearance === 'buttons',
        [`position-${position}`]: appearance === 'buttons',
        checked: this.checked,
        disabled: this.isDisabled,
        'has-label': this.#slots.test(DEFAULT_SLOT),
        'has-icon': this.#slots.test('icon'),
      })}
    >
      <span part="control" class="control"><span part="dot" class="dot"></span></span>
      <span part="icon" class="icon"><slot name="icon"></slot></span>
      <span part="label" class="label"><slot></slot></span>
    </span>`;
  }
}
