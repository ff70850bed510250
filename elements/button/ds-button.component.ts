import { css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { DisabledClickGuard } from '../internal/interaction/disabled-click-guard.js';
import { DsFormElement } from '../internal/form/ds-form-element.js';
import { focusRingStyles } from '../internal/styles/focus-ring.styles.js';
import { delegateAria } from '../internal/a11y/host-aria.js';
import { textOf } from '../internal/i18n/strings.js';
import { DsRipple } from '../ripple/ds-ripple.component.js';
import { buttonStyles } from './ds-button.styles.js';

/** Valid values of `<ds-button variant>`. */
export const buttonVariants = ['primary', 'secondary', 'accent', 'outline', 'highlighted', 'plain'] as const;
export type DsButtonVariant = (typeof buttonVariants)[number];

/** Valid values of `<ds-button size>`. */
export const buttonSizes = ['small', 'medium', 'large'] as const;
export type DsButtonSize = (typeof buttonSizes)[number];

/** Valid values of `<ds-button type>`. */
export const buttonTypes = ['button', 'submit', 'reset'] as const;
export type DsButtonType = (typeof buttonTypes)[number];

const BOOLEANS = ['toggle', 'pressed', 'iconOnly', 'disabled'] as const;
const STRINGS = ['label', 'value', 'href', 'name'] as const;
const OPTIONAL_STRINGS = ['target', 'rel', 'download'] as const;

/**
 * A button: an action, a toggle (`toggle` + `pressed`), a form's submit or reset button
 * (`type`), or a link that looks like a button (`href`).
 *
 * It wraps a native `<button>` (or `<a>`), so Enter and Space, focus and the accessible role
 * are the browser's own. Give an `icon-only` button a `label`: it becomes the accessible name.
 * ARIA written on the host (`aria-label`, `aria-labelledby`, `aria-describedby`, `aria-expanded`,
 * `aria-haspopup`, `aria-controls`, `aria-current`, …) is moved to that inner control; an overlay
 * states its trigger's `expanded` this way (`button.ariaExpanded = 'true'`).
 *
 * @summary Buttons trigger an action, toggle a state, submit a form or navigate.
 * @status stable
 * @since 1.0
 * @dependency ds-ripple
 *
 * @slot - The button's label.
 * @slot start - An icon (or other content) before the label.
 * @slot end - An icon (or other content) after the label.
 *
 * @csspart base - The native `<button>` (or `<a>` when `href` is set).
 * @csspart label - The default slot. Slots keep `display: contents` (no box of their own); give the part a `display` to style its box.
 * @csspart start - The `start` slot (`display: contents`; takes no room while empty).
 * @csspart end - The `end` slot (`display: contents`; takes no room while empty).
 *
 * @cssprop --ds-button-background - Background colour (default: the variant's, e.g. `--ds-color-accent` for primary).
 * @cssprop --ds-button-background-hover - Background while hovered (default: the background tinted 8% with the text colour).
 * @cssprop --ds-button-background-active - Background while held down (default: tinted 16%).
 * @cssprop --ds-button-background-pressed - Background of a pressed toggle button (default: the text colour; `--ds-color-accent` for outline and plain).
 * @cssprop --ds-button-color-pressed - Text colour of a pressed toggle button (default: the background colour; `--ds-color-on-accent` for outline and plain).
 * @cssprop --ds-button-border-color-pressed - Border colour of a pressed toggle button (default: the unpressed background; `--ds-color-accent` for outline and plain).
 * @cssprop --ds-button-color - Text and icon colour (default: the variant's, e.g. `--ds-color-on-accent`).
 * @cssprop --ds-button-border-color - Border colour (default: the variant's, e.g. `--ds-color-border-strong` for outline).
 * @cssprop [--ds-button-border-width=1px] - Border width.
 * @cssprop --ds-button-radius - Corner radius (default: `--ds-radius-pill`).
 * @cssprop --ds-button-shadow - Box shadow (default: none; `--ds-shadow-2` for highlighted).
 * @cssprop --ds-button-height - Minimum height (default: 2rem, 2.5rem, 3rem by size); also the width of an icon-only button.
 * @cssprop --ds-button-padding-inline - Horizontal padding (default: `--ds-space-m|l|xl` by size).
 * @cssprop --ds-button-gap - Space between icons and label (default: `--ds-space-xs|s` by size).
 * @cssprop --ds-button-font-family - Font family (default: `--ds-font-family`).
 * @cssprop --ds-button-font-size - Font size (default: `--ds-font-size-s|m|l` by size).
 * @cssprop --ds-button-font-weight - Font weight (default: `--ds-font-weight-medium`).
 * @cssprop [--ds-focus-ring-width=2px] - Width of the keyboard focus ring (colour: `--ds-color-focus-ring`).
 * @cssprop [--ds-focus-ring-offset=2px] - Gap between the button and its focus ring.
 *
 * @fires {Event} change - A toggle button's `pressed` changed by user action (click, Enter, Space). Not fired when `pressed` is set by script.
 */
export class DsButton extends DsFormElement {
  // Not DsElement.styles: its `:host *` rules match every node of every button (see bench/);
  // buttonStyles sets the box sizing and `hidden` it needs.
  // One stylesheet, not two: fewer sheets for the style engine to go through per button.
  static override styles = css`${focusRingStyles}${buttonStyles}`;

  /** The elements it renders, which `defineElement()` registers before it. */
  static override dependencies = { 'ds-ripple': DsRipple };

  static {
    // `aria-label`, `aria-expanded`, … on the host are the inner control's (internal/a11y/host-aria.ts)
    delegateAria(this, { targets: el => [el.control] });
  }

  /** Visual style: `primary` (default), `secondary`, `accent`, `outline`, `highlighted` or `plain`. */
  @property({ reflect: true, useDefault: true })
  variant: DsButtonVariant = 'primary';

  /** Size: `small`, `medium` (default) or `large`. */
  @property({ reflect: true, useDefault: true })
  size: DsButtonSize = 'medium';

  /** Makes the button a toggle button: activation flips `pressed` (exposed as `aria-pressed`). */
  @property({ type: Boolean, reflect: true, useDefault: true })
  toggle = false;

  /** Whether a toggle button is pressed (on). Ignored unless `toggle` is set. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  pressed = false;

  /** Shows only an icon: the button becomes square. Set `label` to name it for assistive technology. */
  @property({ type: Boolean, reflect: true, attribute: 'icon-only', useDefault: true })
  iconOnly = false;

  /**
   * Accessible name of the button (`aria-label` of the inner control). Required with `icon-only`;
   * on other buttons it replaces the visible label for assistive technology.
   */
  @property({ useDefault: true })
  label = '';

  /**
   * What the button does in a form: `button` (default, nothing), `submit` (submits the owning
   * form, after validation) or `reset` (resets it).
   */
  @property({ reflect: true, useDefault: true })
  type: DsButtonType = 'button';

  /** Submitted as the value of `name` when this button submits the form. */
  @property({ useDefault: true })
  value = '';

  /** Renders a link (`<a>`) that looks like a button. `toggle` and `type` do not apply to links. */
  @property({ useDefault: true })
  href = '';

  /** Where to open the link (`href`), e.g. `_blank`. */
  @property()
  target?: '_blank' | '_parent' | '_self' | '_top' | (string & {});

  /** The link's `rel`; defaults to `noreferrer noopener` when `target` is `_blank`. */
  @property()
  rel?: string;

  /** Makes the link (`href`) download its target, optionally under this file name. */
  @property()
  download?: string;

  /** The inner `<button>` or `<a>` (a getter, not `@query`: one decorator module less in the bundle). */
  private get control(): HTMLButtonElement | HTMLAnchorElement | null {
    return this.renderRoot?.querySelector('.button') ?? null;
  }

  /** Created on the first press, not with every button (most buttons are never pressed). */
  #ripple: DsRipple | null = null;

  /** Set once `setCustomValidity()` was called: only then is there a validity to keep up to date. */
  #customValidity = false;

  constructor() {
    super();
    // Before any other click listener on the host or its ancestors' bubble listeners: a disabled
    // button's click (by mouse, or dispatched by script) never reaches them. The same listener
    // activates an enabled button: one listener per button, not two (see bench/).
    new DisabledClickGuard(this, () => this.isDisabled, this.#onClick);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Here, not in the constructor: a server render (Lit's SSR) constructs elements without a document.
    DsButton.#listenForPresses(this.ownerDocument);
  }

  /** The documents that have the one press listener of all their buttons. */
  static #documents = new WeakSet<Document>();

  /**
   * One capture listener per document, not one per button (see bench/): it runs before the
   * inner control sees the press, so a ripple created here still draws the wave of this press.
   */
  static #listenForPresses(doc: Document): void {
    if (DsButton.#documents.has(doc)) return;
    DsButton.#documents.add(doc);
    doc.addEventListener('pointerdown', DsButton.#onPress, { capture: true });
  }

  static #onPress = (event: Event): void => {
    const button = event.composedPath().find(node => node instanceof DsButton);
    if (button) button.#addRipple();
  };

  /** Activates the button as a user click would (toggles, submits, follows the link). */
  override click(): void {
    if (this.control) this.control.click();
    else super.click();
  }

  /** Moves focus to the button. */
  override focus(options?: FocusOptions): void {
    if (this.control) this.control.focus(options);
    else super.focus(options);
  }

  /** Removes focus from the button. */
  override blur(): void {
    this.control?.blur();
  }

  // One flat template per tag, no white space between the nodes (line breaks only inside the
  // tags): every node costs render time and memory on a page of many buttons (see bench/).
  override render(): TemplateResult {
    const disabled = this.isDisabled;
    if (this.href) {
      const rel = this.rel ?? (this.target === '_blank' ? 'noreferrer noopener' : undefined);
      return html`<a
        part="base"
        class="button"
        href=${ifDefined(disabled ? undefined : this.href)}
        target=${ifDefined(disabled ? undefined : this.target)}
        rel=${ifDefined(disabled ? undefined : rel)}
        download=${ifDefined(disabled ? undefined : this.download)}
        role=${ifDefined(disabled ? 'link' : undefined)}
        aria-disabled=${ifDefined(disabled ? 'true' : undefined)}
        aria-label=${this.label || nothing}
        ><slot part="start" name="start"></slot><slot part="label"></slot
        ><slot part="end" name="end"></slot
      ></a>`;
    }

    return html`<button
      part="base"
      class="button"
      type="button"
      disabled=${disabled ? '' : nothing}
      aria-pressed=${this.toggle ? String(this.pressed) : nothing}
      aria-label=${this.label || nothing}
      ><slot part="start" name="start"></slot><slot part="label"></slot
      ><slot part="end" name="end"></slot
    ></button>`;
  }

  /** Public properties take any value: each is coerced to its type or falls back to its default. */
  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.size === 0) return;
    if (changed.has('variant') && !buttonVariants.includes(this.variant)) this.variant = 'primary';
    if (changed.has('size') && !buttonSizes.includes(this.size)) this.size = 'medium';
    if (changed.has('type') && !buttonTypes.includes(this.type)) this.type = 'button';
    for (const name of BOOLEANS)
      if (changed.has(name) && typeof this[name] !== 'boolean') this[name] = Boolean(this[name]);
    // written back only when coercion changed them: a setter call per property and button adds up
    for (const name of STRINGS) {
      if (changed.has(name) && typeof this[name] !== 'string') this[name] = textOf(this[name]);
    }
    for (const name of OPTIONAL_STRINGS) {
      const value = this[name];
      if (changed.has(name) && value !== undefined && typeof value !== 'string')
        this[name] = textOf(value) || undefined;
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (this.#ripple) this.#ripple.disabled = this.isDisabled;
  }

  /** Sets a custom validation error (`validity.customError`); an empty string clears it. */
  override setCustomValidity(message: string): void {
    this.#customValidity = true;
    super.setCustomValidity(message);
  }

  // A button's form value is always none (a named submit button sends its value through a
  // stand-in submitter) and it has no constraints of its own: nothing to write after an update,
  // unless a custom validity message was set. Saves two ElementInternals calls per button.
  protected override updateFormValue(): void {
    // Nothing to write unless setCustomValidity() was used: a button has no form value of its own.
  }

  protected override updateValidity(): void {
    if (this.#customValidity) super.updateValidity();
  }

  #addRipple = (): void => {
    const control = this.control;
    if (!control || this.#ripple?.parentNode === control) return;
    this.#ripple ??= document.createElement('ds-ripple');
    this.#ripple.disabled = this.isDisabled;
    control.append(this.#ripple); // a re-rendered control (button ⇄ link) gets it again
  };

  /** An enabled click (the guard has swallowed the others); only clicks on the control activate. */
  #onClick = (event: MouseEvent): void => {
    const control = this.control;
    if (!control || !event.composedPath().includes(control)) return;
    if (this.toggle) {
      this.pressed = !this.pressed;
      this.dispatchEvent(new Event('change', { bubbles: true }));
    }
    if (this.type === 'submit') this.#submitForm();
    else if (this.type === 'reset') this.form?.reset();
  };

  /**
   * Submits the owning form like a native submit button: validation first, then `submit`.
   * With a `name`, a hidden native submit button stands in for this one, so that
   * `name=value` is part of the submitted `FormData` (a custom element cannot be a submitter).
   */
  #submitForm(): void {
    const form = this.form;
    if (!form) return;
    if (!this.name) {
      form.requestSubmit();
      return;
    }
    const proxy = document.createElement('button');
    proxy.type = 'submit';
    proxy.name = this.name;
    proxy.value = this.value;
    proxy.hidden = true;
    form.append(proxy);
    try {
      form.requestSubmit(proxy);
    } finally {
      proxy.remove();
    }
  }
}
