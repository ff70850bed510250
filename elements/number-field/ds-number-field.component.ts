import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import { DsElement } from '../internal/core/ds-element.js';
import type { DsFormValue, DsValidationResult } from '../internal/form/ds-form-element.js';
import { DsLabelledField } from '../internal/form/labelled-field.js';
import { fieldBoxForcedColorStyles } from '../internal/form/labelled-field.styles.js';
import { registerTextEntry, submitOnEnter } from '../internal/form/implicit-submit.js';
import { delegateAria } from '../internal/a11y/host-aria.js';
import { focusRingStyles } from '../internal/styles/focus-ring.styles.js';
import { visuallyHiddenStyles } from '../internal/styles/visually-hidden.styles.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import { formatString } from '../internal/i18n/strings.js';
import en from '../translations/en.js';
import { numberFieldStyles } from './ds-number-field.styles.js';
import {
  clampTo,
  commitValue,
  displayOptions,
  formatValue,
  largeStepOf,
  normalizeBounds,
  parseNumber,
  plainNumber,
  stepValue,
  toFiniteOrNull,
  type NumberBounds,
} from './number-math.js';

/** The words `<ds-number-field>` shows or announces; override them with its `strings` property. */
export interface NumberFieldStrings {
  /** Name of the − button; `{label}` is the field's label. */
  decrease: string;
  /** Name of the + button; `{label}` is the field's label. */
  increase: string;
  /** Name of the − button of a field without a label. */
  decreaseUnlabelled: string;
  /** Name of the + button of a field without a label. */
  increaseUnlabelled: string;
  /** Said when typed text is not a number and the last value comes back; `{text}` is the text, `{value}` the value. */
  notANumber: string;
  /** The same when the field was empty before (it is empty again). */
  notANumberEmpty: string;
  /** Said when a typed value was above `max` and became `{max}`. */
  clampedToMax: string;
  /** Said when a typed value was below `min` and became `{min}`. */
  clampedToMin: string;
  /** The mark after the label of a required field (hidden from assistive technology). */
  requiredMark: string;
}

/** The English defaults of `NumberFieldStrings` (other languages: `translations/`, chosen by `lang`). */
export const numberFieldStrings: Readonly<NumberFieldStrings> = en.numberField;

/** The number format options of a field, as `Intl.NumberFormat` takes them (`{ style: 'currency', currency: 'EUR' }`). */
export type NumberFieldFormat = Intl.NumberFormatOptions;

/** A held stepper button starts repeating after this many milliseconds… */
export const REPEAT_DELAY_MS = 400;
/** …and then steps every this many milliseconds. */
export const REPEAT_INTERVAL_MS = 60;

/** Number attributes: missing, empty or not a number is "not set" (`null`). */
const optionalNumber = {
  fromAttribute: (value: string | null): number | null => toFiniteOrNull(value),
  toAttribute: (value: number | null | undefined): string | null =>
    value === null || value === undefined || !Number.isFinite(value) ? null : String(value),
};

/** The `format` attribute: `Intl.NumberFormatOptions` as JSON; anything else is no format (a plain number). */
const formatConverter = {
  fromAttribute: (value: string | null): NumberFieldFormat | null => {
    if (value === null) return null;
    try {
      const parsed: unknown = JSON.parse(value);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as NumberFieldFormat) : {};
    } catch {
      return {};
    }
  },
  toAttribute: (value: NumberFieldFormat | null | undefined): string | null =>
    value && Object.keys(value).length ? JSON.stringify(value) : null,
};

const minusIcon = html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M5 12h14" /></svg>`;
const plusIcon = html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M5 12h14M12 5v14" /></svg>`;

