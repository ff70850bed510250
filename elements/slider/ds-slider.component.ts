import { css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { cssVars } from '../internal/styles/css-vars.js';
import { isRtl } from '../internal/i18n/direction.js';
import { DsElement } from '../internal/core/ds-element.js';
import { DsFormElement, type DsFormValue } from '../internal/form/ds-form-element.js';
import { focusRingStyles } from '../internal/styles/focus-ring.styles.js';
import { delegateAria } from '../internal/a11y/host-aria.js';
import { visuallyHiddenStyles } from '../internal/styles/visually-hidden.styles.js';
import { warnAttribute } from '../internal/core/warn.js';
import { clamp } from '../internal/core/math.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import { formatString } from '../internal/i18n/strings.js';
import en from '../translations/en.js';
import { PointerDrag, dragSurfaceStyles, type PointerDragState } from '../internal/interaction/pointer-drag.js';
import { sliderStyles } from './ds-slider.styles.js';
import {
  boundsProblems,
  decimalsOf,
  defaultValue,
  fractionAtPointer,
  fractionOf,
  nearestThumb,
  normalizeBounds,
  normalizeRange,
  snap,
  tickFractions,
  toNumber,
  valueAtFraction,
  valueForKey,
  valueText,
  type SliderBounds,
  type ValueFormatter,
} from './slider-math.js';

/** The words `<ds-slider>` says; override them with its `strings` property. */
export interface SliderStrings {
  /** The name of a range's first thumb; `{label}` is the slider's label. */
  rangeStart: string;
  /** The name of a range's second thumb. */
  rangeEnd: string;
}

/** The English defaults of `SliderStrings` (other languages: `translations/`, chosen by `lang`). */
export const sliderStrings: Readonly<SliderStrings> = en.slider;

/** A thumb: the one of a single slider, or one of the two of a range slider. */
type Thumb = 'value' | 'start' | 'end';

/**
 * Reads number attributes leniently: anything that is not a finite number is `NaN` ("not set"). A removed
 * attribute is `null`, so that `useDefault` gives the property its default back.
 */
const numberConverter = {
  fromAttribute: (value: string | null): number | null => (value === null ? null : toNumber(value)),
  toAttribute: (value: number): string => String(value),
};

interface Drag {
  /** The thumb being dragged; `null` while two coinciding thumbs wait for a direction. */
  thumb: Thumb | null;
  /** Fraction added to the pointer's, so a thumb grabbed off-centre does not jump. */
  offset: number;
  /** Values when the drag started, to decide whether `change` fires at the end. */
  initial: string;
}

/**
 * A slider: picks a number (or, with `range`, a span between two numbers) from a range by
 * dragging a thumb, clicking the track or with the keyboard.
 *
 * Each thumb is a WAI-ARIA `slider`: ArrowRight/ArrowUp add a step, ArrowLeft/ArrowDown take
 * one away (left and right follow the visual direction in right-to-left text), PageUp/PageDown
 * move by about 10 % of the range, Home and End go to the ends. Values are snapped to `step`
 * counted from `min`, without float noise (0.1 + 0.2 is 0.3).
 *
 * Bad values never throw: a missing or invalid `min` is 0 and `max` 100, `min > max` are
 * swapped, a `step` that is 0, negative or not a number is 1, values are clamped and snapped.
 *
 * In a form, a single slider submits its value as a string under `name`; a range slider submits
 * two entries under `name`, the start then the end (`formData.getAll(name)` → `['20', '80']`).
 * `form.reset()` restores the `value` (or `value-start` / `value-end`) attribute.
 *
 * ARIA on the host (`aria-label`, `aria-labelledby`, `aria-describedby`, a `<label for>`) goes to
 * the thumbs; on a range it names each thumb as `label` would ("Price start", "Price end").
 *
 * @summary Sliders pick a value, or a range of values, from a continuous or stepped interval.
 * @status stable
 * @since 1.0
 *
 * @csspart header - The row above the track holding the label and the value.
 * @csspart label - The visible label (in a slider without `show-value`, the same element as `header`).
 * @csspart value - The displayed value (with `show-value`).
 * @csspart track - The area that takes pointer presses; holds the rail.
 * @csspart rail - The visible bar the thumbs move along; its background draws the filled part (from min to the value, or between the two thumbs) in `--ds-slider-indicator-color`.
 * @csspart ticks - The wrapper of the tick marks (with `ticks`).
 * @csspart tick - One tick mark; `tick tick-active` when on the filled part.
 * @csspart thumb - Each thumb (the `role="slider"` elements).
 * @csspart thumb-start - The start thumb of a range slider.
 * @csspart thumb-end - The end thumb of a range slider.
 *
 * @cssprop --ds-slider-track-color - Colour of the rail (default: `--ds-color-border`).
 * @cssprop --ds-slider-indicator-color - Colour of the filled part (default: `--ds-color-accent`).
 * @cssprop [--ds-slider-track-height=0.375rem] - Thickness of the rail.
 * @cssprop --ds-slider-track-radius - Corner radius of the rail (default: `--ds-radius-pill`).
 * @cssprop --ds-slider-thumb-color - Fill of the thumbs (default: `--ds-color-accent`).
 * @cssprop --ds-slider-thumb-border-color - Ring around the thumbs (default: `--ds-color-surface`).
 * @cssprop [--ds-slider-thumb-size=1.25rem] - Diameter of the thumbs.
 * @cssprop --ds-slider-thumb-shadow - Shadow of the thumbs (default: `--ds-shadow-1`).
 * @cssprop --ds-slider-tick-color - Colour of ticks on the empty part (default: `--ds-color-on-surface-muted`).
 * @cssprop --ds-slider-tick-active-color - Colour of ticks on the filled part (default: `--ds-color-on-accent`).
 * @cssprop --ds-slider-label-color - Colour of the label (default: `--ds-color-on-surface`).
 * @cssprop --ds-slider-value-color - Colour of the displayed value (default: `--ds-color-on-surface-muted`).
 * @cssprop --ds-slider-font-size - Font size of the label and value (default: `--ds-font-size-s`).
 *
 * @fires input - The value changes while the user drags, clicks the track or presses a key. Not fired when a value is set by script.
 * @fires change - The user committed a new value: on pointer release (when the value differs from before the drag) and on each key press that changes it. Not fired when a value is set by script.
 */
export class DsSlider extends DsFormElement {
  // One stylesheet, not five: fewer sheets for the style engine to go through per slider (bench/).
  static override styles = css`${DsElement.styles}${focusRingStyles}${visuallyHiddenStyles}${dragSurfaceStyles}${sliderStyles}`;

  static {
    // ARIA on the host goes to the thumbs (internal/a11y/host-aria.ts); a range's name on the host
    // names each thumb as its `label` would ("Price start", "Price end")
    delegateAria(this, {
      targets: el => [...(el.renderRoot?.querySelectorAll('[role="slider"]') ?? [])],
      name: (el, thumb, name) => {
        const which = thumb.getAttribute('data-thumb');
        return which === 'start' || which === 'end' ? el.#thumbName(which, name) : name;
      },
    });
  }

  /** The visible label, also the accessible name of the thumb(s) ("<label> start" / "<label> end" with `range`). */
  @property({ useDefault: true })
  label = '';

  /** Hides the label visually; it still names the thumb(s) for assistive technology. */
  @property({ type: Boolean, reflect: true, attribute: 'hide-label', useDefault: true })
  hideLabel = false;

  /** The smallest value (default 0; an invalid one is 0; swapped with `max` when greater). */
  @property({ reflect: true, converter: numberConverter, useDefault: true })
  min = 0;

  /** The largest value (default 100; an invalid one is 100; swapped with `min` when smaller). */
  @property({ reflect: true, converter: numberConverter, useDefault: true })
  max = 100;

  /** The granularity, counted from `min` (default 1; 0, negative or invalid: 1). */
  @property({ reflect: true, converter: numberConverter, useDefault: true })
  step = 1;

  /** Replaces the slider's own words, in any language (see `SliderStrings`), e.g. `{ rangeStart: 'Mindest-{label}' }`. */
  @property({ attribute: false })
  strings: Partial<SliderStrings> = {};

  /** Two thumbs: the value is the span from `valueStart` to `valueEnd`. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  range = false;

  /** Shows the current value (formatted like `aria-valuetext`) next to the label. */
  @property({ type: Boolean, reflect: true, attribute: 'show-value', useDefault: true })
  showValue = false;

  /**
   * Text for `aria-valuetext` (and the shown value): every `{value}` is replaced by the value,
   * e.g. `value-text="{value} px"`. A text without `{value}` is used as is. `valueFormatter`
   * wins over it.
   */
  @property({ attribute: 'value-text', useDefault: true })
  valueText = '';

  /**
   * Formats a value for `aria-valuetext` and the shown value, e.g. `v => \`${v} °C\``. A
   * formatter that throws or returns nothing is ignored.
   */
  @property({ attribute: false })
  valueFormatter?: ValueFormatter;

  /**
   * Tick marks on the rail: absent for none, empty (`ticks`) or `step` for one per step (at
   * most 101, thinned on a fine grid), or a number N for N evenly spaced ticks.
   */
  @property({ reflect: true, useDefault: true })
  ticks: string | null = null;

  #value = NaN;
  #start = NaN;
  #end = NaN;
  #drag?: Drag;
  readonly #localize = new LocalizeController(this);

  readonly #pointer = new PointerDrag(this, {
    start: (event, track) => this.#onDragStart(event, track),
    move: event => this.#onDragMove(event),
    end: () => this.#onDragEnd(),
  });

  /**
   * The value of a single slider, clamped to the range and snapped to `step`. Without a valid
   * value it is the middle of the range (as on a native range input). The `value` attribute is
   * the default value that `form.reset()` restores.
   */
  @property({ converter: numberConverter })
  get value(): number {
    const b = this.bounds;
    return Number.isFinite(this.#value) ? snap(this.#value, b) : defaultValue(b);
  }
  set value(value: number) {
    this.#value = toNumber(value);
  }

  /**
   * The lower value of a range slider (default: `min`). The two values are kept in order: a
   * start above the end is swapped with it. The attribute is the default `form.reset()` restores.
   */
  @property({ attribute: 'value-start', converter: numberConverter })
  get valueStart(): number {
    return normalizeRange(this.#start, this.#end, this.bounds)[0];
  }
  set valueStart(value: number) {
    this.#start = toNumber(value);
  }

  /** The upper value of a range slider (default: `max`, or the last step below it). */
  @property({ attribute: 'value-end', converter: numberConverter })
  get valueEnd(): number {
    return normalizeRange(this.#start, this.#end, this.bounds)[1];
  }
  set valueEnd(value: number) {
    this.#end = toNumber(value);
  }

  /** The usable bounds (after the fallbacks for bad `min`, `max` and `step`). */
  get bounds(): SliderBounds {
    return normalizeBounds(this.min, this.max, this.step);
  }

  // ---- form ------------------------------------------------------------------------------

  protected override formValue(): DsFormValue {
    if (!this.range) return String(this.value);
    if (!this.name) return null;
    const data = new FormData();
    data.append(this.name, String(this.valueStart));
    data.append(this.name, String(this.valueEnd));
    return data;
  }

  protected override resetValue(): void {
    this.#value = toNumber(this.getAttribute('value'));
    this.#start = toNumber(this.getAttribute('value-start'));
    this.#end = toNumber(this.getAttribute('value-end'));
  }

  protected override restoreValue(state: DsFormValue): void {
    if (typeof state === 'string') this.#value = toNumber(state);
    else if (state instanceof FormData) {
      const [start, end] = state.getAll(this.name);
      this.#start = toNumber(start);
      this.#end = toNumber(end);
    }
  }

  protected override validationAnchor(): HTMLElement | undefined {
    return this.renderRoot.querySelector<HTMLElement>('[role="slider"]') ?? undefined;
  }

  // ---- rendering -------------------------------------------------------------------------

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // bounds the maths had to work around (a span that overflows, a step too fine to move): say so once
    if (changed.has('min') || changed.has('max') || changed.has('step')) {
      for (const { attribute, value, problem } of boundsProblems(this.min, this.max, this.step))
        warnAttribute(this, attribute, value, problem);
    }
  }

  // The first render of many sliders on a page is most of their cost: the template has no
  // whitespace text nodes, static attributes stay in the template, and every value is computed
  // once per render. The filled part is the rail's background, not an element of its own. Text
  // and the rail's position are bindings a server render writes out (text children, `style`), so
  // a server-rendered slider shows its label, value and thumb before hydration.
  /** The name of a range's thumb, from `strings` (`label`: the host's `aria-label` in its place). */
  #thumbName(which: 'start' | 'end', label = this.label ?? ''): string {
    const strings = this.#localize.strings('slider', sliderStrings, this.strings);
    return formatString(which === 'start' ? strings.rangeStart : strings.rangeEnd, { label }).trim();
  }

  override render(): TemplateResult {
    const b = this.bounds;
    const disabled = this.isDisabled;
    const range = this.range;
    const [start, end] = range ? [this.valueStart, this.valueEnd] : [b.min, this.value];
    const to = fractionOf(end, b);
    const ticks = tickFractions(this.ticks, b);
    const hasHeader = (!!this.label && !this.hideLabel) || this.showValue; // null or undefined: no label

    // The plain slider (one thumb, no ticks, no shown value), the most common by far, has a
    // template of its own: its thumb inline, no child template, and the header is the label (one
    // element, both parts), which makes a page of them about a sixth faster to render (bench/).
    // Its thumb is the one `#thumb('value', …)` renders for the general template.
    if (!range && ticks.length === 0 && !this.showValue) {
      return html`<div part="header label" id="label" class="header label" ?hidden=${!hasHeader}>${this.label}</div><div part="track" class="track drag-surface" @pointerdown=${this.#pointer.onPointerDown} @keydown=${this.#onKeyDown}><div part="rail" class="rail" style=${cssVars({ '--_to': to })}><div part="thumb" class="thumb" role="slider" data-thumb="value" tabindex=${disabled ? nothing : '0'} aria-labelledby="label" aria-valuemin=${b.min} aria-valuemax=${b.max} aria-valuenow=${end} aria-valuetext=${this.#ariaText(end)} aria-orientation="horizontal" aria-disabled=${disabled ? 'true' : nothing}></div></div></div>`;
    }

    const from = range ? fractionOf(start, b) : 0;
    return html`<div part="header" class="header" ?hidden=${!hasHeader}><span part="label" id="label" class=${this.hideLabel ? 'label visually-hidden' : 'label'}>${this.label}</span>${
      this.showValue
        ? html`<span part="value" class="value" aria-hidden="true">${range ? `${this.#text(start)} – ${this.#text(end)}` : this.#text(end)}</span>`
        : nothing
    }</div><div part="track" class="track drag-surface" @pointerdown=${this.#pointer.onPointerDown} @keydown=${this.#onKeyDown}><div part="rail" class="rail" style=${cssVars({ '--_from': from, '--_to': to })}>${
      ticks.length
        ? html`<div part="ticks" class="ticks" aria-hidden="true">${ticks.map(
            f =>
              html`<span part=${f >= from - 1e-9 && f <= to + 1e-9 ? 'tick tick-active' : 'tick'} class="tick" style=${cssVars({ '--_at': f })}></span>`,
          )}</div>`
        : nothing
    }${
      range
        ? [this.#thumb('start', start, b.min, end, disabled), this.#thumb('end', end, start, b.max, disabled)]
        : this.#thumb('value', end, b.min, b.max, disabled)
    }</div></div>`;
  }

  // A thumb is placed by the rail's --_to (the start thumb by --_from): no style of its own to write.
  #thumb(which: Thumb, value: number, min: number, max: number, disabled: boolean): TemplateResult {
    const single = which === 'value';
    return html`<div part=${single ? 'thumb' : `thumb thumb-${which}`} class="thumb" role="slider" data-thumb=${which} tabindex=${disabled ? nothing : '0'} aria-labelledby=${single ? 'label' : nothing} aria-label=${single ? nothing : this.#thumbName(which)} aria-valuemin=${min} aria-valuemax=${max} aria-valuenow=${value} aria-valuetext=${this.#ariaText(value)} aria-orientation="horizontal" aria-disabled=${disabled ? 'true' : nothing}></div>`;
  }

  /** The number as the slider's locale writes it (`2,5` and `12.000` under `lang="de"`), every decimal kept. */
  #number(value: number): string {
    return this.#localize.number(value, { maximumFractionDigits: Math.min(20, decimalsOf(value)) });
  }

  #text(value: number): string {
    const shown = this.#number(value);
    return valueText(value, this.valueFormatter, this.valueText, shown) ?? shown;
  }

  /** `aria-valuetext`: the shown text, left out when it is just `aria-valuenow` as written. */
  #ariaText(value: number): string | typeof nothing {
    const text = this.#text(value);
    return text === String(value) ? nothing : text;
  }

  // ---- values ----------------------------------------------------------------------------

  #get(which: Thumb): number {
    return which === 'start' ? this.valueStart : which === 'end' ? this.valueEnd : this.value;
  }

  /** Where a thumb may go: a range thumb cannot pass the other one. */
  #limits(which: Thumb): [number, number] {
    const b = this.bounds;
    if (which === 'start') return [b.min, this.valueEnd];
    if (which === 'end') return [this.valueStart, b.max];
    return [b.min, b.max];
  }

  /** Sets a thumb's value as the user did; returns whether it changed. */
  #set(which: Thumb, value: number): boolean {
    const [lo, hi] = this.#limits(which);
    const next = clamp(snap(value, this.bounds), lo, hi);
    if (next === this.#get(which)) return false;
    if (which === 'value') {
      this.value = next;
      return true;
    }
    // write both ends from their normalized values, so the untouched one stays where it is shown
    const [start, end] = [this.valueStart, this.valueEnd];
    this.valueStart = which === 'start' ? next : start;
    this.valueEnd = which === 'end' ? next : end;
    return true;
  }

  #snapshot(): string {
    return this.range ? `${this.valueStart} ${this.valueEnd}` : String(this.value);
  }

  #emitInput(): void {
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  }

  #emitChange(): void {
    this.dispatchEvent(new Event('change', { bubbles: true }));
  }

  #isRtl(): boolean {
    return isRtl(this);
  }

  #thumbElement(which: Thumb): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(`[data-thumb="${which}"]`);
  }

  // ---- keyboard --------------------------------------------------------------------------

  /** Bound on the track: the key presses of its thumbs (the only focusable elements in it). */
  #onKeyDown = (event: KeyboardEvent): void => {
    const which = (event.target as HTMLElement).dataset['thumb'] as Thumb | undefined;
    if (!which || this.isDisabled || event.altKey || event.ctrlKey || event.metaKey) return;
    const next = valueForKey(event.key, this.#get(which), this.bounds, { rtl: this.#isRtl() });
    if (next === null) return;
    event.preventDefault();
    if (this.#set(which, next)) {
      this.#emitInput();
      this.#emitChange();
    }
  };

  // ---- pointer ---------------------------------------------------------------------------

  /** The fraction of the rail (the track's only child) under the pointer. */
  #fractionAt(clientX: number, track: HTMLElement): number {
    const rail = track.firstElementChild;
    if (!rail) return 0;
    const box = rail.getBoundingClientRect();
    return fractionAtPointer(clientX, box.left, box.width, this.#isRtl());
  }

  /** A press on the track: picks the thumb to drag (the nearest, or the one grabbed) and moves it there. */
  #onDragStart(event: PointerEvent, track: HTMLElement): boolean {
    if (this.isDisabled) return false;
    event.preventDefault(); // no text selection, no native focus move: the thumb is focused below
    const b = this.bounds;
    const fraction = this.#fractionAt(event.clientX, track);
    const hit = event
      .composedPath()
      .find((node): node is HTMLElement => node instanceof HTMLElement && node.dataset['thumb'] !== undefined);
    const pointerValue = valueAtFraction(fraction, b);

    let thumb: Thumb | null;
    if (!this.range) thumb = 'value';
    else if (this.valueStart === this.valueEnd && (hit || pointerValue === this.valueStart)) thumb = null;
    else if (hit) thumb = hit.dataset['thumb'] as Thumb;
    else thumb = nearestThumb(pointerValue, this.valueStart, this.valueEnd);

    // A thumb grabbed directly keeps its offset from the pointer; a press on the rail jumps.
    const offset = hit && thumb !== null ? fractionOf(this.#get(thumb), b) - fraction : 0;
    this.#drag = { thumb, offset, initial: this.#snapshot() };

    this.#thumbElement(thumb ?? 'end')?.focus({ preventScroll: true });
    if (thumb !== null && !hit && this.#set(thumb, pointerValue)) this.#emitInput();
    return true;
  }

  #onDragMove(event: PointerEvent): void {
    const drag = this.#drag;
    const state: PointerDragState | null = this.#pointer.state;
    if (!drag || !state) return;
    const value = valueAtFraction(this.#fractionAt(event.clientX, state.target) + drag.offset, this.bounds);
    if (drag.thumb === null) {
      // two thumbs on one spot: the direction of the drag picks the thumb
      if (value === this.valueStart) return;
      drag.thumb = value < this.valueStart ? 'start' : 'end';
      this.#thumbElement(drag.thumb)?.focus({ preventScroll: true });
    }
    if (this.#set(drag.thumb, value)) this.#emitInput();
  }

  #onDragEnd(): void {
    const drag = this.#drag;
    this.#drag = undefined;
    if (drag && this.#snapshot() !== drag.initial) this.#emitChange();
  }
}
