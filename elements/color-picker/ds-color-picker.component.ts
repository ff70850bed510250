import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { live } from 'lit/directives/live.js';
import { cssVars } from '../internal/styles/css-vars.js';
import { isUnsupportedColor } from '../color/unsupported.js';
import { isRtl } from '../internal/i18n/direction.js';
import { DsElement } from '../internal/core/ds-element.js';
import { DsFormElement, type DsFormValue } from '../internal/form/ds-form-element.js';
import { focusRingStyles } from '../internal/styles/focus-ring.styles.js';
import { warnAttribute } from '../internal/core/warn.js';
import { delegateAria } from '../internal/a11y/host-aria.js';
import { PointerDrag, dragSurfaceStyles } from '../internal/interaction/pointer-drag.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import en from '../translations/en.js';
import { colorPickerStyles } from './ds-color-picker.styles.js';
import { SwatchToolbar } from './swatch-toolbar.js';
import {
  DEFAULT_PICKER_COLOR,
  HUE_MAX,
  acceptHexText,
  alphaGradient,
  alphaText,
  areaBackground,
  areaFromPoint,
  areaText,
  colorFromHex,
  colorToHex,
  filterHexInput,
  fractionAlong,
  hueGradient,
  hueText,
  parseSwatchAttribute,
  parseSwatches,
  swatchProblem,
  percent,
  sameColor,
  stepArea,
  stepLinear,
  type PickerColor,
  type Swatch,
  type SwatchInput,
} from './picker-math.js';
import { DsIcon } from '../icon/ds-icon.component.js';

export { DEFAULT_PICKER_COLOR, type SwatchInput } from './picker-math.js';

/** The pointer-draggable parts. */
type DragPart = 'area' | 'hue' | 'alpha';

/** The words `<ds-color-picker>` shows or announces; override them with its `strings` property. */
export interface ColorPickerStrings {
  /** Accessible name of the picker when it has no `label`. */
  picker: string;
  /** Name of the saturation/brightness area. */
  area: string;
  /** What the area is (`aria-roledescription`). */
  areaRole: string;
  /** The area's value text; `{saturation}` and `{brightness}` are percentages. */
  areaValue: string;
  /** Name of the hue slider. */
  hue: string;
  /** The hue slider's value text; `{degrees}` is the hue. */
  hueValue: string;
  /** The hue slider's value text at 1 degree. */
  hueValueOne: string;
  /** Name of the opacity slider (`alpha`). */
  alpha: string;
  /** The opacity slider's value text; `{percent}` is the opacity. */
  alphaValue: string;
  /** Name of the hex text field. */
  hexColor: string;
  /** Shown for a colour too light or too dark ("Unsupported Color"). */
  unsupported: string;
  /** Name of the swatch row (a toolbar). */
  swatches: string;
  /** Name of the button that scrolls the swatches back. */
  previousSwatches: string;
  /** Name of the button that scrolls the swatches forward. */
  nextSwatches: string;
}

/** The English defaults of `ColorPickerStrings` (other languages: `translations/`, chosen by `lang`). */
export const colorPickerStrings: Readonly<ColorPickerStrings> = en.colorPicker;

const HUE_GRADIENT = hueGradient();

