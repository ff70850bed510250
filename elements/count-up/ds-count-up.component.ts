import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { DsElement } from '../internal/core/ds-element.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import { visuallyHiddenStyles } from '../internal/styles/visually-hidden.styles.js';
import { DsFinishEvent } from '../events/ds-finish.js';
import { countUpStyles } from './ds-count-up.styles.js';
import { countBound, countDecimals, countDuration, countUpValue, formatCount } from './count-up-math.js';

export { COUNT_UP_DURATION, countUpValue, easeOutCubic, formatCount } from './count-up-math.js';

/**
 * A number that counts from `from` to `to` over `duration` ms, easing out, formatted for the
 * locale (`locale`, else the nearest `lang` attribute, else the browser's language).
 *
 * It starts when it is first rendered and again whenever `from`, `to` or `duration` change, or
 * when `restart()` is called; `ds-finish` fires once the final value shows. Under
 * `prefers-reduced-motion: reduce` it shows the final value at once (and still fires
 * `ds-finish`). Assistive technology reads only the final value: the counting digits are
 * `aria-hidden`, and a visually hidden copy holds the end value.
 *
 * ```html
 * <ds-count-up from="128" to="256" duration="2000"></ds-count-up>
 * ```
 *
 * @summary An animated number that counts up or down to a final value.
 * @status stable
 * @since 1.0
 *
 * @fires {DsFinishEvent} ds-finish - The count reached `to` (after the final value rendered).
 *
 * @csspart value - The visible, counting number.
 */
export class DsCountUp extends DsElement {
  static override styles = [DsElement.styles, visuallyHiddenStyles, countUpStyles];

  /** The first value shown (default 0). Not a number: 0. */
  @property({ type: Number, useDefault: true })
  from = 0;

  /** The final value (default 0). Not a number: 0. */
  @property({ type: Number, useDefault: true })
  to = 0;

  /** Length of the count in ms, 0–600000 (default 2000); 0 shows the final value at once. */
  @property({ type: Number, useDefault: true })
  duration = 2000;

  /** Decimals shown, 0–6 (default 0). */
  @property({ type: Number, useDefault: true })
  decimals = 0;

  /** A BCP 47 language tag for the digits and grouping (`de-DE`: 1.234). Empty: the nearest `lang`, else the browser's. */
  @property({ useDefault: true })
  locale = '';

  #current = 0;
  #frame = 0;
  #startedAt = 0;
  #running = false;

  /** The number shown right now (between `from` and `to` while counting). */
  get value(): number {
    return this.#current;
  }

  /** Whether the count is under way. */
  get running(): boolean {
    return this.#running;
  }

  /** Counts again from `from` (at once to `to` under reduced motion). */
  restart(): void {
    this.requestUpdate(); // first: a count that finishes at once fires after this render
    this.#start();
  }

  /** Sets the state for a new count; the caller renders it. */
  #start(): void {
    if (this.#frame) cancelAnimationFrame(this.#frame); // never on a server (Lit's SSR): no frame was asked for
    if (countDuration(this.duration) === 0 || !this.isConnected || reducedMotion()) {
      this.#finish();
      return;
    }
    this.#running = true;
    this.#current = countBound(this.from);
    this.#startedAt = performance.now();
    this.#frame = requestAnimationFrame(this.#tick);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Gone mid-count: no frames for a detached element; it shows the final value if it comes back.
    if (this.#frame) cancelAnimationFrame(this.#frame);
    this.#running = false;
    this.#current = countBound(this.to);
    this.requestUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('from') || changed.has('to') || changed.has('duration')) this.#start();
  }

  #tick = (now: number): void => {
    const elapsed = now - this.#startedAt;
    const duration = countDuration(this.duration);
    if (elapsed >= duration) {
      this.requestUpdate();
      this.#finish();
      return;
    }
    this.#current = countUpValue(countBound(this.from), countBound(this.to), elapsed, duration);
    this.requestUpdate();
    this.#frame = requestAnimationFrame(this.#tick);
  };

  /** Shows the final value (in the update the caller has pending) and then fires `ds-finish`. */
  #finish(): void {
    this.#running = false;
    this.#current = countBound(this.to);
    void this.updateComplete.then(() => {
      if (!this.#running) this.emit(new DsFinishEvent());
    });
  }

  readonly #localize = new LocalizeController(this);

  #locale(): string | undefined {
    return this.#localize.locale(this.locale);
  }

  override render(): TemplateResult {
    const decimals = countDecimals(this.decimals);
    const locale = this.#locale();
    return html`<span part="value" class="value" aria-hidden="true">${formatCount(this.#current, decimals, locale)}</span
      ><span class="visually-hidden">${formatCount(countBound(this.to), decimals, locale)}</span>`;
  }
}

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
