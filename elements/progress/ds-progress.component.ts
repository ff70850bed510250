import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { DsElement } from '../internal/core/ds-element.js';
import { warnAttribute } from '../internal/core/warn.js';
import { setHostAria } from '../internal/a11y/internals-aria.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import { textOf } from '../internal/i18n/strings.js';
import en from '../translations/en.js';
import { progressStyles } from './ds-progress.styles.js';
import { progressVariant, readProgress, type DsProgressVariant, type ProgressProblem } from './progress-math.js';

export { progressVariants, readProgress, type DsProgressVariant } from './progress-math.js';

/** The words `<ds-progress>` says; override them with its `strings` property. */
export interface ProgressStrings {
  /** The progress bar's name when `label` is empty. */
  label: string;
}

/** The English defaults of `ProgressStrings` (other languages: `translations/`, chosen by `lang`). */
export const progressStrings: Readonly<ProgressStrings> = en.progress;

const PROBLEMS: Record<Exclude<ProgressProblem, null>, string> = {
  'not-a-number': 'is not a number: the bar shows 0.',
  negative: 'is below 0: the bar shows 0.',
  'over-max': 'is over `max`: the bar shows it full.',
};

const MAX_PROBLEMS: Record<Exclude<ProgressProblem, null>, string> = {
  'not-a-number': 'is not a number: 100 is used.',
  negative: 'is not above 0: 100 is used.',
  'over-max': '',
};

// State is in host attributes and the fill in a custom property written by updated(): the bar and the ring are
// templates without bindings, each in one piece (a nested template is a second instance per element), and the
// percentage, the one binding, is in its own templates, used only where it is shown.
const BAR = html`<div part="base" class="base base--bar"><div part="track" class="track"><div part="indicator" class="indicator"></div></div></div>`;
const RING = html`<div part="base" class="base base--ring"><svg class="ring" viewBox="0 0 44 44" aria-hidden="true" focusable="false">
  <circle part="track" class="track" cx="22" cy="22" r="19"></circle>
  <circle part="indicator" class="indicator" cx="22" cy="22" r="19" pathLength="100"></circle>
</svg></div>`;
const barShowing = (percent: string) =>
  html`<div part="base" class="base base--bar shown"><div part="track" class="track"><div part="indicator" class="indicator"></div></div><span part="value" class="value" aria-hidden="true">${percent}</span></div>`;
const ringShowing = (
  percent: string,
) => html`<div part="base" class="base base--ring shown"><svg class="ring" viewBox="0 0 44 44" aria-hidden="true" focusable="false">
  <circle part="track" class="track" cx="22" cy="22" r="19"></circle>
  <circle part="indicator" class="indicator" cx="22" cy="22" r="19" pathLength="100"></circle>
</svg><span part="value" class="value" aria-hidden="true">${percent}</span></div>`;

/**
 * Shows how far a task has gone (determinate, `value` of `max`) or that it is under way
 * (`indeterminate`), as a bar or a ring (`variant`).
 *
 * The element itself is the `progressbar` (default semantics through `ElementInternals`): it is
 * named by `label`, or by `aria-label`/`aria-labelledby` written on it, and has, only while
 * determinate, `aria-valuenow`, `aria-valuemin` (0) and `aria-valuemax`; an indeterminate bar
 * has no value, as ARIA asks. `show-value` writes the percentage beside the bar (inside the
 * ring), formatted with `Intl.NumberFormat` in `locale`, else the nearest `lang`, and makes it
 * the value's spoken text (`aria-valuetext`), so that a screen reader says what is shown.
 *
 * A value that is not a number, below 0 or above `max` is clamped (0, or `max`) with a console
 * warning; a `max` that is not a positive number is 100. The indeterminate motion (a sliding
 * segment, a turning arc) stops under `prefers-reduced-motion: reduce`: the bar shows still
 * stripes along its whole track and the ring a dashed circle, which still read as "under way".
 * Right-to-left text fills the bar from the right. Forced colours use the system colours.
 *
 * ```html
 * <ds-progress label="Upload" value="40"></ds-progress>
 * <ds-progress label="Upload" value="3" max="4" show-value></ds-progress>
 * <ds-progress label="Loading the page" indeterminate></ds-progress>
 * <ds-progress variant="ring" label="Sync" value="70" show-value></ds-progress>
 * ```
 *
 * @summary A progress bar or ring, determinate or indeterminate.
 * @status stable
 * @since 1.1
 *
 * @csspart base - The box around the track and the value (the host is the `progressbar`).
 * @csspart track - The bar's track (the ring's background circle in the `ring` variant).
 * @csspart indicator - The filled part (the ring's arc in the `ring` variant).
 * @csspart value - The percentage shown (with `show-value`).
 *
 * @cssprop [--ds-progress-color=var(--ds-color-accent)] - Colour of the filled part.
 * @cssprop [--ds-progress-track-color=var(--ds-color-surface-sunken)] - Colour of the track.
 * @cssprop [--ds-progress-thickness=0.5rem] - Height of the bar (the ring's stroke is set in its own units by `--ds-progress-ring-thickness`).
 * @cssprop [--ds-progress-ring-thickness=4] - Stroke of the ring, in its 44-unit drawing.
 * @cssprop [--ds-progress-ring-size=3rem] - Width and height of the ring.
 * @cssprop [--ds-progress-radius=var(--ds-radius-pill)] - Corner radius of the bar.
 */
