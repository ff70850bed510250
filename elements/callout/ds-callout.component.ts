import { html, isServer, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { DsDismissEvent } from '../events/ds-dismiss.js';
import { DsElement } from '../internal/core/ds-element.js';
import { HasSlotController } from '../internal/core/slot.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import { visuallyHiddenStyles } from '../internal/styles/visually-hidden.styles.js';
import en from '../translations/en.js';
import { DsButton } from '../button/ds-button.component.js';
import { DsIcon } from '../icon/ds-icon.component.js';
import { calloutStyles } from './ds-callout.styles.js';

/** The kinds of `<ds-callout>`. */
export const calloutVariants = ['info', 'success', 'warning', 'danger'] as const;
export type DsCalloutVariant = (typeof calloutVariants)[number];

/** The words `<ds-callout>` says; override them with its `strings` property. */
export interface CalloutStrings {
  /** Name of the dismiss button. */
  dismiss: string;
  /** Read (not shown) before the content of each kind, so that colour and icon are not its only sign. */
  info: string;
  success: string;
  warning: string;
  danger: string;
}

/** The English defaults of `CalloutStrings` (other languages: `translations/`, chosen by `lang`). */
export const calloutStrings: Readonly<CalloutStrings> = en.callout;

/** Each kind's icon of ds-icon's standard set; `danger` turns `info` upside down (a "!" in a circle). */
const ICONS: Record<DsCalloutVariant, string> = { info: 'info', success: 'check', warning: 'warning', danger: 'info' };

const variantOf = (value: unknown): DsCalloutVariant =>
  (calloutVariants as readonly unknown[]).includes(value) ? (value as DsCalloutVariant) : 'info';

/**
 * A notice in the flow of the page: information, a success, a warning or a danger (`variant`),
 * each with its icon and colour, a title (`title` slot) and a body (default slot), and optionally
 * a button that dismisses it (`dismissible`).
 *
 * **When it is an alert.** A callout that is part of the page when it loads is content, read in
 * its place: it has no role. It becomes `role="alert"`, which screen readers announce at once,
 * only when it appears later: connected after the document finished loading (a script or an app
 * inserted it), or shown again by `show()` or by removing its `hidden` attribute. An app that
 * renders whole pages after load (a single-page app) gives the callouts of a page a role of their
 * own (`role="note"` on the host): an author's `role` always wins, and such a callout never
 * becomes an alert.
 *
 * **Dismissing.** With `dismissible`, a "Dismiss" button (in the element's language) fires
 * `ds-dismiss`; unless a listener cancels it, the callout hides itself (`hidden`). `show()`
 * brings it back (as an alert). Besides the icon, each kind is read as a word before the
 * content ("Warning"), so that it does not rest on colour alone.
 *
 * ```html
 * <ds-callout variant="warning">
 *   <span slot="title">Unsaved changes</span>
 *   Your drawing is kept in this browser only.
 * </ds-callout>
 * ```
 *
 * @summary A notice with an icon per kind, a title, a body and an optional dismiss button.
 * @status stable
 * @since 1.1
 * @dependency ds-button
 * @dependency ds-icon
 *
 * @attr role - A role of the author's for the callout (`note`, `status`): while it is there, the callout is never an alert.
 * @attr hidden - Hides the callout (as on any element); removed after the first render, the callout shows again as an alert.
 *
 * @slot - The body.
 * @slot title - The title, in bold above the body.
 * @slot icon - An icon in place of the kind's own.
 *
 * @csspart base - The callout's box.
 * @csspart icon - The icon's box.
 * @csspart content - The title and the body.
 * @csspart title - The title's box.
 * @csspart body - The body's box.
 * @csspart dismiss-button - The dismiss `<ds-button>` (with `dismissible`).
 *
 * @cssprop --ds-callout-color - The kind's colour: the edge and the icon (default: accent, success, warning or danger).
 * @cssprop --ds-callout-background - Background (default: the kind's colour faintly over the surface).
 * @cssprop [--ds-callout-radius=var(--ds-radius-m)] - Corner radius.
 *
 * @fires {DsDismissEvent} ds-dismiss - The user pressed the dismiss button. Cancelable: cancelled, the callout stays.
 */
export class DsCallout extends DsElement {
  static override styles = [DsElement.styles, visuallyHiddenStyles, calloutStyles];

  /** The elements it renders, which `defineElement()` registers before it. */
  static override dependencies = { 'ds-button': DsButton, 'ds-icon': DsIcon };

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'hidden', 'role'];
  }

  /** `info` (default), `success`, `warning` or `danger`. Other values: `info`. */
  @property({ reflect: true, useDefault: true })
  variant: DsCalloutVariant = 'info';

  /** Shows a "Dismiss" button that hides the callout (see `ds-dismiss`). */
  @property({ type: Boolean, reflect: true, useDefault: true })
  dismissible = false;

  /** Replaces the element's own words, in any language (see `CalloutStrings`). */
  @property({ attribute: false })
  strings: Partial<CalloutStrings> = {};

  /** Appeared after the page loaded: an alert (see the class notes). */
  @state()
  private announce = false;

  readonly #localize = new LocalizeController(this);
  readonly #slots = new HasSlotController(this, 'title');

  override connectedCallback(): void {
    super.connectedCallback();
    if (!isServer && document.readyState === 'complete') this.announce = true;
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    // un-hidden after its first render: it appears now
    if (name === 'hidden' && old !== null && value === null && this.hasUpdated) this.announce = true;
    // an author's role ends the alert, and its removal brings it back
    if (name === 'role') this.requestUpdate();
  }

  /** Shows the callout (removes `hidden`) and announces it as an alert. */
  show(): void {
    this.announce = true;
    this.hidden = false;
  }

  /** Hides the callout (sets `hidden`), as its dismiss button does. */
  hide(): void {
    this.hidden = true;
  }

  override render(): TemplateResult {
    const strings = this.#localize.strings('callout', calloutStrings, this.strings);
    const variant = variantOf(this.variant);
    const alert = this.announce && !this.hasAttribute('role');
    const titled = this.#slots.test('title');
    return html`<div part="base" class=${`callout callout--${variant}`} role=${alert ? 'alert' : nothing}>
      <div part="icon" class="icon">
        <slot name="icon"><ds-icon name=${ICONS[variant]} size="20"></ds-icon></slot>
      </div>
      <div part="content" class="content">
        <span class="visually-hidden">${strings[variant]}: </span>
        <div part="title" class="title" ?hidden=${!titled}><slot name="title"></slot></div>
        <div part="body" class="body"><slot></slot></div>
      </div>
      ${
        this.dismissible
          ? html`<ds-button
              part="dismiss-button"
              class="dismiss"
              variant="plain"
              size="small"
              icon-only
              label=${strings.dismiss}
              @click=${this.#onDismiss}
              ><ds-icon name="close" size="18"></ds-icon
            ></ds-button>`
          : nothing
      }
    </div>`;
  }

  #onDismiss = (): void => {
    if (this.emit(new DsDismissEvent())) this.hide();
  };
}
