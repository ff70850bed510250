import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { DsElement } from '../internal/core/ds-element.js';
import { warnAttribute } from '../internal/core/warn.js';
import { delegateAria } from '../internal/a11y/host-aria.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import { textOf } from '../internal/i18n/strings.js';
import { cssVars } from '../internal/styles/css-vars.js';
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

// The ring's drawing never changes: one template result, rendered once per element.
const RING = html`<svg class="ring" viewBox="0 0 44 44" aria-hidden="true" focusable="false">
  <circle part="track" class="track" cx="22" cy="22" r="19"></circle>
  <circle part="indicator" class="indicator" cx="22" cy="22" r="19" pathLength="100"></circle>
</svg>`;

/**
 * Shows how far a task has gone (determinate, `value` of `max`) or that it is under way
 * (`indeterminate`), as a bar or a ring (`variant`).
 *
 * An inner `role="progressbar"` carries the name (`label`, or `aria-label`/`aria-labelledby`
 * written on the host) and, only while determinate, `aria-valuenow`, `aria-valuemin` (0) and
 * `aria-valuemax`; an indeterminate bar has no value, as ARIA asks. `show-value` writes the
 * percentage beside the bar (inside the ring), formatted with `Intl.NumberFormat` in `locale`,
 * else the nearest `lang`, and makes it the value's spoken text (`aria-valuetext`), so that a
 * screen reader says what is shown.
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
 * @csspart base - The `role="progressbar"` element around the track and the value.
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

  static {
    // `aria-label`, `aria-labelledby`, … on the host name the progress bar (internal/a11y/host-aria.ts)
    delegateAria(this, { targets: el => [el.renderRoot?.querySelector('[role="progressbar"]')] });
  }

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

  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('value') && !changed.has('max')) return;
    const reading = readProgress(this.value, this.max);
    // null or undefined (a framework's unset prop) means the default, silently
    if (reading.maxProblem && this.max != null) warnAttribute(this, 'max', this.max, MAX_PROBLEMS[reading.maxProblem]);
    if (reading.valueProblem && this.value != null && !this.indeterminate)
      warnAttribute(this, 'value', this.value, PROBLEMS[reading.valueProblem]);
  }

  override render(): TemplateResult {
    const indeterminate = !!this.indeterminate;
    const ring = progressVariant(this.variant) === 'ring';
    const { value, max, fraction } = readProgress(this.value, this.max);
    // The percentage in the element's locale where it is shown, and then also the value's spoken text;
    // otherwise assistive technology words the value from aria-valuenow and aria-valuemax itself.
    // (Formatting 500 values took a fifth of the render time of 500 bars.)
    const shown = this.showValue && !indeterminate;
    const percent = shown
      ? this.#localize.number(fraction, { style: 'percent', maximumFractionDigits: 0 }, this.locale)
      : nothing;
    // the words only when needed: a labelled bar looks nothing up
    const name = textOf(this.label).trim() || this.#localize.strings('progress', progressStrings, this.strings).label;
    const state = `${indeterminate ? ' indeterminate' : fraction === 0 ? ' empty' : ''}${shown ? ' shown' : ''}`;
    const number = shown ? html`<span part="value" class="value" aria-hidden="true">${percent}</span>` : nothing;
    const now = indeterminate ? nothing : value;
    const top = indeterminate ? nothing : max;
    const fill = indeterminate ? null : fraction;
    // The bar's track is in the bar's own template, not a nested one: one template instance per element
    // instead of two (bench:progress, 500 bars: with the block layout below, 0.92× → 0.85× Shoelace's CPU).
    return ring
      ? html`<div
          part="base"
          class=${`base base--ring${state}`}
          role="progressbar"
          aria-label=${name}
          aria-valuenow=${now}
          aria-valuemin=${indeterminate ? nothing : 0}
          aria-valuemax=${top}
          aria-valuetext=${percent}
          style=${cssVars({ '--_fraction': fill })}
        >
          ${RING}${number}
        </div>`
      : html`<div
          part="base"
          class=${`base base--bar${state}`}
          role="progressbar"
          aria-label=${name}
          aria-valuenow=${now}
          aria-valuemin=${indeterminate ? nothing : 0}
          aria-valuemax=${top}
          aria-valuetext=${percent}
          style=${cssVars({ '--_fraction': fill })}
        ><div part="track" class="track"><div part="indicator" class="indicator"></div></div>${number}</div>`;
  }
}