/**
 * A colour picker: a saturation/brightness area, a hue slider, an optional opacity slider
 * (`alpha`), a hex text field and optional swatches. Its value is a hex string (`#rrggbb`,
 * or `#rrggbbaa` with `alpha`).
 *
 * Keyboard: the area is a two-dimensional slider (Arrow Left/Right change saturation, Arrow
 * Up/Down brightness, 5 % a step and 20 % with Shift; Page Up/Page Down brightness by 20 %;
 * Home/End saturation 0 %/100 %). The hue and opacity sliders move 5 % of their range a step
 * (hue: 18 degrees), 20 % with Shift or Page Up/Page Down, Home/End to the ends. The swatches
 * are a toolbar: one Tab stop, Arrow Left/Right, Home and End move between them, Enter or
 * Space picks one. The area and sliders also follow the pointer, with pointer capture.
 *
 * Right-to-left text (`dir="rtl"`) mirrors the area, the sliders and the swatch row, and the
 * Arrow Left/Right keys with them (as in `<ds-slider>`): Arrow Left raises saturation, hue and
 * opacity. Every word it shows or announces can be replaced through `strings`.
 *
 * The hex field keeps only hex digits (at most 6, or 8 with `alpha`), applies the colour as
 * soon as 3 or 6 digits (also 4 or 8 with `alpha`) are typed, and on blur reverts to the
 * current colour when what was typed is not a colour.
 *
 * A colour too light (every channel above 220) or too dark (every channel below 30) shows
 * "Unsupported Color" in a live region and sets `unsupported` (property and attribute), so a
 * page can disable its "Set" action. The value stays usable; this is not a validity error.
 *
 * A `value` that is not a hex colour (set by attribute or script) is ignored: the picker
 * keeps its colour (`#0066ff` at first) and warns in the console once; so do `swatches` entries
 * that are not hex colours (they are skipped). In a form it submits `value` under `name`;
 * `form.reset()` restores the `value` attribute (or `#0066ff`).
 *
 * @summary Picks a colour with an area, sliders, a hex field and swatches.
 * @status stable
 * @since 1.0
 * @dependency ds-icon
 *
 * @csspart base - The wrapper of the whole picker (`role="group"`).
 * @csspart label - The visible label (with `label`).
 * @csspart area - The saturation/brightness area (a 2-D `role="slider"`).
 * @csspart area-thumb - The area's thumb.
 * @csspart hue - The hue slider's track (`role="slider"`).
 * @csspart alpha - The opacity slider's track (with `alpha`).
 * @csspart thumb - Each thumb (area, hue, opacity).
 * @csspart hue-thumb - The hue slider's thumb.
 * @csspart alpha-thumb - The opacity slider's thumb.
 * @csspart preview - The square showing the current colour.
 * @csspart hex - The hex field's box (with its `#` prefix).
 * @csspart hex-input - The hex text `<input>`.
 * @csspart message - The live region showing "Unsupported Color".
 * @csspart swatches - The swatch row (with `swatches`).
 * @csspart swatch-list - The scrolling list of swatches (`role="toolbar"`).
 * @csspart swatch - Each swatch button; `swatch swatch-selected` for the current colour.
 * @csspart scroll-button - The previous and next buttons of the swatch row.
 *
 * @attr {boolean} unsupported - Present while the colour is unsupported (too light or too dark). Set by the picker: read it, do not set it.
 * @cssstate unsupported - The colour is too light or too dark (see `unsupported`).
 * @cssstate disabled - The picker is disabled, by its `disabled` attribute or a disabled `<fieldset>`.
 *
 * @cssprop [--ds-color-picker-width=17rem] - Width of the picker.
 * @cssprop [--ds-color-picker-area-height=10rem] - Height of the saturation/brightness area.
 * @cssprop --ds-color-picker-radius - Corner radius of the area (default: `--ds-radius-m`).
 * @cssprop [--ds-color-picker-track-height=0.75rem] - Height of the hue and opacity tracks.
 * @cssprop [--ds-color-picker-thumb-size=1.125rem] - Size of the thumbs.
 * @cssprop --ds-color-picker-thumb-border - Border colour of the thumbs (default: `--ds-neutral-0`).
 * @cssprop [--ds-color-picker-swatch-size=1.75rem] - Size of a swatch.
 * @cssprop --ds-color-picker-gap - Space between the parts (default: `--ds-space-m`).
 * @cssprop --ds-color-picker-message-color - Colour of the "Unsupported Color" message (default: `--ds-color-danger`).
 *
 * @fires input - The colour changes while the user drags, presses a key, types a valid hex colour or picks a swatch. Not fired when `value` is set by script.
 * @fires change - The user committed a colour: at the end of a drag, on each key step, on a swatch, and when the hex field is left (or Enter is pressed) after a new valid colour. Not fired when `value` is set by script.
 */