export class DsProgress extends DsElement {
  static override styles = [DsElement.styles, progressStyles];

  /** Done so far, 0 to `max` (default 0). Not a number, negative or over `max`: clamped, with a warning. */
  @property({ type: Number, useDefault: true })
  value = 0;

  /** The value of a finished task (default 100). Not a positive number: 100, with a warning. */
  @property({ type: Number, useDefault: true })
  max = 100;

  /** The task is under way but its end is unknown: motion instead of a value, and no `aria-valuenow`. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  indeterminate = false;

  /** The accessible name (default: "Progress", from `strings`). Not shown. */
  @property({ useDefault: true })
  label = '';

  /** `bar` (default) or `ring`. Other values: `bar`. */
  @property({ reflect: true, useDefault: true })
  variant: DsProgressVariant = 'bar';

  /** Shows the percentage beside the bar, or inside the ring (determinate only). */
  @property({ type: Boolean, attribute: 'show-value', useDefault: true })
  showValue = false;

  /** A BCP 47 language tag for the percentage (`de-DE`: 40 %). Empty: the nearest `lang`, else the browser's. */
  @property({ useDefault: true })
  locale = '';

  /** Replaces the element's own words, in any language (see `ProgressStrings`). */
  @property({ attribute: false })
  strings: Partial<ProgressStrings> = {};

  readonly #localize = new LocalizeController(this);

  /** The percentage shown (and spoken), or null. */
  #percent: string | null = null;

  /** `--_fraction` for the base (empty while indeterminate). */
  #fill = '';

  /** The base element and the `--_fraction` last written on it. */
  #filled: [HTMLElement | null, string] = [null, ''];

  // The host is the progressbar: ARIA written on it (aria-label, aria-labelledby) names it natively, and its own
  // semantics cost no attribute bindings (bench:progress: the template's parts were the largest share left).
  protected override willUpdate(): void {
    const indeterminate = !!this.indeterminate;
    const { value, max, fraction } = readProgress(this.value, this.max);
    this.#fill = indeterminate ? '' : String(fraction);
    // The percentage in the element's locale where it is shown, and then also the value's spoken text;
    // otherwise assistive technology words the value from aria-valuenow and aria-valuemax itself.
    // (Formatting 500 values took a fifth of the render time of 500 bars.)
    this.#percent =
      this.showValue && !indeterminate
        ? this.#localize.number(fraction, { style: 'percent', maximumFractionDigits: 0 }, this.locale)
        : null;
    // the words only when needed: a labelled bar looks nothing up
    const name = textOf(this.label).trim() || this.#localize.strings('progress', progressStrings, this.strings).label;
    setHostAria(this, this.internals, {
      role: 'progressbar',
      ariaLabel: name,
      ariaValueNow: indeterminate ? null : String(value),
      ariaValueMin: indeterminate ? null : '0',
      ariaValueMax: indeterminate ? null : String(max),
      ariaValueText: this.#percent,
    });
  }

  protected override updated(changed: PropertyValues<this>): void {
    // The fill as one custom property on the base (a CSSOM write, as the CSP asks), no template part.
    const fill = this.#fill;
    const base = this.renderRoot.querySelector<HTMLElement>('.base');
    const [written, writtenFill] = this.#filled;
    if (base && (base !== written || fill !== writtenFill)) {
      if (fill) base.style.setProperty('--_fraction', fill);
      else base.style.removeProperty('--_fraction');
      this.#filled = [base, fill];
    }
    if (!changed.has('value') && !changed.has('max')) return;
    const reading = readProgress(this.value, this.max);
    // null or undefined (a framework's unset prop) means the default, silently
    if (reading.maxProblem && this.max != null) warnAttribute(this, 'max', this.max, MAX_PROBLEMS[reading.maxProblem]);
    if (reading.valueProblem && this.value != null && !this.indeterminate)
      warnAttribute(this, 'value', this.value, PROBLEMS[reading.valueProblem]);
  }

  override render(): TemplateResult {
    const ring = progressVariant(this.variant) === 'ring';
    const percent = this.#percent;
    if (percent === null) return ring ? RING : BAR;
    return ring ? ringShowing(percent) : barShowing(percent);
  }
}
