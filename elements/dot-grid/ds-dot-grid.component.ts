import { html, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { DsElement } from '../internal/core/ds-element.js';
import { DsFormElement, type DsFormValue } from '../internal/form/ds-form-element.js';
import { focusRingStyles } from '../internal/styles/focus-ring.styles.js';
import { delegateAria } from '../internal/a11y/host-aria.js';
import { visuallyHiddenStyles } from '../internal/styles/visually-hidden.styles.js';
import { formatString, textOf } from '../internal/i18n/strings.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import en from '../translations/en.js';
import { PointerDrag, dragSurfaceStyles } from '../internal/interaction/pointer-drag.js';
import {
  DOT_RADIUS,
  DOT_SPACING,
  GRID_SIZE,
  VIEW_SIZE,
  columnOf,
  cursorForKey,
  dotAtFraction,
  dotCenter,
  dotsOnLine,
  isDotIndex,
  mirrorIndexes,
  parseDots,
  rowOf,
  serializeDots,
  toMirrorMode,
  type MirrorMode,
} from './dot-grid-model.js';
import { dotGridStyles } from './ds-dot-grid.styles.js';

/** The words `<ds-dot-grid>` says; override them with its `strings` property. */
export interface DotGridStrings {
  /** The grid's accessible name when `label` is empty. */
  label: string;
  /** A dot's name: `{row}` and `{column}` count from 1, `{state}` is `on` or `off`. */
  dot: string;
  /** The state of an active dot. */
  on: string;
  /** The state of an empty dot. */
  off: string;
}

/** The English defaults of `DotGridStrings` (other languages: `translations/`, chosen by `lang`). */
export const dotGridStrings: Readonly<DotGridStrings> = en.dotGrid;

const ROWS = Array.from({ length: GRID_SIZE }, (_, row) => row);
const COLUMNS = ROWS;
const GUIDE_STEPS = Array.from({ length: GRID_SIZE - 1 }, (_, k) => (k + 1) * DOT_SPACING);

/** A user stroke: from a press or key down to its release; `change` fires at its end if the value differs. */
interface Stroke {
  readonly before: string;
}

/** A pointer stroke: the pressed dot, the last dot painted, and whether it became a drag. */
interface PointerStroke {
  readonly start: number;
  last: number | null;
  painted: boolean;
  /** The press already set the pressed dot (it was off, or on in eraser mode). */
  readonly startApplied: boolean;
}

/**
 * A 16×16 grid of dots to draw small icons with: 256 dots of radius 4, 10 apart, in a 160×160
 * SVG view. `value` lists the active dots as comma-separated indexes (column = index mod 16,
 * row = floor(index / 16)), sorted ascending; junk, duplicates and indexes outside 0–255 are
 * dropped.
 *
 * Pointer: a click toggles a dot; a mouse drag or a touch moved across the grid turns dots on
 * (off with `eraser`, where a click also turns a dot off). `mirror` adds the mirror images of
 * every painted dot.
 *
 * Keyboard: the grid is one tab stop (`role="grid"`, the current dot is its
 * `aria-activedescendant`, named "Row R, column C, on/off"). Arrow keys move a visible cursor,
 * Home/End go to the ends of the row (with Ctrl: of the grid), PageUp/PageDown to the top and
 * bottom of the column; Space or Enter toggles the dot under the cursor (turns it off with
 * `eraser`); Shift with a move key paints the dots passed over (erases with `eraser`).
 *
 * In a form it submits `value` under `name`; `form.reset()` restores the `value` attribute.
 *
 * @summary A dot grid for drawing 16×16 icons by pointer, touch or keyboard.
 * @status experimental
 * @since 1.1
 *
 * @csspart base - The focusable grid (`role="grid"`) around the drawing.
 * @csspart svg - The 160×160 SVG drawing.
 * @csspart dot - Each dot; active dots also have the part `dot-on`.
 * @csspart dot-on - The active dots.
 * @csspart guides - The guide lines (with `guides`).
 * @csspart cursor - The keyboard cursor ring.
 *
 * @cssprop --ds-dot-grid-size - Largest width of the grid (default: 20rem); it shrinks with its container.
 * @cssprop --ds-dot-grid-dot-color - Colour of an empty dot (default: `--ds-color-border`).
 * @cssprop --ds-dot-grid-active-color - Colour of an active dot (default: `--ds-color-accent`).
 * @cssprop --ds-dot-grid-background - Background behind the dots (default: `--ds-color-surface-sunken`).
 * @cssprop --ds-dot-grid-radius - Corner radius of the background (default: `--ds-radius-m`).
 * @cssprop --ds-dot-grid-guide-color - Colour of the guide lines (default: `--ds-color-border`).
 * @cssprop --ds-dot-grid-guide-centre-color - Colour of the two centre guide lines (default: `--ds-color-on-surface-muted`).
 *
 * @fires input - The drawing changed while the user paints (each dot set by a click, drag or key). Bubbles and is composed. Not fired when `value` is set by script.
 * @fires change - A user stroke ended (pointer release, release of Space, Enter or Shift, or focus leaving) with a drawing that differs from before it. Bubbles. Not fired when `value` is set by script.
 */
export class DsDotGrid extends DsFormElement {
  static override styles = [DsElement.styles, focusRingStyles, visuallyHiddenStyles, dragSurfaceStyles, dotGridStyles];

  static {
    // ARIA on the host is the grid's, the focusable control (internal/a11y/host-aria.ts)
    delegateAria(this, { targets: el => [el.renderRoot?.querySelector('[role="grid"]')] });
  }

  /** Erase mode: clicks, drags, Space/Enter and Shift-painting turn dots off. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  eraser = false;

  /** Shows guide lines between the dots and across the centre. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  guides = false;

  /**
   * Mirror painting: `none` (default), `horizontal` (left–right), `vertical` (top–bottom) or
   * `both`; every dot the user sets also sets its mirror images. Unknown values are `none`.
   */
  @property({ reflect: true, useDefault: true })
  mirror: MirrorMode = 'none';

  /** The grid's accessible name (default: "Dot grid", from `strings`). */
  @property({ useDefault: true })
  label = '';

  /** Replaces the grid's own words, in any language (see `DotGridStrings`). */
  @property({ attribute: false })
  strings: Partial<DotGridStrings> = {};

  /** The dot under the keyboard cursor. */
  @state()
  private cursor = 0;

  /** The cursor ring shows after a key press (a mouse press hides it). */
  @state()
  private keyboard = false;

  /** Spoken after a key changes a dot (the active descendant's new name is not re-read by every reader). */
  @state()
  private announcement = '';

  #value = '';
  #on = new Set<number>();
  #stroke: Stroke | null = null;
  #pointerStroke: PointerStroke | null = null;
  readonly #drag = new PointerDrag(this, {
    start: event => this.#onPointerStart(event),
    move: event => this.#onPointerMove(event),
    end: (_event, drag) => this.#onPointerEnd(drag.cancelled),
  });

  /**
   * The active dots: indexes 0–255, comma-separated, sorted ascending (e.g. `"0,17,34"`). Any
   * input is read leniently (an array of numbers works too). The attribute is the default value
   * `form.reset()` restores.
   */
  @property()
  get value(): string {
    return this.#value;
  }
  set value(value: string) {
    const dots = parseDots(value);
    this.#value = dots.join(',');
    this.#on = new Set(dots);
  }

  /** Whether the dot at `index` is active. */
  isOn(index: number): boolean {
    return this.#on.has(index);
  }

  // ---- form ------------------------------------------------------------------------------

  protected override formValue(): DsFormValue {
    return this.value;
  }

  protected override resetValue(): void {
    this.#stroke = null;
    this.value = this.getAttribute('value') ?? '';
  }

  protected override restoreValue(state: DsFormValue): void {
    if (typeof state === 'string') this.value = state;
  }

  protected override validationAnchor(): HTMLElement | undefined {
    return this.#grid() ?? undefined;
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (changed.has('mirror')) {
      const mode = toMirrorMode(this.mirror);
      if (mode !== this.mirror) this.mirror = mode;
    }
    if (!isDotIndex(this.cursor)) this.cursor = 0;
  }

  // ---- rendering -------------------------------------------------------------------------

  readonly #localize = new LocalizeController(this);

  #strings(): DotGridStrings {
    return this.#localize.strings('dotGrid', dotGridStrings, this.strings);
  }

  #dotName(index: number, strings: DotGridStrings): string {
    return formatString(strings.dot, {
      row: rowOf(index) + 1,
      column: columnOf(index) + 1,
      state: this.#on.has(index) ? strings.on : strings.off,
    });
  }

  override render(): TemplateResult {
    const strings = this.#strings();
    const disabled = this.isDisabled;
    const cursor = dotCenter(this.cursor);
    return html`<div
        part="base"
        class=${this.keyboard ? 'grid drag-surface keyboard' : 'grid drag-surface'}
        role="grid"
        tabindex=${disabled ? nothing : '0'}
        aria-label=${textOf(this.label).trim() || strings.label}
        aria-rowcount=${GRID_SIZE}
        aria-colcount=${GRID_SIZE}
        aria-activedescendant=${`dot-${this.cursor}`}
        aria-disabled=${disabled ? 'true' : nothing}
        @pointerdown=${this.#drag.onPointerDown}
        @keydown=${this.#onKeyDown}
        @keyup=${this.#onKeyUp}
        @focusout=${this.#onFocusOut}
      ><svg part="svg" role="none" viewBox="0 0 ${VIEW_SIZE} ${VIEW_SIZE}">${this.guides ? this.#guides() : nothing}${ROWS.map(
        row =>
          svg`<g role="row">${COLUMNS.map(column => {
            const index = row * GRID_SIZE + column;
            const on = this.#on.has(index);
            const { cx, cy } = dotCenter(index);
            return svg`<circle id=${`dot-${index}`} role="gridcell" part=${on ? 'dot dot-on' : 'dot'} class=${on ? 'dot on' : 'dot'} cx=${cx} cy=${cy} r=${DOT_RADIUS} aria-label=${this.#dotName(index, strings)}></circle>`;
          })}</g>`,
      )}<circle part="cursor" class="cursor" aria-hidden="true" cx=${cursor.cx} cy=${cursor.cy} r="4.9"></circle></svg></div
      ><span class="visually-hidden" aria-live="polite" .textContent=${this.announcement}></span>`;
  }

  #guides(): TemplateResult {
    const half = VIEW_SIZE / 2;
    return svg`<g part="guides" class="guides" aria-hidden="true">${GUIDE_STEPS.map(
      at =>
        svg`<line class=${at === half ? 'centre' : ''} x1=${at} y1="0" x2=${at} y2=${VIEW_SIZE}></line><line class=${at === half ? 'centre' : ''} x1="0" y1=${at} x2=${VIEW_SIZE} y2=${at}></line>`,
    )}</g>`;
  }

  #grid(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('[part="base"]');
  }

  // ---- changing the drawing ----------------------------------------------------------------

  #mirror(): MirrorMode {
    return toMirrorMode(this.mirror);
  }

  /** Sets `dots` (and their mirror images) on or off; fires `input` when anything changed. */
  #paint(dots: number[], on: boolean): boolean {
    const next = new Set(this.#on);
    for (const dot of dots) {
      for (const index of mirrorIndexes(dot, this.#mirror())) {
        if (on) next.add(index);
        else next.delete(index);
      }
    }
    const value = serializeDots(next);
    if (value === this.#value) return false;
    this.value = value;
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    return true;
  }

  /** A click or Space/Enter on a dot: toggles it, or turns it off in eraser mode. */
  #toggle(index: number): void {
    this.#paint([index], this.eraser ? false : !this.#on.has(index));
  }

  #beginStroke(): void {
    this.#stroke ??= { before: this.#value };
  }

  #endStroke(): void {
    const stroke = this.#stroke;
    this.#stroke = null;
    if (stroke && stroke.before !== this.#value) this.dispatchEvent(new Event('change', { bubbles: true }));
  }

  // ---- keyboard --------------------------------------------------------------------------

  #announce(index: number): void {
    this.announcement = this.#dotName(index, this.#strings());
  }

  #onKeyDown = (event: KeyboardEvent): void => {
    if (this.isDisabled || event.altKey) return;
    const ctrl = event.ctrlKey || event.metaKey;
    const move = cursorForKey(event.key, this.cursor, ctrl);
    if (move !== null) {
      // Ctrl/Cmd only goes with Home and End; Ctrl+arrows stay with the page
      if (ctrl && event.key !== 'Home' && event.key !== 'End') return;
      event.preventDefault();
      this.keyboard = true;
      if (event.shiftKey) {
        this.#beginStroke();
        this.#paint(dotsOnLine(this.cursor, move), !this.eraser);
        this.#announce(move);
      } else this.announcement = '';
      this.cursor = move;
      return;
    }
    if ((event.key === ' ' || event.key === 'Enter') && !ctrl) {
      event.preventDefault();
      this.keyboard = true;
      if (event.repeat) return;
      this.#beginStroke();
      this.#toggle(this.cursor);
      this.#announce(this.cursor);
    }
  };

  #onKeyUp = (event: KeyboardEvent): void => {
    if (event.key === 'Shift' || event.key === ' ' || event.key === 'Enter') this.#endStroke();
  };

  #onFocusOut = (): void => {
    this.#endStroke();
  };

  // ---- pointer ---------------------------------------------------------------------------

  #dotAt(event: PointerEvent): number | null {
    const box = this.renderRoot.querySelector('svg')?.getBoundingClientRect();
    if (!box || !box.width || !box.height) return null;
    return dotAtFraction((event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height);
  }

  #onPointerStart(event: PointerEvent): boolean {
    if (this.isDisabled) return false;
    const start = this.#dotAt(event);
    if (start === null) return false;
    event.preventDefault(); // no text selection; focus is moved below without scrolling
    this.#grid()?.focus({ preventScroll: true });
    this.keyboard = false;
    this.announcement = '';
    this.cursor = start;
    this.#beginStroke();
    // A press that sets the dot the way a drag would is applied at once; a press on an active
    // dot (outside eraser mode) waits: a click turns it off, a drag keeps it on.
    const startApplied = this.#on.has(start) === this.eraser;
    if (startApplied) this.#paint([start], !this.eraser);
    this.#pointerStroke = { start, last: start, painted: false, startApplied };
    return true;
  }

  #onPointerMove(event: PointerEvent): void {
    const stroke = this.#pointerStroke;
    if (!stroke) return;
    const index = this.#dotAt(event);
    if (index === null) {
      stroke.last = null; // off the grid: coming back starts a new line
      return;
    }
    if (index === stroke.last) return;
    stroke.painted = true;
    this.#paint(stroke.last === null ? [index] : dotsOnLine(stroke.last, index), !this.eraser);
    stroke.last = index;
    this.cursor = index;
  }

  #onPointerEnd(cancelled: boolean): void {
    const stroke = this.#pointerStroke;
    this.#pointerStroke = null;
    // a click on an active dot outside eraser mode: the toggle turns it off
    if (stroke && !cancelled && !stroke.painted && !stroke.startApplied && !this.eraser) {
      this.#paint([stroke.start], false);
    }
    this.#endStroke();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#pointerStroke = null;
    this.#stroke = null;
  }
}
