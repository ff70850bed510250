import { type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { DisabledClickGuard } from '../interaction/disabled-click-guard.js';
import { DsElement } from '../core/ds-element.js';
import { DsFormElement, type DsFormValue, type DsValidationResult } from './ds-form-element.js';
import { setHostAria, setHostTabIndex } from '../a11y/internals-aria.js';
import { LocalizeController } from '../i18n/localize.js';
import en from '../../translations/en.js';

/** The words `<ds-checkbox>` and `<ds-switch>` announce; override them with the `strings` property. */
export interface CheckableStrings {
  /** The validation message of a required control left unchecked. */
  valueMissing: string;
}

/** The English defaults of `CheckableStrings` (other languages: `translations/`, chosen by `lang`). */
export const checkableStrings: Readonly<CheckableStrings> = en.checkbox;

/** Content of a label that keeps its own click instead of toggling the control. */
const INTERACTIVE = 'a[href], button, input, select, textarea, [contenteditable=""], [contenteditable="true"]';

/**
 * Shared base of `<ds-checkbox>` and `<ds-switch>`: a form-associated two-state control that
 * behaves like a native `<input type="checkbox">`.
 *
 * The host itself is the control: through `ElementInternals` it has the ARIA role (`checkbox`
 * or `switch`), checked, disabled and required states and, from `label`, its name; nothing of it
 * is written on the page's element, and an author's own `aria-*` attributes win. The host is the
 * focused element (a `tabindex` it manages, see `setHostTabIndex`). So a `<label for="id">`,
 * `aria-describedby`, `document.activeElement` and the accessibility tree all point at the same
 * element, and the slotted label text is its accessible name. Styles follow `:state(checked)`,
 * `:state(disabled)` and the element's own `disabled` attribute, never `aria-*`.
 *
 * State follows the native checkbox: the `checked` attribute is the initial state
 * (`defaultChecked`), the `checked` property the current one. Until the user (or a script)
 * changes `checked`, it follows the attribute; `form.reset()` restores it.
 *
 * Clicking anywhere on the element (the label too) and Space toggle it; `input` then `change`
 * fire after the element, its ARIA state and its form value are all up to date.
 */
export abstract class DsCheckable extends DsFormElement {
  /** The host is the focusable control: no focus delegation into the shadow tree. */
  static override shadowRootOptions: ShadowRootInit = { ...DsElement.shadowRootOptions, delegatesFocus: false };

  /** The ARIA role the host takes. */
  protected abstract hostRole(): 'checkbox' | 'switch';

  /** Replaces the control's own words, in any language (see `CheckableStrings`), e.g. `{ valueMissing: 'Bitte ankreuzen.' }`. */
  @property({ attribute: false })
  strings: Partial<CheckableStrings> = {};

  readonly #localize = new LocalizeController(this);

  /** The value submitted with the form (under `name`) while checked. */
  @property({ reflect: true, useDefault: true })
  value = 'on';

  /**
   * The initial state, reflected by the `checked` attribute (as `defaultChecked` on a native
   * checkbox). `form.reset()` restores `checked` to it.
   */
  @property({ type: Boolean, reflect: true, attribute: 'checked', useDefault: true })
  defaultChecked = false;

  /** Makes the control invalid (`valueMissing`) while it is not checked. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  required = false;

  /**
   * Accessible name (`aria-label`) for a control without a visible label. When both are
   * present, `label` replaces the visible text for assistive technology.
   */
  @property({ useDefault: true })
  label = '';

  #checked = false;
  /** True once `checked` was set (by the user or a script): the attribute no longer drives it. */
  #dirty = false;

  constructor() {
    super();
    // Swallows clicks while disabled, before the host's and the page's listeners, as for a native control.
    new DisabledClickGuard(this, () => this.isDisabled);
    this.addEventListener('click', this.#onClick);
    this.addEventListener('keydown', this.#onKeyDown);
  }

  /**
   * The current state. Setting it by script fires no event; it detaches the state from the
   * `checked` attribute (see `defaultChecked`) until the form is reset.
   */
  @property({ type: Boolean, attribute: false })
  get checked(): boolean {
    return this.#checked;
  }
  set checked(value: boolean) {
    this.#checked = Boolean(value);
    this.#dirty = true;
  }

  /** Whether this element is disabled for any reason (its attribute, a fieldset, its group). */
  protected override get isDisabled(): boolean {
    return super.isDisabled || this.groupDisabled;
  }

  /** Disabled by a containing group (`<ds-checkbox-group disabled>`). */
  protected get groupDisabled(): boolean {
    return false;
  }

  /** `aria-checked` for the current state (`mixed` is the checkbox's indeterminate state). */
  protected ariaCheckedValue(): 'true' | 'false' | 'mixed' {
    return this.checked ? 'true' : 'false';
  }

  /** The keys that toggle the control (APG: Space; a switch adds Enter). */
  protected toggleKeys(): readonly string[] {
    return [' '];
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (changed.has('defaultChecked') && !this.#dirty && this.#checked !== this.defaultChecked) {
      const old = this.#checked;
      this.#checked = this.defaultChecked;
      this.requestUpdate('checked', old);
    }
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    this.syncHostAria();
  }

  /** Sets the host's role and ARIA states (through `ElementInternals`), its tab stop and custom states. */
  protected syncHostAria(): void {
    const disabled = this.isDisabled;
    setHostAria(this, this.internals, {
      role: this.hostRole(),
      ariaChecked: this.ariaCheckedValue(),
      ariaDisabled: disabled ? 'true' : null,
      ariaRequired: this.required ? 'true' : null,
      ariaLabel: typeof this.label === 'string' && this.label ? this.label : null,
    });
    setHostTabIndex(this, disabled ? null : 0);
    this.toggleState('checked', this.checked);
    this.toggleState('disabled', disabled);
  }

  // ---- form ---------------------------------------------------------------------------------

  protected override formValue(): DsFormValue {
    return this.checked ? String(this.value ?? 'on') : null;
  }

  protected override validate(): DsValidationResult {
    if (this.required && !this.checked && !this.isDisabled) {
      return {
        flags: { valueMissing: true },
        message: this.#localize.strings('checkbox', checkableStrings, this.strings).valueMissing,
      };
    }
    return { flags: {}, message: '' };
  }

  protected override resetValue(): void {
    this.checked = this.defaultChecked;
    this.#dirty = false;
  }

  protected override restoreValue(state: DsFormValue): void {
    this.checked = typeof state === 'string';
  }

  // ---- user interaction ---------------------------------------------------------------------

  /**
   * Toggles the control as the user did, then fires `input` and `change`. Everything (ARIA
   * state, form value, validity, a containing group) is up to date before the events fire.
   */
  protected toggleByUser(): void {
    if (this.isDisabled) return;
    this.checked = !this.checked;
    this.beforeUserChange();
    this.performUpdate();
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    this.dispatchEvent(new Event('change', { bubbles: true }));
  }

  /** Called after a user toggle set `checked` and before the update (clears `indeterminate`). */
  protected beforeUserChange(): void {
    // A hook: subclasses override it.
  }

  #onClick = (event: MouseEvent): void => {
    // A link or a button inside the label keeps its own click.
    for (const node of event.composedPath()) {
      if (node === this) break;
      if (node instanceof Element && this.contains(node) && node.matches(INTERACTIVE)) return;
    }
    this.toggleByUser();
  };

  #onKeyDown = (event: KeyboardEvent): void => {
    if (event.target !== this || event.altKey || event.ctrlKey || event.metaKey) return;
    if (!this.toggleKeys().includes(event.key)) return;
    event.preventDefault(); // Space scrolls the page; Enter could submit
    if (event.repeat) return;
    this.toggleByUser();
  };
}
