import { html, nothing, svg, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { cssVars } from '../internal/styles/css-vars.js';
import { DsElement } from '../internal/core/ds-element.js';
import { delegateAria } from '../internal/a11y/host-aria.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import { formatString, textOf } from '../internal/i18n/strings.js';
import en from '../translations/en.js';
import { gaugeStyles } from './ds-gauge.styles.js';
import {
  arcPath,
  formatGaugeNumber,
  gaugeDecimals,
  gaugeFraction,
  gaugeRange,
  gaugeValue,
  gaugeVariant,
  GAUGE_SWEEP,
  polar,
  tickAngles,
  zoomWindow,
  type DsGaugeVariant,
} from './gauge-math.js';

export { gaugeVariants, zoomWindow, type DsGaugeVariant } from './gauge-math.js';

/** The words `<ds-gauge>` says; override them with its `strings` property. */
export interface GaugeStrings {
  /** The meter's name when `label` is empty. */
  label: string;
  /** The value as read aloud and shown: `{value}` and `{unit}`. */
  valueText: string;
  /** The maximum under the dial (with `show-max`): `{max}` and `{unit}`. */
  max: string;
}

/** The English defaults of `GaugeStrings` (other languages: `translations/`, chosen by `lang`). */
export const gaugeStrings: Readonly<GaugeStrings> = en.gauge;

// The dial's geometry in the SVG's user units: a ring of radius 40 around (50, 50).
const CX = 50;
const CY = 50;
const RADIUS = 40;
// Ticks outside the ring, so the read-out has the whole inside of the ring.
const TICK_OUTER = 50;
const TICK_INNER = 46;
const NEEDLE = 34;
const TICKS: Readonly<Record<DsGaugeVariant, number>> = { standard: 10, simple: 0, zoom: 5 };

/**
 * A dial that shows a number on a scale, such as a temperature out of 100 or memory out of 32 GB.
 *
 * Three looks (`variant`): `standard`, a 270° ring with ticks and the value inside; `simple`, a
 * plain half ring; `zoom`, a half dial with a needle whose scale is the quarter of `min`–`max`
 * that holds the value (its ends are written under it), for values that move in a narrow band
 * of a large scale.
 *
 * The value is always text, formatted for the locale (`locale`, else the nearest `lang`, else
 * the browser's). An inner `role="meter"` carries the name (`label`), `aria-valuenow`,
 * `aria-valuemin`, `aria-valuemax` and the text with its unit (`aria-valuetext`); the drawing
 * is decoration. A new value moves the ring and the needle over `--ds-duration-medium`, at once
 * under `prefers-reduced-motion: reduce`. In forced-colors mode the ring uses the system colours.
 * Right-to-left text (`dir="rtl"`) mirrors the dial, as it does a slider: it fills from the right.
 *
 * ```html
 * <ds-gauge label="CPU temperature" value="32" max="100" unit="°C" show-max></ds-gauge>
 * <ds-gauge label="Panel tilt" variant="zoom" value="15" max="360" unit="°"></ds-gauge>
 * ```
 *
 * @summary A dial showing a value on a scale, with the value as text.
 * @status stable
 * @since 1.0
 *
 * @csspart base - The meter: the dial, the read-out and the texts under it.
 * @csspart dial - The SVG drawing.
 * @csspart track - The ring's background arc.
 * @csspart fill - The arc from the scale's start to the value.
 * @csspart needle - The needle of the `zoom` variant.
 * @csspart readout - The value and its unit.
 * @csspart value - The number.
 * @csspart unit - The unit after the number.
 * @csspart scale - The ends of the zoomed scale (`zoom` only).
 * @csspart max - The maximum (with `show-max`).
 *
 * @cssprop [--ds-gauge-size=10rem] - Width of the gauge (never wider than its container).
 * @cssprop [--ds-gauge-color=var(--ds-color-accent)] - Colour of the value's arc.
 * @cssprop [--ds-gauge-track-color=var(--ds-color-border)] - Colour of the ring behind it.
 * @cssprop [--ds-gauge-needle-color=var(--ds-color-on-surface)] - Colour of the needle.
 * @cssprop [--ds-gauge-thickness=8] - Thickness of the ring, in the dial's units (its radius is 40).
 * @cssprop [--ds-gauge-value-size=var(--ds-font-size-2xl)] - Font size of the number.
 */
export class DsGauge extends DsElement {
  static override styles = [DsElement.styles, gaugeStyles];

  static {
    // `aria-label`, `aria-describedby`, … on the host name and describe the meter (internal/a11y/host-aria.ts)
    delegateAria(this, { targets: el => [el.renderRoot?.querySelector('[role="meter"]')] });
  }

  /** The value shown (default 0), kept between `min` and `max`. Not a number: `min`. */
  @property({ type: Number, useDefault: true })
  value = 0;

  /** The start of the scale (default 0). */
  @property({ type: Number, useDefault: true })
  min = 0;

  /** The end of the scale (default 100). Not above `min`: `min` + 100. */
  @property({ type: Number, useDefault: true })
  max = 100;

  /** The meter's accessible name (default: "Gauge", from `strings`). */
  @property({ useDefault: true })
  label = '';

  /** The unit written after the value and the maximum (`°C`, `GB`, `%`). */
  @property({ useDefault: true })
  unit = '';

  /** `standard` (default), `simple` or `zoom`. Other values: `standard`. */
  @property({ useDefault: true })
  variant: DsGaugeVariant = 'standard';

  /** Writes the maximum under the dial ("Max 100 °C"). */
  @property({ type: Boolean, attribute: 'show-max', useDefault: true })
  showMax = false;

  /** Decimals shown, 0–6 (default 0). */
  @property({ type: Number, useDefault: true })
  decimals = 0;

  /** A BCP 47 language tag for the digits (`de-DE`: 12,5). Empty: the nearest `lang`, else the browser's. */
  @property({ useDefault: true })
  locale = '';

  /** Replaces the gauge's own words, in any language (see `GaugeStrings`). */
  @property({ attribute: false })
  strings: Partial<GaugeStrings> = {};

  readonly #localize = new LocalizeController(this);

  #locale(): string | undefined {
    return this.#localize.locale(this.locale);
  }

  override render(): TemplateResult {
    const strings = this.#localize.strings('gauge', gaugeStrings, this.strings);
    const variant = gaugeVariant(this.variant);
    const { min, max } = gaugeRange(this.min, this.max);
    const value = gaugeValue(this.value, min, max);
    const decimals = gaugeDecimals(this.decimals);
    const locale = this.#locale();
    const format = (n: number) => formatGaugeNumber(n, decimals, locale);
    const unit = textOf(this.unit).trim();
    const shown = format(value);
    const valueText = formatString(strings.valueText, { value: shown, unit }).trim();

    const scale = variant === 'zoom' ? zoomWindow(value, min, max) : { min, max };
    const fraction = gaugeFraction(value, scale.min, scale.max);
    const [start, end] = GAUGE_SWEEP[variant];
    const half = variant !== 'standard';
    const viewBox = half ? '0 0 100 56' : '0 0 100 86';

    return html`<div
      part="base"
      class="base"
      role="meter"
      aria-label=${textOf(this.label).trim() || strings.label}
      aria-valuenow=${value}
      aria-valuemin=${min}
      aria-valuemax=${max}
      aria-valuetext=${valueText}
    >
      <div class=${`dial dial--${variant}${half ? ' dial--half' : ''}`}>
        <svg part="dial" viewBox=${viewBox} aria-hidden="true" focusable="false">
          <path part="track" class="track" d=${arcPath(CX, CY, RADIUS, start, end)}></path>
          <path
            part="fill"
            class="fill"
            pathLength="100"
            d=${arcPath(CX, CY, RADIUS, start, end)}
            style=${cssVars({ '--_offset': 100 - fraction * 100 })}
          ></path>
          ${TICKS[variant] ? this.#ticks(start, end, TICKS[variant]) : nothing}
          ${variant === 'zoom' ? this.#needle(start + (end - start) * fraction) : nothing}
        </svg>
        ${
          variant === 'zoom'
            ? html`<div part="scale" class="scale"><span>${format(scale.min)}</span><span>${format(scale.max)}</span></div>`
            : nothing
        }
        <div part="readout" class="readout">
          <span part="value" class="value">${shown}</span>${
            unit ? html`<span part="unit" class="unit">${unit}</span>` : nothing
          }
        </div>
      </div>
      ${
        this.showMax
          ? html`<div part="max" class="max">${formatString(strings.max, { max: format(max), unit }).trim()}</div>`
          : nothing
      }
    </div>`;
  }

  #ticks(start: number, end: number, count: number): TemplateResult {
    return svg`${tickAngles(start, end, count).map(angle => {
      const outer = polar(CX, CY, TICK_OUTER, angle);
      const inner = polar(CX, CY, TICK_INNER, angle);
      return svg`<line class="tick" x1=${inner.x} y1=${inner.y} x2=${outer.x} y2=${outer.y}></line>`;
    })}`;
  }

  #needle(angle: number): TemplateResult {
    return svg`<line part="needle" class="needle" x1=${CX} y1=${CY} x2=${CX} y2=${CY - NEEDLE} style=${cssVars({ '--_angle': `${angle}deg` })}></line>
      <circle class="hub" cx=${CX} cy=${CY} r="3"></circle>`;
  }
}
