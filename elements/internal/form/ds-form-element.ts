import { type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { DsElement } from '../core/ds-element.js';
import { LocalizeController } from '../i18n/localize.js';

/**
 * The English words of every form control (`translations/en.ts` takes them from here, so that a ds-button, which
 * never shows them, does not bundle every element's words).
 */
export const formStrings: Readonly<{ invalid: string }> = {
  /** A form control's validation message when it gives none of its own. */
  invalid: 'Invalid value.',
};

/** What a control contributes to its form's `FormData` (`null`: nothing). */
export type DsFormValue = File | string | FormData | null;

/** A control's own constraint validation result (see `DsFormElement.validate()`). */
export interface DsValidationResult {
  /** The failing constraints, e.g. `{ valueMissing: true }`; `{}` when valid. */
  flags: ValidityStateFlags;
  /** Message shown by `reportValidity()`; required when any flag is set. */
  message: string;
}

/**
 * Base class of form-associated ds-* controls (`static formAssociated = true`).
 *
 * Through `ElementInternals` a subclass takes part in a `<form>` like a native control:
 * its value in `FormData`, `form.reset()`, `disabled` from an ancestor `<fieldset>`,
 * constraint validation (`checkValidity()`, `reportValidity()`, `:invalid`) and
 * `form="id"` association. A subclass overrides the protected hooks:
 *
 * - `formValue()`: the value to submit (`null`: nothing; a button submits nothing)
 * - `validate()`: its own constraints (required, pattern, …)
 * - `validationAnchor()`: the inner element the browser's validation bubble points at
 * - `resetValue()`: restore the default value on `form.reset()`
 * - `restoreValue(state)`: restore a value on back/forward navigation or autofill
 *
 * The hooks are read after every update, so a reactive property change is enough to keep
 * the form value and validity current.
 */
export abstract class DsFormElement extends DsElement {
  /** Makes the element a form-associated custom element. */
  static formAssociated = true;

  static override shadowRootOptions: ShadowRootInit = {
    ...DsElement.shadowRootOptions,
    delegatesFocus: true,
  };

  /** The name under which the control's value is submitted with its form. */
  @property({ reflect: true, useDefault: true })
  name = '';

  /** Disables the control: it cannot be focused or activated and is not submitted. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  disabled = false;

  /**
   * Disabled as the form sees it: by its own `disabled` attribute or by a disabled ancestor
   * `<fieldset>` (set by the browser through `formDisabledCallback`).
   */
  @state()
  protected formDisabled = false;

  #customValidityMessage = '';

  /** The `<form>` the control belongs to (its ancestor, or the one named by `form="id"`). */
  get form(): HTMLFormElement | null {
    return this.internals.form;
  }

  /** The `<label>` elements associated with the control. */
  get labels(): NodeList {
    return this.internals.labels;
  }

  /** The control's validity state, as on native controls. */
  get validity(): ValidityState {
    return this.internals.validity;
  }

  /** The message `reportValidity()` shows; empty when the control is valid. */
  get validationMessage(): string {
    return this.internals.validationMessage;
  }

  /** Whether the control takes part in constraint validation (false when disabled). */
  get willValidate(): boolean {
    return this.internals.willValidate;
  }

  /** True when the control is disabled by itself or by a disabled `<fieldset>`. */
  protected get isDisabled(): boolean {
    return this.disabled || this.formDisabled;
  }

  /** Returns `true` when the control is valid; otherwise fires `invalid` and returns `false`. */
  checkValidity(): boolean {
    return this.internals.checkValidity();
  }

  /** Like `checkValidity()`, and when invalid also shows the browser's validation message. */
  reportValidity(): boolean {
    return this.internals.reportValidity();
  }

  /**
   * Sets a custom validation error (`validity.customError`); an empty string clears it.
   * @param message - The message to show; `''` when the control is valid.
   */
  setCustomValidity(message: string): void {
    this.#customValidityMessage = message ?? '';
    this.updateValidity();
  }

  // ---- hooks for subclasses ---------------------------------------------------------------

  /** The value submitted with the form (`null`: none). Default: nothing. */
  protected formValue(): DsFormValue {
    return null;
  }

  /** The control's own constraints. Default: always valid. */
  protected validate(): DsValidationResult {
    return { flags: {}, message: '' };
  }

  /** The inner element the validation message points at (default: the host). */
  protected validationAnchor(): HTMLElement | undefined {
    return undefined;
  }

  /** Restores the default value; called on `form.reset()`. */
  protected resetValue(): void {
    // A hook: form controls override it.
  }

  /** Restores a value the browser kept (back/forward cache, autofill). */
  protected restoreValue(_state: DsFormValue): void {
    // A hook: form controls override it.
  }

  // ---- form-associated custom element callbacks ------------------------------------------

  /** @internal */
  formDisabledCallback(disabled: boolean): void {
    this.formDisabled = disabled;
    // Setting `disabled` by property reflects the attribute during Lit's update, after render:
    // the browser then calls this back while that update finishes, and Lit merges the change
    // into the update that is ending (no re-render). Render again once it has ended.
    queueMicrotask(() => this.requestUpdate());
  }

  /** @internal */
  formResetCallback(): void {
    this.resetValue();
    this.requestUpdate();
  }

  /** @internal */
  formStateRestoreCallback(state: DsFormValue, _reason: 'restore' | 'autocomplete'): void {
    this.restoreValue(state);
    this.requestUpdate();
  }

  // ---- syncing --------------------------------------------------------------------------

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    this.updateFormValue();
    this.updateValidity();
  }

  /** Writes `formValue()` to the form. Called after every update. */
  protected updateFormValue(): void {
    // A control without a name submits nothing: until it gets one, no ElementInternals call.
    if (!this.name && !this.#submits) return;
    this.#submits = true;
    this.internals.setFormValue(this.formValue());
  }

  /** Whether a form value was ever written (then it is kept current, name or not). */
  #submits = false;

  /** Writes `validate()` (and any custom error) to the validity state. */
  protected updateValidity(): void {
    const own = this.validate();
    const custom = this.#customValidityMessage;
    const flags: ValidityStateFlags = { ...own.flags };
    if (custom) flags.customError = true;
    const invalid = Object.values(flags).some(Boolean);
    if (!invalid) {
      // a control starts valid and stays so on most updates: no ElementInternals call then
      if (this.#invalid) this.internals.setValidity({});
      this.#invalid = false;
      return;
    }
    const message = custom || own.message || this.#fallbackMessage();
    const anchor = this.validationAnchor();
    if (anchor) this.internals.setValidity(flags, message, anchor);
    else this.internals.setValidity(flags, message);
    this.#invalid = true;
  }

  /** Whether the last `updateValidity()` set a failing validity (a new control is valid). */
  #invalid = false;

  /** Made on first need only (most controls give messages of their own): then a change of `lang` validates again. */
  #localize: LocalizeController | undefined;

  /** "Invalid value." in the control's language. */
  #fallbackMessage(): string {
    this.#localize ??= new LocalizeController(this);
    return this.#localize.strings('form', formStrings).invalid;
  }
}
