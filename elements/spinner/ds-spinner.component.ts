import { html, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { DsElement } from '../internal/core/ds-element.js';
import { delegateAria } from '../internal/a11y/host-aria.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import { textOf } from '../internal/i18n/strings.js';
import en from '../translations/en.js';
import { spinnerStyles } from './ds-spinner.styles.js';

/** The words `<ds-spinner>` says; override them with its `strings` property. */
export interface SpinnerStrings {
  /** The spinner's name when `label` is empty. */
  label: string;
}

/** The English defaults of `SpinnerStrings` (other languages: `translations/`, chosen by `lang`). */
export const spinnerStrings: Readonly<SpinnerStrings> = en.spinner;

/**
 * A turning arc that says something is loading, for a wait too short or too unknown for a
 * progress bar.
 *
 * It is an indeterminate `role="progressbar"` (as Shoelace's and Web Awesome's spinners are) named
 * "Loading" in the element's language (the nearest `lang`), or by `label`, or by `aria-label` /
 * `aria-labelledby` written on the host. It is 1em wide, so it takes the size of the text around
 * it (`font-size` on it, or `--ds-spinner-size`). Under `prefers-reduced-motion: reduce` it stops
 * turning and slowly fades in and out instead. Forced colours draw it in the system colours.
 *
 * ```html
 * <ds-spinner></ds-spinner>
 * <ds-spinner label="Saving the draft" style="font-size: 2rem"></ds-spinner>
 * ```
 *
 * @summary A loading indicator sized by the font.
 * @status stable
 * @since 1.1
 *
 * @csspart base - The `role="progressbar"` SVG.
 * @csspart track - The faint full circle.
 * @csspart indicator - The turning arc.
 *
 * @cssprop [--ds-spinner-size=1em] - Width and height.
 * @cssprop [--ds-spinner-color=var(--ds-color-accent)] - Colour of the arc.
 * @cssprop [--ds-spinner-track-color=var(--ds-color-border)] - Colour of the circle behind it.
 * @cssprop [--ds-spinner-duration=0.8s] - Time of one turn.
 */
export class DsSpinner extends DsElement {
  static override styles = [DsElement.styles, spinnerStyles];

  static {
    // `aria-label`, `aria-labelledby`, … on the host name the spinner (internal/a11y/host-aria.ts)
    delegateAria(this, { targets: el => [el.renderRoot?.querySelector('[role="progressbar"]')] });
  }

  /** The accessible name (default: "Loading", from `strings`). Not shown. */
  @property({ useDefault: true })
  label = '';

  /** Replaces the element's own words, in any language (see `SpinnerStrings`). */
  @property({ attribute: false })
  strings: Partial<SpinnerStrings> = {};

  readonly #localize = new LocalizeController(this);

  override render(): TemplateResult {
    const { label } = this.#localize.strings('spinner', spinnerStrings, this.strings);
    return html`<svg part="base" class="spinner" viewBox="0 0 24 24" role="progressbar" aria-label=${textOf(this.label).trim() || label}>
      <circle part="track" class="track" cx="12" cy="12" r="10"></circle>
      <circle part="indicator" class="indicator" cx="12" cy="12" r="10" pathLength="100"></circle>
    </svg>`;
  }
}