/**
 * A number field: a labelled text input that is a WAI-ARIA spinbutton, with − and + buttons. It reads
 * and writes numbers in the page's language (`1.234,5` in German), with an optional currency, percent
 * or unit format, and takes part in forms like a native input.
 *
 * Keys: ArrowUp and ArrowDown step by `step`; PageUp and PageDown by `large-step` (10 steps unless
 * set); Home and End go to `min` and `max` when they are set. The mouse wheel changes the value only
 * with the `wheel` attribute, and only while the field has focus. The − and + buttons are not Tab
 * stops (the arrow keys do what they do); they are disabled at the limits, and repeat while held.
 *
 * Values: `value` is a number, or `null` when the field is empty; never NaN. Stepping lands on the
 * grid `min + n × step` (from 0 without `min`), rounded to the step's decimals (0.1 + 0.2 gives 0.3).
 * Typed text is read as the user types; on commit (leaving the field, or Enter) the value is clamped
 * to `min` and `max` and, with `snap`, moved to the nearest step; text that is not a number gives the
 * last good value back, with a message announced politely. The form value is the plain number
 * (`1234.5`), or `''` when empty.
 *
 * Enter commits the typed number and then submits the field's form, as in a native input: it clicks the form's first
 * submit button, or without one submits a form whose only text field this is. Cancel the `keydown` to prevent it.
 *
 * A percent format shows 100 times the value (0.25 shows `25 %`): give such a field a step of 0.01.
 *
 * ARIA on the host goes to the input, as in ds-text-field.
 *
 * @summary A labelled spinbutton for numbers, formatted and read in the page's language.
 * @status beta
 * @since 1.1
 *
 * @csspart form-control - The wrapper of label, field and texts.
 * @csspart label - The `<label>`.
 * @csspart required-indicator - The mark after the label of a required field (hidden from assistive technology).
 * @csspart base - The field's box around the buttons and the input.
 * @csspart input - The native `<input>` (`role="spinbutton"`).
 * @csspart decrement - The − button.
 * @csspart increment - The + button.
 * @csspart help-text - The help text.
 * @csspart error-text - The error message, when shown.
 * @csspart message - The polite message after a commit (text that is not a number, a value kept within the bounds).
 *
 * @cssprop --ds-number-field-background - Background of the field (default: `--ds-color-surface`).
 * @cssprop --ds-number-field-color - Text colour (default: `--ds-color-on-surface`).
 * @cssprop --ds-number-field-placeholder-color - Placeholder colour (default: `--ds-color-on-surface-muted`).
 * @cssprop --ds-number-field-border-color - Border colour (default: `--ds-color-border-strong`).
 * @cssprop --ds-number-field-border-color-hover - Border colour while hovered (default: `--ds-color-on-surface`).
 * @cssprop --ds-number-field-border-color-focus - Border colour while focused (default: `--ds-color-accent`).
 * @cssprop --ds-number-field-border-color-invalid - Border colour while an error is shown (default: `--ds-color-danger`).
 * @cssprop --ds-number-field-radius - Corner radius (default: `--ds-radius-m`).
 * @cssprop [--ds-number-field-height=2.75rem] - Height of the field.
 * @cssprop [--ds-number-field-button-size=2rem] - Width and height of the − and + buttons (44px on a touch screen).
 * @cssprop --ds-number-field-button-color - Colour of the − and + signs (default: `--ds-color-on-surface`).
 * @cssprop --ds-number-field-button-background-hover - Background of a hovered button (default: `--ds-color-surface-sunken`).
 * @cssprop [--ds-number-field-text-align=center] - Alignment of the number in the input.
 * @cssprop --ds-number-field-gap - Space between label, field and texts (default: `--ds-space-xs`).
 * @cssprop --ds-number-field-font-family - Font family (default: `--ds-font-family`).
 * @cssprop --ds-number-field-font-size - Font size of the input (default: `--ds-font-size-m`).
 * @cssprop --ds-number-field-label-color - Label colour (default: `--ds-color-on-surface`).
 * @cssprop --ds-number-field-help-color - Help text and message colour (default: `--ds-color-on-surface-muted`).
 * @cssprop --ds-number-field-error-color - Error text colour (default: `--ds-color-danger`).
 *
 * @fires input - The value changed by the user: each keystroke (the native event, composed), a key, a button or the wheel. Not fired when `value` is set by script.
 * @fires change - The user committed a changed value: left the field or pressed Enter after typing, or stepped with a key, a button or the wheel. Composed. Not fired when `value` is set by script.
 * @fires invalid - A validity check (`checkValidity()`, `reportValidity()`, a submit attempt) found the field invalid. Cancelable.
 */
