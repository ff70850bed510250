import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { DsElement } from '../internal/core/ds-element.js';
import { DEFAULT_SLOT, HasSlotController } from '../internal/core/slot.js';
import { DsCheckable } from '../internal/form/checkable.js';
import { checkboxStyles } from './ds-checkbox.styles.js';
import type {} from './ds-checkbox-group.js';

/** Valid values of `<ds-checkbox appearance>`. */
export const checkboxAppearances = ['classic', 'minimal'] as const;
export type DsCheckboxAppearance = (typeof checkboxAppearances)[number];

/**
 * A checkbox: on, off or indeterminate (mixed), with its label in the default slot.
 *
 * It behaves like `<input type="checkbox">`: the element itself has `role="checkbox"` and
 * `aria-checked` (`mixed` while `indeterminate`), Space or a click anywhere on it (label
 * included) toggles it, a `<label for>` works, and in a form it submits `value` under `name`
 * while checked. The `checked` attribute is the initial state (`defaultChecked`); the `checked`
 * property the current one, restored by `form.reset()`.
 *
 * A checkbox without visible text takes its accessible name from `label`:
 * `<ds-checkbox label="Select row"></ds-checkbox>`.
 *
 * Inside `<ds-checkbox-group appearance="buttons">` it is drawn as a toggle button (still a
 * checkbox for assistive technology).
 *
 * @summary Checkboxes let the user turn an option on or off, or show a mixed state.
 * @status stable
 * @since 1.0
 *
 * @slot - The label.
 *
 * @csspart base - The wrapper of the box and the label.
 * @csspart control - The box.
 * @csspart checked-icon - The check mark inside the box.
 * @csspart indeterminate-icon - The dash inside the box while indeterminate.
 * @csspart label - The wrapper of the default slot.
 *
 * @cssprop --ds-checkbox-size - Size of the box (default: 1.125rem).
 * @cssprop --ds-checkbox-radius - Corner radius of the box (default: `--ds-radius-s`; round in the minimal appearance).
 * @cssprop --ds-checkbox-border-color - Border of the unchecked box (default: `--ds-color-border-strong`).
 * @cssprop --ds-checkbox-background - Background of the unchecked box (default: `--ds-color-surface`).
 * @cssprop --ds-checkbox-checked-background - Background of the checked or indeterminate box (default: `--ds-color-accent`).
 * @cssprop --ds-checkbox-checked-color - Check mark colour on that background (default: `--ds-color-on-accent`); in the minimal appearance the mark's colour is `--ds-checkbox-checked-background`.
 * @cssprop --ds-checkbox-label-color - Label colour (default: `--ds-color-on-surface`).
 * @cssprop --ds-checkbox-gap - Space between the box and the label (default: `--ds-space-s`).
 * @cssprop --ds-checkbox-font-size - Label font size (default: `--ds-font-size-m`).
 * @cssprop --ds-checkbox-button-height - Height of a checkbox drawn as a button in a `buttons` group (default: 2.5rem).
 * @cssprop --ds-checkbox-button-radius - Corner radius of a checkbox drawn as a button (default: `--ds-radius-m`).
 *
 * @cssstate checked - The checkbox is checked.
 * @cssstate indeterminate - The checkbox is indeterminate.
 * @cssstate disabled - The checkbox is disabled (by itself, a fieldset or its group).
 *
 * @fires input - The user toggled the checkbox (click, Space, `click()`). Bubbles and is composed. Not fired on a programmatic change.
 * @fires change - The user toggled the checkbox, after `input`. Bubbles. Not fired on a programmatic change.
 */
export class DsCheckbox extends DsCheckable {
  static override styles = [DsElement.styles, checkboxStyles];

  /**
   * Shows a mixed state (`aria-checked="mixed"`), e.g. for "select all" when only some items are
   * selected. It does not change `checked` or the form value; a user toggle clears it, and like
   * a native checkbox's, `form.reset()` leaves it alone.
   */
  @property({ type: Boolean, reflect: true, useDefault: true })
  indeterminate = false;

  /**
   * Look of the checkbox: `classic` (default; a square box filled when checked) or `minimal`
   * (a round outline with a coloured check mark and no fill). Unknown values fall back to
   * `classic`.
   */
  @property({ reflect: true, useDefault: true })
  appearance: DsCheckboxAppearance = 'classic';

  readonly #slots = new HasSlotController(this, DEFAULT_SLOT);

  /** Set by `<ds-checkbox-group>`. */
  @state()
  private groupState: { appearance: 'default' | 'buttons'; disabled: boolean } = {
    appearance: 'default',
    disabled: false,
  };

  /**
   * Called by the containing `<ds-checkbox-group>` to pass down its appearance and disabled state.
   * @internal
   */
  setGroupState(appearance: 'default' | 'buttons', disabled: boolean): void {
    disabled = Boolean(disabled); // NaN from a script would never compare equal and re-render forever
    if (this.groupState.appearance !== appearance || this.groupState.disabled !== disabled) {
      this.groupState = { appearance, disabled };
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Leaving a group: a later group passes its state down again.
    this.groupState = { appearance: 'default', disabled: false };
  }

  protected hostRole(): 'checkbox' {
    return 'checkbox';
  }

  protected override get groupDisabled(): boolean {
    return this.groupState.disabled;
  }

  protected override ariaCheckedValue(): 'true' | 'false' | 'mixed' {
    return this.indeterminate ? 'mixed' : super.ariaCheckedValue();
  }

  protected override beforeUserChange(): void {
    this.indeterminate = false;
  }

  protected override syncHostAria(): void {
    super.syncHostAria();
    this.toggleState('indeterminate', this.indeterminate);
    this.toggleState('button', this.groupState.appearance === 'buttons');
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    if (['checked', 'disabled', 'value', 'formDisabled', 'groupState'].some(key => changed.has(key))) {
      this.closest('ds-checkbox-group')?.optionChanged?.();
    }
  }

  override render(): TemplateResult {
    const appearance =
      this.groupState.appearance === 'buttons' ? 'button' : this.appearance === 'minimal' ? 'minimal' : 'classic';
    return html`<span
      part="base"
      class=${classMap({
        base: true,
        [appearance]: true,
        checked: this.checked,
        indeterminate: this.indeterminate,
        disabled: this.isDisabled,
        'has-label': this.#slots.test(DEFAULT_SLOT),
      })}
    >
      <span part="control" class="control">
        <svg part="checked-icon" class="icon check" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M3.5 8.5l3 3 6-7" />
        </svg>
        <svg part="indeterminate-icon" class="icon dash" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M4 8h8" />
        </svg>
      </span>
      <span part="label" class="label"><slot></slot></span>
    </span>`;
  }
}
