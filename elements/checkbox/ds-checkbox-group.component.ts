import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { DsElement } from '../internal/core/ds-element.js';
import { delegateAria } from '../internal/a11y/host-aria.js';
import { HasSlotController } from '../internal/core/slot.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import en from '../translations/en.js';
import { DsFormElement, type DsFormValue, type DsValidationResult } from '../internal/form/ds-form-element.js';
import { visuallyHiddenStyles } from '../internal/styles/visually-hidden.styles.js';
import { DsCheckbox } from './ds-checkbox.component.js';
import { checkboxGroupStyles } from './ds-checkbox-group.styles.js';

/** Valid values of `<ds-checkbox-group appearance>`. */
export const checkboxGroupAppearances = ['default', 'buttons'] as const;
export type DsCheckboxGroupAppearance = (typeof checkboxGroupAppearances)[number];

/** The words `<ds-checkbox-group>` announces; override them with its `strings` property. */
export interface CheckboxGroupStrings {
  /** The validation message of a required group with nothing chosen. */
  valueMissing: string;
}

/** The English defaults of `CheckboxGroupStrings` (other languages: `translations/`, chosen by `lang`). */
export const checkboxGroupStrings: Readonly<CheckboxGroupStrings> = en.checkboxGroup;

/**
 * A labelled group of checkboxes that is one form field: a multiple choice such as the weekdays
 * of a schedule.
 *
 * Put `<ds-checkbox value="…">` elements inside (directly, or wrapped, e.g. in a tooltip). Each
 * stays a checkbox of its own (Tab reaches each, Space toggles it); the group adds the accessible
 * grouping (`role="group"` named by `label`), the events and the form story:
 *
 * - **Events**: when the user toggles a checkbox, `input` and `change` fire on the group (read
 *   `group.value`). The checkbox's own events reach listeners on the checkbox only: the group
 *   replaces them, so a form sees one `change` per user action, from the field.
 *
 * - **Form value**: the group submits every checked, enabled checkbox's `value` under the group's
 *   `name`, so `new FormData(form).getAll(name)` is the list of choices (in document order).
 *   Give the name to the group only; a checkbox with its own `name` would also submit itself.
 * - **Reset**: each checkbox returns to its `checked` attribute.
 * - **Validity**: with `required`, at least one checkbox must be checked (`valueMissing`).
 * - **Disabled**: `disabled` on the group (or a disabled `<fieldset>`) disables every checkbox.
 *
 * `appearance="buttons"` draws the checkboxes as toggle buttons in a row, e.g. a weekday picker:
 *
 * ```html
 * <ds-checkbox-group label="Workdays" name="days" appearance="buttons">
 *   <ds-checkbox value="mo" checked>Mo</ds-checkbox>
 *   <ds-checkbox value="tu">Tu</ds-checkbox> …
 * </ds-checkbox-group>
 * ```
 *
 * @summary Groups checkboxes into one labelled, multiple-choice form field.
 * @status stable
 * @since 1.0
 * @dependency ds-checkbox
 *
 * @slot - The `<ds-checkbox>` elements.
 * @slot label - A rich label, instead of the `label` attribute.
 *
 * @csspart base - The element with `role="group"`.
 * @csspart label - The visible label.
 * @csspart options - The wrapper of the checkboxes.
 *
 * @cssprop --ds-checkbox-group-gap - Space between the checkboxes (default: `--ds-space-s`; `--ds-space-xs` for buttons).
 * @cssprop --ds-checkbox-group-label-color - Label colour (default: `--ds-color-on-surface`).
 * @cssprop --ds-checkbox-group-label-font-size - Label font size (default: `--ds-font-size-s`).
 *
 * @fires input - The user toggled one of the checkboxes. Bubbles and is composed. Not fired on a programmatic change.
 * @fires change - The user toggled one of the checkboxes, after `input`. Bubbles. Not fired on a programmatic change.
 */
export class DsCheckboxGroup extends DsFormElement {
  static override styles = [DsElement.styles, visuallyHiddenStyles, checkboxGroupStyles];

  /** The elements it renders, which `defineElement()` registers before it. */
  static override dependencies = { 'ds-checkbox': DsCheckbox };

  static {
    // `aria-label`, `aria-describedby`, … on the host name and describe the group (internal/a11y/host-aria.ts)
    delegateAria(this, { targets: el => [el.renderRoot?.querySelector('[role="group"]')] });
  }

  /** Replaces the group's own words, in any language (see `CheckboxGroupStrings`). */
  @property({ attribute: false })
  strings: Partial<CheckboxGroupStrings> = {};

  readonly #localize = new LocalizeController(this);

  /** The group's accessible name, shown above the checkboxes (see `hide-label`). */
  @property({ useDefault: true })
  label = '';