export class DsNumberField extends DsLabelledField {
  static override styles = [
    DsElement.styles,
    focusRingStyles,
    visuallyHiddenStyles,
    numberFieldStyles,
    fieldBoxForcedColorStyles,
  ];

  static {
    // `aria-label`, `aria-describedby`, … on the host are the input's (internal/a11y/host-aria.ts)
    delegateAria(this, { targets: el => [el.renderRoot?.querySelector('#control')] });
  }

  /** The default value (the `value` attribute, a plain number like `1234.5`): restored by `form.reset()`. */
  @property({ attribute: 'value', converter: optionalNumber, useDefault: true })
  defaultValue: number | null = null;

  /** The lowest value (Home goes to it). Not set: no lower bound. */
  @property({ converter: optionalNumber, useDefault: true })
  min: number | null = null;

  /** The highest value (End goes to it). Not set: no upper bound. */
  @property({ converter: optionalNumber, useDefault: true })
  max: number | null = null;

  /** The amount ArrowUp, ArrowDown and the buttons add or take; 0, negative or not a number is 1. */
  @property({ type: Number, useDefault: true })
  step = 1;

  /** The amount PageUp and PageDown add or take (not set: 10 × `step`). */
  @property({ attribute: 'large-step', converter: optionalNumber, useDefault: true })
  largeStep: number | null = null;

  /**
   * On commit, moves a typed value to the nearest step counted from `min` (from 0 without one): for
   * values that only come in steps (tickets, half hours). Without it a typed value keeps its decimals.
   */
  @property({ type: Boolean, reflect: true, useDefault: true })
  snap = false;

  /** The mouse wheel steps the value while the field has focus (by default it scrolls the page). */
  @property({ type: Boolean, reflect: true, useDefault: true })
  wheel = false;

  /**
   * How the number is written, as `Intl.NumberFormatOptions`: `{ style: 'currency', currency: 'EUR' }`,
   * `{ style: 'percent' }` (0.25 shows `25 %`), `{ style: 'unit', unit: 'kilogram' }`, fraction digits.
   * As an attribute, JSON. Unknown options give a plain number.
   */
  @property({ converter: formatConverter, useDefault: true })
  format: NumberFieldFormat | null = null;

  /** The locale numbers are written and read in (default: the nearest `lang`, else the browser's). */
  @property({ useDefault: true })
  locale = '';

  /** A short hint shown while the field is empty. */
  @property({ useDefault: true })
  placeholder = '';

  /** The field must hold a number (`valueMissing`). */
  @property({ type: Boolean, reflect: true, useDefault: true })
  required = false;

  /** The value can be selected and copied but not changed. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  readonly = false;

  /**
   * An error set by the page (e.g. an answer from a server). While set, the field is invalid
   * (`customError`) and the text is shown at once; clear it (`''`) when it no longer applies.
   */
  @property({ attribute: 'error-text', useDefault: true })
  errorText = '';

  /** Replaces the field's own words, in any language (see `NumberFieldStrings`). */
  @property({ attribute: false })
  strings: Partial<NumberFieldStrings> = {};

  /** The user has committed a value or tried to submit: errors are shown. */
  @state()
  private interacted = false;

  /** The polite message under the field (set on commit, cleared on the next edit). */
  @state()
  private message = '';

  @query('#control')
  private control!: HTMLInputElement | null;

  readonly #localize = new LocalizeController(this);