export class DsColorPicker extends DsFormElement {
  static override styles = [DsElement.styles, focusRingStyles, dragSurfaceStyles, colorPickerStyles];

  /** The elements it renders, which `defineElement()` registers before it. */
  static override dependencies = { 'ds-icon': DsIcon };

  static {
    // ARIA on the host names and describes the picker's group of controls (internal/a11y/host-aria.ts)
    delegateAria(this, { targets: el => [el.renderRoot?.querySelector('[part="base"]')] });
  }

  #color: PickerColor = colorFromHex(DEFAULT_PICKER_COLOR)!;

  /**
   * The colour as a lowercase hex string: `#rrggbb`, or `#rrggbbaa` with `alpha`. Any valid hex
   * (3, 4, 6 or 8 digits, with or without `#`) may be set; it is normalised. An invalid value is
   * ignored and the picker keeps its colour (default `#0066ff`).
   */
  @property()
  get value(): string {
    return colorToHex(this.#color, this.alpha);
  }

  set value(next: string) {
    if (typeof next !== 'string') return;
    const color = colorFromHex(next.trim(), this.#color);
    if (!color && next.trim() !== '') {
      warnAttribute(
        this,
        'value',
        next,
        `is not a hex colour, so the picker keeps ${this.value}: use 3, 4, 6 or 8 hex digits, with or without "#" (e.g. "#663399").`,
      );
    }
    // Invalid: keep the colour. The same colour again: keep hue/saturation as they are.
    if (!color || colorToHex(color, true) === colorToHex(this.#color, true)) return;
    this.#color = color;
    this.hexDraft = null;
    // Only script and attributes come through here (user changes go through #setColor):
    // the new colour is the committed one, so no `change` follows for it.
    this.#markCommitted();
  }

  /**
   * Replaces the picker's words, in any language (see `ColorPickerStrings`), e.g.
   * `{ hue: 'Farbton', hexColor: 'Hex-Farbe' }`. Missing or non-string entries keep the default.
   */
  @property({ attribute: false })
  strings: Partial<ColorPickerStrings> = {};

  readonly #localize = new LocalizeController(this);

  /** The visible label of the picker, also its accessible name (default: "Color picker" for assistive technology only). */
  @property({ useDefault: true })
  label = '';

  /** Adds an opacity slider; the hex field then accepts 4 and 8 digits and `value` is `#rrggbbaa`. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  alpha = false;

  /**
   * Swatches shown in a scrolling row: hex strings or `{ code, name }` objects (`name` is the
   * accessible name; `separator: true` adds a gap before it). Invalid entries are skipped. As an
   * attribute: a JSON array, or hex codes separated by commas or spaces.
   */
  @property({ attribute: 'swatches', converter: { fromAttribute: parseSwatchAttribute }, useDefault: true })
  swatches: SwatchInput[] = [];

  /** The text in the hex field while the user edits it (`null`: it shows the value). */
  @state()
  private hexDraft: string | null = null;

  @query('.area')
  private areaEl!: HTMLElement | null;

  @query('.hex-input')
  private hexInput!: HTMLInputElement | null;

  /** The part being dragged. */
  #dragPart: DragPart = 'area';
  readonly #pointer = new PointerDrag(this, {
    start: (event, target) => this.#onDragStart(event, target),
    move: (event, drag) => this.#dragTo(drag.target, event),
    end: (event, drag) => {
      if (event.type === 'pointerup') this.#dragTo(drag.target, event);
      this.#commit();
    },
  });
  readonly #swatchToolbar = new SwatchToolbar(this, swatch => this.#pickSwatch(swatch));
  /** The colour at the last commit: `change` fires when a commit differs from it. */
  #committedColor: PickerColor = { ...this.#color };
  /** Right-to-left text, read when a drag starts. */
  #rtl = false;

  /**
   * True when the colour is too light (every channel above 220) or too dark (every channel
   * below 30) to be a theme colour; reflected as the `unsupported` attribute and the
   * `:state(unsupported)` custom state. Read-only.
   */
  get unsupported(): boolean {
    return isUnsupportedColor(colorToHex(this.#color, false));
  }

  /** The valid swatches of `swatches` (parsed in `willUpdate`). */
  #swatches: Swatch[] = [];

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const unsupported = this.unsupported;
    if (this.hasAttribute('unsupported') !== unsupported) this.toggleAttribute('unsupported', unsupported);
    this.toggleState('unsupported', unsupported);
    this.toggleState('disabled', this.isDisabled);
    if (changed.has('swatches')) {
      this.#swatches = parseSwatches(this.swatches);
      const attribute = this.getAttribute('swatches');
      const problem = swatchProblem(this.swatches, attribute);
      if (problem) warnAttribute(this, 'swatches', attribute ?? JSON.stringify(this.swatches) ?? '', problem);
    }
  }

  // ---- form ---------------------------------------------------------------------------------

  protected override formValue(): DsFormValue {
    return this.value;
  }

  protected override validationAnchor(): HTMLElement | undefined {
    return this.areaEl ?? undefined;
  }

  protected override resetValue(): void {
    const initial = this.getAttribute('value');
    this.#setColor(colorFromHex(initial?.trim(), this.#color) ?? colorFromHex(DEFAULT_PICKER_COLOR)!);
    this.hexDraft = null;
    this.#markCommitted();
  }

  protected override restoreValue(stateValue: DsFormValue): void {
    if (typeof stateValue === 'string') this.value = stateValue;
  }

  // ---- rendering ----------------------------------------------------------------------------

  override render(): TemplateResult {
    const { h, s, v, a } = this.#color;
    const disabled = this.isDisabled;
    const hex6 = colorToHex(this.#color, false);
    const colour = colorToHex(this.#color, true);
    const unsupported = this.unsupported;
    const tab = disabled ? nothing : '0';
    const strings = this.#localize.strings('colorPicker', colorPickerStrings, this.strings);
    return html`<div
      part="base"
      class=${classMap({ picker: true, disabled })}
      role="group"
      aria-labelledby=${this.label ? 'label' : nothing}
      aria-label=${this.label ? nothing : strings.picker}
      style=${cssVars({ '--_color': colour, '--_opaque': hex6 })}
    >
      ${this.label ? html`<div part="label" id="label" class="label">${this.label}</div>` : nothing}
      <div
        part="area"
        class="area drag-surface"
        role="slider"
        tabindex=${tab}
        aria-label=${strings.area}
        aria-roledescription=${strings.areaRole}
        aria-valuemin="0"
        aria-valuemax="100"
        aria-valuenow=${percent(s)}
        aria-valuetext=${areaText(s, v, strings.areaValue)}
        aria-disabled=${disabled ? 'true' : nothing}
        style=${cssVars({ '--_area': areaBackground(h), '--_x': `${s * 100}%`, '--_y': `${(1 - v) * 100}%` })}
        @keydown=${this.#onAreaKey}
        @pointerdown=${this.#pointer.onPointerDown}
      >
        <div part="thumb area-thumb" class="thumb"></div>
      </div>
      ${this.#renderTrack('hue', strings.hue, Math.round(h), 0, HUE_MAX, hueText(h, strings.hueValue, strings.hueValueOne), h / HUE_MAX, HUE_GRADIENT)}
      ${
        this.alpha
          ? this.#renderTrack(
              'alpha',
              strings.alpha,
              percent(a),
              0,
              100,
              alphaText(a, strings.alphaValue),
              a,
              alphaGradient(this.#color),
            )
          : nothing
      }
      <div class="row">
        <span part="preview" class="preview" aria-hidden="true"></span>
        <label part="hex" class="hex" dir="ltr">
          <span class="hash" aria-hidden="true">#</span>
          <input
            part="hex-input"
            class="hex-input"
            type="text"
            aria-label=${strings.hexColor}
            autocomplete="off"
            autocapitalize="off"
            spellcheck="false"
            .value=${live(this.hexDraft ?? this.value.slice(1))}
            ?disabled=${disabled}
            @input=${this.#onHexInput}
            @change=${this.#stopNative}
            @keydown=${this.#onHexKey}
            @blur=${this.#onHexBlur}
          />
        </label>
        <p part="message" class="message" role="status">${unsupported ? strings.unsupported : ''}</p>
      </div>
      ${this.#swatchToolbar.render({
        swatches: this.#swatches,
        disabled,
        isRtl: () => this.#isRtl(),
        strings,
        isSelected: swatch => sameColor(swatch.code, this.#swatchCompare(swatch.code)),
      })}
    </div>`;
  }

  #renderTrack(
    part: 'hue' | 'alpha',
    name: string,
    now: number,
    min: number,
    max: number,
    text: string,
    fraction: number,
    gradient: string,
  ): TemplateResult {
    const disabled = this.isDisabled;
    return html`<div
      part=${part}
      class="track ${part} drag-surface"
      role="slider"
      tabindex=${disabled ? nothing : '0'}
      aria-label=${name}
      aria-orientation="horizontal"
      aria-valuemin=${min}
      aria-valuemax=${max}
      aria-valuenow=${now}
      aria-valuetext=${text}
      aria-disabled=${disabled ? 'true' : nothing}
      style=${cssVars({ '--_track': gradient, '--_x': `${fraction * 100}%` })}
      @keydown=${part === 'hue' ? this.#onHueKey : this.#onAlphaKey}
      @pointerdown=${this.#pointer.onPointerDown}
    >
      <div part="thumb ${part}-thumb" class="thumb"></div>
    </div>`;
  }

  /** The current colour in the form a swatch code is compared with (with alpha only if the swatch has one). */
  #swatchCompare(code: string): string {
    return code.length === 9 ? colorToHex(this.#color, true) : colorToHex(this.#color, false);
  }

  // ---- colour changes -----------------------------------------------------------------------

  /** Sets the colour (no events). Re-renders even when the hex stays (hue 0 and 360 are one colour). */
  #setColor(color: PickerColor): void {
    const old = this.value;
    this.#color = color;
    this.requestUpdate('value', old);
    this.requestUpdate();
  }

  /** Applies a colour the user chose; fires `input` when the value changed. Returns whether it did. */
  #userColor(color: PickerColor): boolean {
    const before = this.value;
    this.#setColor(color);
    if (this.value === before) return false;
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    return true;
  }

  /** Fires `change` when the value differs from the last committed one. */
  #commit(): void {
    const changed = colorToHex(this.#color, true) !== colorToHex(this.#committedColor, true);
    this.#markCommitted();
    if (changed) this.dispatchEvent(new Event('change', { bubbles: true }));
  }

  #markCommitted(): void {
    this.#committedColor = { ...this.#color };
  }

  // ---- keyboard -----------------------------------------------------------------------------

  #onAreaKey = (event: KeyboardEvent): void => {
    if (this.isDisabled || event.altKey || event.ctrlKey || event.metaKey) return;
    const next = stepArea(this.#color.s, this.#color.v, event.key, event.shiftKey, this.#isRtl());
    if (!next) return;
    event.preventDefault();
    this.#userColor({ ...this.#color, ...next });
    this.#commit();
  };

  #onHueKey = (event: KeyboardEvent): void => {
    if (this.isDisabled || event.altKey || event.ctrlKey || event.metaKey) return;
    const h = stepLinear(this.#color.h, event.key, event.shiftKey, 0, HUE_MAX, this.#isRtl());
    if (h === null) return;
    event.preventDefault();
    this.#userColor({ ...this.#color, h });
    this.#commit();
  };

  #onAlphaKey = (event: KeyboardEvent): void => {
    if (this.isDisabled || event.altKey || event.ctrlKey || event.metaKey) return;
    const a = stepLinear(this.#color.a, event.key, event.shiftKey, 0, 1, this.#isRtl());
    if (a === null) return;
    event.preventDefault();
    this.#userColor({ ...this.#color, a });
    this.#commit();
  };

  // ---- pointer (area and tracks) ------------------------------------------------------------

  #isRtl(): boolean {
    return isRtl(this);
  }