  /** Keeps the label for assistive technology but hides it on screen. */
  @property({ type: Boolean, reflect: true, attribute: 'hide-label', useDefault: true })
  hideLabel = false;

  /**
   * Look: `default` (a column of checkboxes) or `buttons` (a row of toggle buttons). Unknown
   * values fall back to `default`.
   */
  @property({ reflect: true, useDefault: true })
  appearance: DsCheckboxGroupAppearance = 'default';

  /** At least one checkbox must be checked (`valueMissing` otherwise). */
  @property({ type: Boolean, reflect: true, useDefault: true })
  required = false;

  readonly #slots = new HasSlotController(this, 'label');

  #observer?: MutationObserver;

  constructor() {
    super();
    this.addEventListener('input', this.#forwardOptionEvent);
    this.addEventListener('change', this.#forwardOptionEvent);
  }

  /** The checkboxes of this group, in document order (also wrapped ones; not nested groups'). */
  get options(): DsCheckbox[] {
    return [...this.querySelectorAll('ds-checkbox')].filter(
      (box): box is DsCheckbox => box instanceof DsCheckbox && box.closest('ds-checkbox-group') === this,
    );
  }

  /**
   * The values of the checked, enabled checkboxes, in document order. Setting it (an array, or
   * a comma-separated string) checks exactly the checkboxes with those values; no event fires.
   */
  get value(): string[] {
    return this.options.filter(box => box.checked && !box.disabled).map(box => String(box.value ?? 'on'));
  }
  set value(values: readonly string[] | string | null | undefined) {
    const list = Array.isArray(values)
      ? values.map(v => String(v))
      : typeof values === 'string' && values !== ''
        ? values.split(',')
        : [];
    for (const box of this.options) box.checked = list.includes(String(box.value ?? 'on'));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#observer ??= new MutationObserver(() => this.optionChanged());
    this.#observer.observe(this, { childList: true, subtree: true });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#observer?.disconnect();
  }

  /** Moves focus to the first enabled checkbox. */
  override focus(options?: FocusOptions): void {
    const first = this.options.find(box => !box.disabled && !this.isDisabled);
    if (first) first.focus(options);
  }

  /**
   * Called by a checkbox of the group when its state changes: the group's form value and
   * validity follow at once (before the checkbox's `change` fires).
   * @internal
   */
  optionChanged(): void {
    // (The group's own update passes its state down: a checkbox is never changed from inside
    // its own update.)
    this.updateFormValue();
    this.updateValidity();
    this.requestUpdate();
  }

  protected override updated(changed: PropertyValues): void {
    this.#pushState();
    super.updated(changed);
  }

  #pushState(): void {
    const appearance = this.appearance === 'buttons' ? 'buttons' : 'default';
    for (const box of this.options) box.setGroupState(appearance, this.isDisabled);
  }

  protected override formValue(): DsFormValue {
    const values = this.value;
    if (!this.name || values.length === 0) return null;
    const data = new FormData();
    for (const value of values) data.append(this.name, value);
    return data;
  }

  protected override validate(): DsValidationResult {
    if (this.required && !this.isDisabled && this.value.length === 0) {
      return {
        flags: { valueMissing: true },
        message: this.#localize.strings('checkboxGroup', checkboxGroupStrings, this.strings).valueMissing,
      };
    }
    return { flags: {}, message: '' };
  }

  protected override validationAnchor(): HTMLElement | undefined {
    return this.options.find(box => !box.disabled && !this.isDisabled);
  }

  override render(): TemplateResult {
    const hasLabel = this.label !== '' || this.#slots.test('label');
    return html`<div
      part="base"
      class=${classMap({ group: true, buttons: this.appearance === 'buttons' })}
      role="group"
      aria-labelledby=${hasLabel ? 'label' : nothing}
      aria-disabled=${this.isDisabled ? 'true' : nothing}
    >
      <div part="label" id="label" class=${classMap({ label: true, 'visually-hidden': this.hideLabel, empty: !hasLabel })}>
        <slot name="label">${this.label}</slot>
      </div>
      <div part="options" class="options"><slot @slotchange=${() => this.optionChanged()}></slot></div>
    </div>`;
  }

  /**
   * A checkbox's `input`/`change` becomes the group's: the group is the form field, so listeners
   * on the group and above see one event, targeted at the group. (Listeners on the checkbox
   * itself still get the checkbox's event.)
   */
  #forwardOptionEvent = (event: Event): void => {
    if (event.target === this || !(event.target instanceof DsCheckbox) || !this.options.includes(event.target)) return;
    event.stopImmediatePropagation();
    this.dispatchEvent(new Event(event.type, { bubbles: true, composed: event.composed }));
  };
}