  #value: number | null = null;
  /** The value was changed by the user or a script: it no longer follows `defaultValue`. */
  #dirty = false;
  /** The text the user is typing, until it is committed (`null`: the input shows the formatted value). */
  #text: string | null = null;
  /**
   * The value at the last commit (or when focus came): `change` fires when a commit differs from it, and
   * text that is not a number gives it back.
   */
  #committed: number | null = null;
  #repeatTimer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    this.addEventListener('invalid', () => (this.interacted = true));
    registerTextEntry(this);
  }

  /** The current number, or `null` when the field is empty; never NaN. Setting it (a number, a numeric string, `null`) fires no event. */
  @property({ attribute: false })
  get value(): number | null {
    return this.#dirty ? this.#value : toFiniteOrNull(this.defaultValue);
  }

  set value(next: number | null) {
    const old = this.value;
    this.#value = toFiniteOrNull(next);
    this.#dirty = true;
    this.#text = null;
    this.#committed = this.#value;
    this.message = '';
    this.requestUpdate('value', old);
  }

  /** Moves focus to the input. */
  override focus(options?: FocusOptions): void {
    if (this.control) this.control.focus(options);
    else super.focus(options);
  }

  /** Removes focus from the field. */
  override blur(): void {
    this.control?.blur();
  }

  /** Adds `step` (or `times` steps) to the value, as ArrowUp does, without firing events. */
  stepUp(times = 1): void {
    this.#stepBy(1, times);
  }

  /** Takes `step` (or `times` steps) from the value, as ArrowDown does, without firing events. */
  stepDown(times = 1): void {
    this.#stepBy(-1, times);
  }

  #stepBy(direction: 1 | -1, times: number): void {
    const n = Number.isFinite(times) && times > 0 ? times : 1;
    const b = this.#bounds();
    this.value = stepValue(this.value, direction, b, b.step * n);
  }

  // ---- DsFormElement hooks ---------------------------------------------------------------

  protected override formValue(): DsFormValue {
    const v = this.value;
    return v === null ? '' : plainNumber(v);
  }

  protected override validate(): DsValidationResult {
    if (this.errorText && !this.readonly) return { flags: { customError: true }, message: this.errorText };
    if (this.readonly) return { flags: {}, message: '' };
    const v = this.value;
    const words = this.#localize.strings('validation', en.validation);
    if (v === null) {
      return this.required ? { flags: { valueMissing: true }, message: words.required } : { flags: {}, message: '' };
    }
    // only a value set by script can be out of bounds: a user's is kept within them on commit
    const b = this.#bounds();
    if (b.min !== null && v < b.min)
      return { flags: { rangeUnderflow: true }, message: formatString(words.min, { min: this.#write(b.min) }) };
    if (b.max !== null && v > b.max)
      return { flags: { rangeOverflow: true }, message: formatString(words.max, { max: this.#write(b.max) }) };
    return { flags: {}, message: '' };
  }

  protected override validationAnchor(): HTMLElement | undefined {
    return this.control ?? undefined;
  }

  protected override resetValue(): void {
    this.#dirty = false;
    this.#value = null;
    this.#text = null;
    this.#committed = this.value;
    this.message = '';
    this.interacted = false;
  }

  protected override restoreValue(state: DsFormValue): void {
    if (typeof state === 'string') this.value = toFiniteOrNull(state);
  }

  // ---- rendering -------------------------------------------------------------------------

  #bounds(): NumberBounds {
    return normalizeBounds(this.min, this.max, this.step);
  }

  #locale(): string | undefined {
    return this.#localize.locale(this.locale);
  }

  /** `n` as the field writes it (`''` for `null`). */
  #write(n: number | null): string {
    return formatValue(n, this.#locale(), displayOptions(this.format, this.#bounds().step, n));
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (changed.has('defaultValue') && !this.#dirty) this.#committed = this.value;
  }

  override render(): TemplateResult {
    const b = this.#bounds();
    const value = this.value;
    const formatted = this.#write(value);
    const disabled = this.isDisabled;
    const inert = disabled || this.readonly;
    const error = this.errorText || (this.interacted && !this.readonly && !disabled ? this.validate().message : '');
    const described = this.describedBy(error);
    const strings = this.#localize.strings('numberField', numberFieldStrings, this.strings);
    const label = typeof this.label === 'string' ? this.label.trim() : '';
    const name = (withLabel: string, without: string) => (label ? formatString(withLabel, { label }) : without);
    const atMin = value !== null && b.min !== null && value <= b.min;
    const atMax = value !== null && b.max !== null && value >= b.max;

    /* eslint-disable lit-a11y/accessible-name -- the spinbutton is named by its <label for="control"> (or the host's ARIA) */
    return html`<div part="form-control" class=${classMap({ 'form-control': true, invalid: Boolean(error), disabled })}>
      <label part="label" class=${classMap({ label: true, 'visually-hidden': this.hideLabel })} for="control"
        >${this.labelContent(this.required, strings.requiredMark)}</label
      >
      <!-- the input comes first: a label's click (delegatesFocus) focuses the first focusable element; CSS puts − before it -->
      <div part="base" class="base">
        <input
          id="control"
          part="input"
          class="control"
          type="text"
          inputmode="decimal"
          role="spinbutton"
          autocomplete="off"
          spellcheck="false"
          .value=${live(this.#text ?? formatted)}
          placeholder=${this.placeholder || nothing}
          ?disabled=${disabled}
          ?readonly=${this.readonly}
          aria-valuenow=${ifDefined(value === null ? undefined : value)}
          aria-valuetext=${ifDefined(value === null ? undefined : formatted)}
          aria-valuemin=${ifDefined(b.min ?? undefined)}
          aria-valuemax=${ifDefined(b.max ?? undefined)}
          aria-required=${this.required ? 'true' : nothing}
          aria-invalid=${error ? 'true' : nothing}
          aria-describedby=${described || nothing}
          @input=${this.#onInput}
          @change=${this.#onNativeChange}
          @keydown=${this.#onKeyDown}
          @focus=${this.#onFocus}
          @blur=${this.#commit}
          @wheel=${this.#onWheel}
        />
        <button
          part="decrement"
          class="stepper"
          type="button"
          tabindex="-1"
          aria-label=${name(strings.decrease, strings.decreaseUnlabelled)}
          ?disabled=${inert || atMin}
          @pointerdown=${(e: PointerEvent) => this.#onStepperDown(e, -1)}
          @click=${(e: MouseEvent) => this.#onStepperClick(e, -1)}
        >
          ${minusIcon}
        </button>
        <button
          part="increment"
          class="stepper"
          type="button"
          tabindex="-1"
          aria-label=${name(strings.increase, strings.increaseUnlabelled)}
          ?disabled=${inert || atMax}
          @pointerdown=${(e: PointerEvent) => this.#onStepperDown(e, 1)}
          @click=${(e: MouseEvent) => this.#onStepperClick(e, 1)}
        >
          ${plusIcon}
        </button>
      </div>
      ${this.renderFieldTexts(error)}
      <div part="message" class="message" role="status">${this.message}</div>
    </div>`;
    /* eslint-enable lit-a11y/accessible-name */
  }

  // ---- events ----------------------------------------------------------------------------

  #onFocus = (): void => {
    this.#committed = this.value;
  };

  #onInput = (): void => {
    const control = this.control;
    if (!control) return;
    const old = this.value;
    this.#text = control.value;
    this.message = '';
    const parsed = parseNumber(control.value, this.#locale(), this.format ?? {});
    if (parsed.ok) {
      this.#value = parsed.value;
      this.#dirty = true;
    }
    // form value and validity are current for `input` listeners (the native event reaches the host after this)
    this.updateFormValue();
    this.updateValidity();
    this.requestUpdate('value', old);
  };

  /** The input's own `change` is not composed and fires on its text: the host fires its own on commit. */
  #onNativeChange = (event: Event): void => {
    event.stopPropagation();
  };

  /** Reads the typed text: a number is kept within the bounds (and snapped with `snap`), anything else reverts. */
  #commit = (): void => {
    if (this.#text !== null) {
      const text = this.#text;
      const parsed = parseNumber(text, this.#locale(), this.format ?? {});
      const strings = this.#localize.strings('numberField', numberFieldStrings, this.strings);
      const b = this.#bounds();
      this.#text = null;
      if (!parsed.ok) {
        // the value the field had before this edit comes back (not a number read on the way, like the 1 of "1.5")
        const last = this.#committed;
        this.#value = last;
        this.#dirty = true;
        this.message = formatString(last === null ? strings.notANumberEmpty : strings.notANumber, {
          text: text.trim(),
          value: this.#write(last),
        });
      } else {
        const next = commitValue(parsed.value, b, this.snap);
        if (parsed.value !== null && next !== null && next !== parsed.value && next === clampTo(parsed.value, b)) {
          this.message =
            b.max !== null && next === b.max
              ? formatString(strings.clampedToMax, { max: this.#write(b.max) })
              : formatString(strings.clampedToMin, { min: this.#write(b.min) });
        }
        this.#value = next;
        this.#dirty = true;
      }
      this.interacted = true;
      this.requestUpdate();
    }
    this.#fireChangeIfCommitted();
  };

  #fireChangeIfCommitted(): void {
    const v = this.value;
    if (Object.is(v, this.#committed)) return;
    this.#committed = v;
    this.updateFormValue();
    this.updateValidity();
    this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  }

  /** Sets a value from a key, a button or the wheel: `input` and `change` when it changed. */
  #setByUser(next: number | null): void {
    if (this.isDisabled || this.readonly) return;
    const old = this.value;
    this.#text = null;
    this.message = '';
    if (Object.is(next, old)) {
      this.requestUpdate(); // a typed text that stepped to the same value shows formatted again
      return;
    }
    this.#value = next;
    this.#dirty = true;
    this.requestUpdate('value', old);
    this.updateFormValue();
    this.updateValidity();
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    this.#fireChangeIfCommitted();
  }

  /** The value a step starts from: the typed text when it is a number, else the value. */
  #base(): number | null {
    if (this.#text === null) return this.value;
    const parsed = parseNumber(this.#text, this.#locale(), this.format ?? {});
    return parsed.ok ? parsed.value : this.value;
  }

  #step(direction: 1 | -1, large = false): void {
    const b = this.#bounds();
    this.#setByUser(stepValue(this.#base(), direction, b, large ? largeStepOf(this.largeStep, b) : b.step));
  }

  #onKeyDown = (event: KeyboardEvent): void => {
    if (event.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
    const b = this.#bounds();
    switch (event.key) {
      case 'ArrowUp':
      case 'ArrowDown':
        event.preventDefault();
        this.#step(event.key === 'ArrowUp' ? 1 : -1);
        return;
      case 'PageUp':
      case 'PageDown':
        event.preventDefault();
        this.#step(event.key === 'PageUp' ? 1 : -1, true);
        return;
      case 'Home':
      case 'End': {
        // without that bound, Home and End move the caret as in any text field
        const bound = event.key === 'Home' ? b.min : b.max;
        if (bound === null || event.shiftKey) return;
        event.preventDefault();
        this.#setByUser(bound);
        return;
      }
      case 'Enter':
        // the typed number is read first, then the form is submitted as from a native input
        this.#commit();
        submitOnEnter(event, this, () => !this.isDisabled);
        return;
    }
  };

  #onWheel = (event: WheelEvent): void => {
    if (!this.wheel || event.deltaY === 0 || event.ctrlKey) return;
    if (this.shadowRoot?.activeElement !== this.control) return;
    event.preventDefault();
    this.#step(event.deltaY < 0 ? 1 : -1);
  };

  #onStepperDown(event: PointerEvent, direction: 1 | -1): void {
    if (event.button !== 0 || this.isDisabled || this.readonly) return;
    // keep focus (and the caret) in the input: the buttons are not Tab stops
    event.preventDefault();
    this.control?.focus();
    this.#step(direction);
    const button = event.currentTarget as HTMLButtonElement;
    const stop = () => {
      this.#stopRepeat();
      button.removeEventListener('pointerup', stop);
      button.removeEventListener('pointerleave', stop);
      button.removeEventListener('pointercancel', stop);
    };
    button.addEventListener('pointerup', stop);
    button.addEventListener('pointerleave', stop);
    button.addEventListener('pointercancel', stop);
    const repeat = (delay: number) => {
      this.#repeatTimer = setTimeout(() => {
        const before = this.value;
        this.#step(direction);
        if (Object.is(before, this.value)) stop();
        else repeat(REPEAT_INTERVAL_MS);
      }, delay);
    };
    this.#stopRepeat();
    repeat(REPEAT_DELAY_MS);
  }

  /**
   * A click without a pointer press before it (assistive technology, `click()`: `detail` 0) steps once;
   * a pointer's click already stepped on `pointerdown`.
   */
  #onStepperClick(event: MouseEvent, direction: 1 | -1): void {
    if (event.detail === 0) this.#step(direction);
  }

  #stopRepeat(): void {
    clearTimeout(this.#repeatTimer);
    this.#repeatTimer = undefined;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stopRepeat();
  }
}