  /** A press on the area or a track: focus it and take the colour under the pointer. */
  #onDragStart(event: PointerEvent, target: HTMLElement): boolean {
    if (this.isDisabled) return false;
    this.#dragPart = target.classList.contains('area') ? 'area' : target.classList.contains('alpha') ? 'alpha' : 'hue';
    this.#rtl = this.#isRtl();
    event.preventDefault(); // no text selection, no native touch panning
    target.focus({ preventScroll: true });
    this.#dragTo(target, event);
    return true;
  }

  #dragTo(target: HTMLElement, event: PointerEvent): void {
    const box = target.getBoundingClientRect();
    const rtl = this.#rtl;
    if (this.#dragPart === 'area') {
      this.#userColor({ ...this.#color, ...areaFromPoint(event.clientX, event.clientY, box, rtl) });
    } else if (this.#dragPart === 'hue') {
      this.#userColor({ ...this.#color, h: fractionAlong(event.clientX, box, rtl) * HUE_MAX });
    } else {
      this.#userColor({ ...this.#color, a: fractionAlong(event.clientX, box, rtl) });
    }
  }

  // ---- hex field ----------------------------------------------------------------------------

  #onHexInput = (event: Event): void => {
    // The inner field's own `input` is composed: keep it inside; the picker fires its own.
    event.stopPropagation();
    const input = event.target as HTMLInputElement;
    const caret = input.selectionStart ?? input.value.length;
    const { text, caret: at } = filterHexInput(input.value, this.alpha, caret);
    if (text !== input.value) {
      input.value = text;
      try {
        input.setSelectionRange(at, at);
      } catch {
        // not a text input in this engine: nothing to restore
      }
    }
    this.hexDraft = text;
    const hex = acceptHexText(text, this.alpha);
    if (!hex) return;
    const color = colorFromHex(hex, this.#color)!;
    this.#userColor(this.alpha ? color : { ...color, a: this.#color.a });
  };

  #onHexKey = (event: KeyboardEvent): void => {
    if (event.key === 'Enter') this.#commitHex();
  };

  #onHexBlur = (): void => {
    this.#commitHex();
  };

  /**
   * Ends an edit of the hex field. Text that is a colour is committed (`change`); any other
   * text reverts the field, and the colour, to the colour before the edit.
   */
  #commitHex(): void {
    const draft = this.hexDraft;
    this.hexDraft = null;
    if (draft !== null && !acceptHexText(draft, this.alpha)) {
      // A colour applied on the way (3 digits of 6) is undone: `input`, and nothing to commit.
      this.#userColor(this.#committedColor);
    }
    if (this.hexInput) this.hexInput.value = this.value.slice(1);
    this.#commit();
  }

  #stopNative = (event: Event): void => {
    event.stopPropagation();
  };

  // ---- swatches -----------------------------------------------------------------------------

  #pickSwatch(swatch: Swatch): void {
    if (this.isDisabled) return;
    const color = colorFromHex(swatch.code, this.#color)!;
    this.#userColor(swatch.code.length === 9 ? color : { ...color, a: this.#color.a });
    this.#commit();
  }
}
