import { html, isServer, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import { DsElement } from '../internal/core/ds-element.js';
import type { DsFormValue, DsValidationResult } from '../internal/form/ds-form-element.js';
import { DsLabelledField } from '../internal/form/labelled-field.js';
import { fieldBoxForcedColorStyles } from '../internal/form/labelled-field.styles.js';
import { registerTextEntry, submitOnEnter } from '../internal/form/implicit-submit.js';
import { focusRingStyles } from '../internal/styles/focus-ring.styles.js';
import { delegateAria } from '../internal/a11y/host-aria.js';
import { visuallyHiddenStyles } from '../internal/styles/visually-hidden.styles.js';
import { HasSlotController } from '../internal/core/slot.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import { formatString } from '../internal/i18n/strings.js';
import en from '../translations/en.js';
import { textFieldStyles } from './ds-text-field.styles.js';
import {
  normalizeConstraints,
  normalizeType,
  sanitizeValue,
  validateValue,
  type TextFieldType,
  type TextFieldValidator,
  type ValidationError,
  type ValidationMessages,
} from './validation.js';

export { textFieldTypes, validationRules as textFieldValidationRules } from './validation.js';

/** The words `<ds-text-field>` shows or announces; override them with its `strings` property. */
export interface TextFieldStrings {
  /**
   * Name of the show/hide button of a password field; `{label}` is the field's label, so that
   * several password fields on a page have buttons with different names.
   */
  showPassword: string;
  /** Name of that button when the field has no label. */
  showPasswordUnlabelled: string;
  /** The mark after the label of a required field (hidden from assistive technology). */
  requiredMark: string;
}

/** The English defaults of `TextFieldStrings` (other languages: `translations/`, chosen by `lang`). */
export const textFieldStrings: Readonly<TextFieldStrings> = en.textField;

/** The field's blur handler runs this long after blur. */
export const BLUR_VALIDATION_DELAY_MS = 300;
/** Number attributes as HTML reads them: missing or empty is "not set" (Lit's default would read `''` as 0); words give `NaN`. */
const optionalNumber = {
  fromAttribute: (value: string | null): number | undefined =>
    value === null || value.trim() === '' ? undefined : Number(value),
  toAttribute: (value: number | null | undefined): string | null =>
    value === null || value === undefined ? null : String(value),
};
export type {
  TextFieldType,
  TextFieldValidator,
  ValidationError as TextFieldValidationError,
  ValidationMessages as TextFieldMessages,
  ValidationRule as TextFieldValidationRule,
} from './validation.js';

const eyeIcon = html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
  <circle cx="12" cy="12" r="3" />
</svg>`;

const eyeOffIcon = html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
  <circle cx="12" cy="12" r="3" />
  <path d="M4 4l16 16" />
</svg>`;

/**
 * A text field: a labelled single-line input (`type` text, email, password, number, search, tel,
 * url) or, with `multiline`, a textarea. It takes part in forms like a native input (its value
 * in `FormData`, `form.reset()`, constraint validation, `disabled` from a `<fieldset>`).
 *
 * Validation follows the generic rules required, min, max, minLength, maxLength, pattern and a
 * custom `validator`, each with an optional message (`messages`). Errors are shown (error text,
 * `aria-invalid`, described by the input) only once the user has interacted: after leaving a
 * changed field, or after a submit attempt; from then on the error follows every edit. A failed
 * submit moves focus to the first invalid field. The validity itself (`checkValidity()`,
 * `:invalid`, blocked submits) is always current.
 *
 * Enter in a single-line field submits its form, like a native input: it clicks the form's first
 * submit button (also a `<ds-button type="submit">`), or without one submits a form whose only
 * text field this is. Cancel the `keydown` to prevent it.
 *
 * The `value` attribute is the default value (restored by `form.reset()`); the `value` property
 * is the current value. `input` and `change` fire on user edits only, never when a script sets
 * `value`.
 *
 * ARIA on the host goes to the input: `aria-label` and `aria-labelledby` name it (over `label`),
 * `aria-describedby` adds to its help and error text, and a `<label for>` names it as it names a
 * native input.
 *
 * @summary A labelled text input or textarea with help text, validation and error messages.
 * @status stable
 * @since 1.0
 *
 * @slot start - A leading icon (decorative: give it `aria-hidden="true"`).
 * @slot end - An action after the input, e.g. a clear or send `<ds-button icon-only label="…">`. With something here, a `search` field hides the engine's own clear button (the slot's is the one).
 *
 * @csspart form-control - The wrapper of label, field and texts.
 * @csspart label - The `<label>`.
 * @csspart required-indicator - The asterisk after the label of a required field (hidden from assistive technology; the input is `aria-required`).
 * @csspart base - The field's box (border, background) around icon, input and buttons.
 * @csspart start - The wrapper of the `start` slot.
 * @csspart input - The native `<input>` (or `<textarea>` with `multiline`).
 * @csspart password-toggle - The show/hide password button (`type="password"`).
 * @csspart end - The wrapper of the `end` slot.
 * @csspart help-text - The help text.
 * @csspart error-text - The error message, when shown.
 *
 * @cssprop --ds-text-field-background - Background of the field (default: `--ds-color-surface`).
 * @cssprop --ds-text-field-color - Text colour (default: `--ds-color-on-surface`).
 * @cssprop --ds-text-field-placeholder-color - Placeholder colour (default: `--ds-color-on-surface-muted`).
 * @cssprop --ds-text-field-border-color - Border colour (default: `--ds-color-border-strong`).
 * @cssprop --ds-text-field-border-color-hover - Border colour while hovered (default: `--ds-color-on-surface`).
 * @cssprop --ds-text-field-border-color-focus - Border colour while focused (default: `--ds-color-accent`).
 * @cssprop --ds-text-field-border-color-invalid - Border colour while an error is shown (default: `--ds-color-danger`).
 * @cssprop [--ds-text-field-border-width=1px] - Border width.
 * @cssprop --ds-text-field-radius - Corner radius (default: `--ds-radius-m`).
 * @cssprop [--ds-text-field-height=2.75rem] - Height of a single-line field.
 * @cssprop --ds-text-field-padding-inline - Horizontal padding inside the field (default: `--ds-space-m`).
 * @cssprop --ds-text-field-gap - Space between icons, input and buttons, and between label, field and texts (default: `--ds-space-xs`).
 * @cssprop --ds-text-field-font-family - Font family (default: `--ds-font-family`).
 * @cssprop --ds-text-field-font-size - Font size of the input (default: `--ds-font-size-m`).
 * @cssprop --ds-text-field-label-color - Label colour (default: `--ds-color-on-surface`).
 * @cssprop --ds-text-field-label-font-size - Label font size (default: `--ds-font-size-s`).
 * @cssprop --ds-text-field-help-color - Help text colour (default: `--ds-color-on-surface-muted`).
 * @cssprop --ds-text-field-error-color - Error text colour (default: `--ds-color-danger`).
 * @cssprop --ds-text-field-text-font-size - Font size of help and error text (default: `--ds-font-size-xs`).
 *
 * @fires input - The user changed the value (each keystroke, paste, cut). The native event, composed, with `target` the field. Not fired when `value` is set by script.
 * @fires change - The user committed a changed value (left the field, or pressed Enter). Composed. Not fired when `value` is set by script.
 * @fires invalid - A validity check (`checkValidity()`, `reportValidity()`, a submit attempt) found the field invalid. Cancelable.
 */
export class DsTextField extends DsLabelledField {
  static override styles = [
    DsElement.styles,
    focusRingStyles,
    visuallyHiddenStyles,
    textFieldStyles,
    fieldBoxForcedColorStyles,
  ];

  static {
    // `aria-label`, `aria-describedby`, … on the host are the input's (internal/a11y/host-aria.ts)
    delegateAria(this, { targets: el => [el.renderRoot?.querySelector('#control')] });
  }

  /**
   * The default value (the `value` attribute): the value until the user or a script changes it,
   * and the value `form.reset()` restores.
   */
  @property({ attribute: 'value', useDefault: true })
  defaultValue = '';

  /**
   * Kind of text: `text` (default), `email`, `password` (with a show/hide button), `number`,
   * `search`, `tel` or `url`. An unknown type acts as `text`. Ignored with `multiline`.
   */
  @property({ reflect: true, useDefault: true })
  type: TextFieldType = 'text';

  /** A short hint shown while the field is empty. Not a replacement for `label` or `help-text`. */
  @property({ useDefault: true })
  placeholder = '';

  /** The field must be filled in (`valueMissing`). */
  @property({ type: Boolean, reflect: true, useDefault: true })
  required = false;

  /** The least number of characters (`tooShort`). Ignored when negative, not a number, or above `maxlength`. */
  @property({ type: Number, converter: optionalNumber, attribute: 'minlength' })
  minLength?: number | null;

  /** The most characters the user can type (`tooLong` for longer values set by script). Ignored when negative or not a number. */
  @property({ type: Number, converter: optionalNumber, attribute: 'maxlength' })
  maxLength?: number | null;

  /** The lowest number (`type="number"` only; `rangeUnderflow`). Ignored when not a number or above `max`. */
  @property({ type: Number, converter: optionalNumber })
  min?: number | null;

  /** The highest number (`type="number"` only; `rangeOverflow`). Ignored when not a number. */
  @property({ type: Number, converter: optionalNumber })
  max?: number | null;

  /** A regular expression the whole value must match, as in HTML (`patternMismatch`). Ignored when invalid, and with `multiline`. */
  @property({ useDefault: true })
  pattern = '';

  /** The value can be selected and copied but not edited; a read-only field is not validated. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  readonly = false;

  /**
   * An error set by the page (e.g. an answer from a server). While set, the field is invalid
   * (`customError`) and the text is shown at once, before any interaction; clear it (`''`) when
   * the error no longer applies, e.g. on the next `input`.
   */
  @property({ attribute: 'error-text', useDefault: true })
  errorText = '';

  /** Renders a multi-line `<textarea>` instead of an input. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  multiline = false;

  /** Visible lines of a `multiline` field (at least 1). */
  @property({ type: Number, useDefault: true })
  rows = 3;

  /** The browser's autofill hint, e.g. `email`, `current-password`, `new-password`, `off`. */
  @property()
  autocomplete?: string;

  /** Whether a password field shows its text (toggled by the show/hide button). */
  @property({ type: Boolean, reflect: true, attribute: 'password-visible', useDefault: true })
  passwordVisible = false;

  /**
   * A custom rule: returns a message when the value is invalid, `null`/`undefined`/`''` when it
   * is valid. Runs on every value, also an empty one. A validator that throws counts as failed.
   */
  @property({ attribute: false })
  validator?: TextFieldValidator;

  /**
   * Messages that replace the default ones, per rule: `required`, `min`, `max`, `minLength`,
   * `maxLength`, `pattern` (also used for a malformed e-mail, URL or number) and `validate`.
   * `{min}`, `{max}`, `{minLength}`, `{maxLength}` and `{length}` are filled in.
   */
  @property({ attribute: false })
  messages: ValidationMessages = {};

  /**
   * Replaces the field's own words, in any language (see `TextFieldStrings`): the show/hide password
   * button's name (`'Show password for {label}'`) and the required mark.
   * Missing or non-string entries keep the default. Validation messages are set with `messages`.
   */
  @property({ attribute: false })
  strings: Partial<TextFieldStrings> = {};

  /** The user has interacted (changed and left the field, or tried to submit): errors are shown. */
  @state()
  private interacted = false;

  readonly #slots = new HasSlotController(this, 'start', 'end');

  readonly #localize = new LocalizeController(this);

  @query('#control')
  private control!: HTMLInputElement | HTMLTextAreaElement | null;

  #value = '';
  /** The value was changed by the user or a script (until `form.reset()`): it no longer follows `defaultValue`. */
  #dirty = false;
  /** The user edited the value since the input got focus (leaving it then shows errors). */
  #edited = false;
  /** The current failure, computed with the validity. */
  #error: ValidationError | null = null;

  constructor() {
    super();
    this.addEventListener('invalid', this.#onInvalid);
    registerTextEntry(this, () => !this.multiline);
  }

  /** The current value (what the form submits). Setting it fires no event. */
  @property({ attribute: false })
  get value(): string {
    return sanitizeValue(this.#dirty ? this.#value : this.defaultValue, normalizeType(this.type), this.multiline);
  }

  set value(next: string) {
    const old = this.value;
    this.#value = next === null || next === undefined ? '' : String(next);
    this.#dirty = true;
    // Clearing bad number text changes validity even when the value stays '': update anyway.
    if (this.#clearBadInput()) this.requestUpdate();
    this.requestUpdate('value', old);
  }

  /** The rule that failed at the last update (`null` when valid), whether or not its error is shown yet. */
  get validationError(): ValidationError | null {
    return this.#error;
  }

  /** Moves focus to the input. */
  override focus(options?: FocusOptions): void {
    if (this.control) this.control.focus(options);
    else super.focus(options);
  }

  /** Removes focus from the field. */
  override blur(): void {
    const active = this.shadowRoot?.activeElement as HTMLElement | null | undefined;
    if (active) active.blur();
    else super.blur();
  }

  /** Selects all the text of the input. */
  select(): void {
    this.control?.select();
  }

  // ---- DsFormElement hooks ---------------------------------------------------------------

  protected override formValue(): DsFormValue {
    return this.value;
  }

  protected override validate(): DsValidationResult {
    if (this.errorText && !this.readonly) return { flags: { customError: true }, message: this.errorText };
    const error = this.#computeError();
    return error ? { flags: { [error.flag]: true }, message: error.message } : { flags: {}, message: '' };
  }

  /** The inputs of the last `#computeError()`: the rules run again only when one of them changed. */
  #errorInputs: readonly unknown[] = [];

  /**
   * Runs the rules on the current value; stores and returns the first failure. Validity is read
   * several times per keystroke (on input, before render, after update): the result is kept
   * until an input changes, so a `validator` runs once per value change.
   */
  #computeError(): ValidationError | null {
    if (this.readonly) {
      this.#errorInputs = [];
      return (this.#error = null);
    }
    const badInput = !isServer && this.control instanceof HTMLInputElement && this.control.validity.badInput;
    const inputs = [
      this.value,
      this.type,
      this.multiline,
      this.required,
      this.min,
      this.max,
      this.minLength,
      this.maxLength,
      this.pattern,
      this.validator,
      this.messages,
      badInput,
      this.#localize.lang(),
    ];
    if (inputs.length === this.#errorInputs.length && inputs.every((v, i) => Object.is(v, this.#errorInputs[i]))) {
      return this.#error;
    }
    this.#errorInputs = inputs;
    const constraints = normalizeConstraints({
      type: this.type,
      multiline: this.multiline,
      required: this.required,
      min: this.min,
      max: this.max,
      minLength: this.minLength,
      maxLength: this.maxLength,
      pattern: this.pattern,
      validator: this.validator,
    });
    return (this.#error = validateValue(
      this.value,
      constraints,
      this.messages ?? {},
      constraints.type === 'number' && badInput,
      this.#localize.strings('validation', en.validation),
      n => this.#localize.number(n, { maximumFractionDigits: 20 }),
    ));
  }

  protected override validationAnchor(): HTMLElement | undefined {
    return this.control ?? undefined;
  }

  protected override resetValue(): void {
    this.#clearBadInput();
    this.#dirty = false;
    this.#value = '';
    this.interacted = false;
    this.passwordVisible = false;
  }

  protected override restoreValue(state: DsFormValue): void {
    if (typeof state === 'string') this.value = state;
  }

  // ---- rendering -------------------------------------------------------------------------

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (changed.has('type') && normalizeType(this.type) !== 'password') this.passwordVisible = false;
    // The message to show is rendered from the rules' result on the value about to be rendered.
    this.#computeError();
  }

  override render(): TemplateResult {
    const type = normalizeType(this.type);
    const isPassword = type === 'password' && !this.multiline;
    const disabled = this.isDisabled;
    const error = this.#shownError();
    const described = this.describedBy(error);
    const maxLength = this.#validLength(this.maxLength);
    const strings = this.#localize.strings('textField', textFieldStrings, this.strings);
    const label = typeof this.label === 'string' ? this.label.trim() : '';

    const common = {
      describedBy: described || undefined,
      invalid: error ? 'true' : undefined,
    };

    const control = this.multiline
      ? html`<textarea
          id="control"
          part="input"
          class="control"
          .value=${live(this.value)}
          rows=${Math.max(1, Math.floor(Number.isFinite(this.rows) ? this.rows : 3))}
          placeholder=${this.placeholder || nothing}
          autocomplete=${ifDefined(this.autocomplete || undefined)}
          maxlength=${ifDefined(maxLength)}
          ?disabled=${disabled}
          ?readonly=${this.readonly}
          aria-required=${this.required ? 'true' : nothing}
          aria-invalid=${ifDefined(common.invalid)}
          aria-describedby=${ifDefined(common.describedBy)}
          @input=${this.#onInput}
          @change=${this.#onChange}
          @blur=${this.#onBlur}
        ></textarea>`
      : html`<input
          id="control"
          part="input"
          class="control"
          type=${isPassword && this.passwordVisible ? 'text' : type}
          .value=${live(this.value)}
          placeholder=${this.placeholder || nothing}
          autocomplete=${ifDefined(this.autocomplete || undefined)}
          maxlength=${ifDefined(maxLength)}
          min=${ifDefined(type === 'number' ? this.#finite(this.min) : undefined)}
          max=${ifDefined(type === 'number' ? this.#finite(this.max) : undefined)}
          step=${ifDefined(type === 'number' ? 'any' : undefined)}
          ?disabled=${disabled}
          ?readonly=${this.readonly}
          aria-required=${this.required ? 'true' : nothing}
          aria-invalid=${ifDefined(common.invalid)}
          aria-describedby=${ifDefined(common.describedBy)}
          @input=${this.#onInput}
          @change=${this.#onChange}
          @blur=${this.#onBlur}
          @keydown=${this.#onKeyDown}
        />`;

    /* eslint-disable lit-a11y/click-events-have-key-events -- a click on the frame focuses the input, itself a tab stop */
    return html`<div part="form-control" class=${classMap({ 'form-control': true, invalid: Boolean(error), disabled })}>
      <label part="label" class=${classMap({ label: true, 'visually-hidden': this.hideLabel })} for="control"
        >${this.labelContent(this.required, strings.requiredMark)}</label
      >
      <div part="base" class=${classMap({ base: true, multiline: this.multiline, 'has-end': this.#slots.test('end') })} @click=${this.#onBaseClick}>
        <span part="start" class=${classMap({ start: true, 'has-content': this.#slots.test('start') })}
          ><slot name="start"></slot
        ></span>
        ${control}
        ${
          isPassword
            ? html`<button
              part="password-toggle"
              class="password-toggle"
              type="button"
              aria-label=${label ? formatString(strings.showPassword, { label }) : strings.showPasswordUnlabelled}
              aria-pressed=${this.passwordVisible ? 'true' : 'false'}
              ?disabled=${disabled}
              @click=${this.#onTogglePassword}
            >
              ${this.passwordVisible ? eyeOffIcon : eyeIcon}
            </button>`
            : nothing
        }
        <span part="end" class=${classMap({ end: true, 'has-content': this.#slots.test('end') })}
          ><slot name="end"></slot
        ></span>
      </div>
      ${this.renderFieldTexts(error)}
    </div>`;
    /* eslint-enable lit-a11y/click-events-have-key-events */
  }

  /** The error message shown: the page's `errorText` at once, the rules' message once the user interacted. */
  #shownError(): string {
    return (
      this.errorText || (this.interacted && !this.readonly && !this.isDisabled ? (this.#error?.message ?? '') : '')
    );
  }

  /** A number input holding text that is not a number reads as `''`: setting a value must clear that text too. */
  #clearBadInput(): boolean {
    const control = this.control;
    if (!(control instanceof HTMLInputElement && control.validity.badInput)) return false;
    control.value = '';
    return true;
  }

  #finite(n: number | null | undefined): number | undefined {
    return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
  }

  #validLength(n: number | null | undefined): number | undefined {
    const f = this.#finite(n);
    return f === undefined || f < 0 ? undefined : Math.floor(f);
  }

  // ---- events ----------------------------------------------------------------------------

  #onInput = (): void => {
    const control = this.control;
    if (!control) return;
    const old = this.value;
    this.#value = control.value;
    this.#dirty = true;
    this.#edited = true;
    // Form value and validity are current for `input` listeners (the native event, composed,
    // reaches the host's listeners after this one).
    this.updateFormValue();
    this.updateValidity();
    this.requestUpdate('value', old);
  };

  /**
   * Enter in a single-line field submits its form, as in a native input (implicit submission), after the key's
   * default action (the native `change`) and every listener, which may cancel it.
   */
  #onKeyDown = (event: KeyboardEvent): void => {
    submitOnEnter(event, this, () => !this.isDisabled && !this.multiline);
  };

  /** Leaving an edited field shows its errors: also when the value stayed the same (a bad number reads as ''). */
  #onBlur = (): void => {
    if (this.#edited) this.#revealValidationSoon();
    this.#edited = false;
  };

  #onChange = (event: Event): void => {
    // The native `change` is not composed: it stops at the shadow root. Fire one from the host.
    event.stopPropagation();
    this.#revealValidationSoon();
    this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  };

  #onInvalid = (): void => {
    clearTimeout(this.#revealTimer);
    this.interacted = true;
  };

  #revealTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * The blur handler runs 300 ms after blur. Showing an error at once would move
   * the content below the field between mouse-down and mouse-up on, say, the Submit button,
   * and the click would be lost.
   */
  #revealValidationSoon(): void {
    if (this.interacted) return;
    clearTimeout(this.#revealTimer);
    this.#revealTimer = setTimeout(() => (this.interacted = true), BLUR_VALIDATION_DELAY_MS);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#revealTimer);
  }

  #onTogglePassword = (): void => {
    if (this.isDisabled) return;
    this.passwordVisible = !this.passwordVisible;
  };

  /** A click on the box around the input (its padding, not a button or icon) focuses the input. */
  #onBaseClick = (event: MouseEvent): void => {
    if (event.target === event.currentTarget && !this.isDisabled) this.control?.focus();
  };
}
