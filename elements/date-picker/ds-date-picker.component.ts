import { html, isServer, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { live } from 'lit/directives/live.js';
import { DsElement } from '../internal/core/ds-element.js';
import type { DsFormValue, DsValidationResult } from '../internal/form/ds-form-element.js';
import { DsLabelledField } from '../internal/form/labelled-field.js';
import { labelledFieldStyles } from '../internal/form/labelled-field.styles.js';
import { delegateAria } from '../internal/a11y/host-aria.js';
import { composedContains, deepActiveElement, nextTabStop } from '../internal/a11y/focus.js';
import { isRtl } from '../internal/i18n/direction.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import { formatString } from '../internal/i18n/strings.js';
import type { Dismissible } from '../internal/overlay/dismissible-stack.js';
import { OverlayController, type OverlayCloseReason } from '../internal/overlay/overlay.controller.js';
import { visuallyHiddenStyles } from '../internal/styles/visually-hidden.styles.js';
import en from '../translations/en.js';
import {
  addDays,
  addMonths,
  addYears,
  clampDate,
  compareDates,
  datePattern,
  endOfWeek,
  firstDayOfWeek,
  formatDate,
  formatDay,
  longDate,
  monthGrid,
  monthYear,
  parseDate,
  parseIso,
  patternHint,
  sameDate,
  startOfWeek,
  toIso,
  today,
  weekdayNames,
  weekdayOrder,
  type PlainDate,
} from './date-math.js';
import { datePickerStyles } from './ds-date-picker.styles.js';

/** The words `<ds-date-picker>` shows or announces; override them with its `strings` property. */
export interface DatePickerStrings {
  /** The mark after the label of a required field (hidden from assistive technology). */
  requiredMark: string;
  /** The calendar button's name while no date is chosen. */
  chooseDate: string;
  /** The calendar button's name with a chosen date; `{date}` is the date in words. */
  changeDate: string;
  /** The name of the calendar's previous-month button. */
  previousMonth: string;
  /** The name of the calendar's next-month button. */
  nextMonth: string;
  /** The calendar's close button. */
  close: string;
  /** The letters standing for the day in the format hint (`DD`). */
  dayLetters: string;
  /** The letters standing for the month in the format hint (`MM`). */
  monthLetters: string;
  /** The letters standing for the year in the format hint (`YYYY`). */
  yearLetters: string;
  /** Typed text that is not a date; `{format}` is the format hint, `{example}` a date written in it. */
  badInput: string;
  /** A required field left empty. */
  valueMissing: string;
  /** A date before `min`; `{min}` is written in the locale's format. */
  rangeUnderflow: string;
  /** A date after `max`; `{max}` is written in the locale's format. */
  rangeOverflow: string;
  /** A date `isDateDisabled` rules out; `{date}` is written in the locale's format. */
  unavailable: string;
}

/** The English defaults of `DatePickerStrings` (other languages: `translations/`, chosen by `lang`). */
export const datePickerStrings: Readonly<DatePickerStrings> = en.datePicker;

/** Leaving an edited field shows its error this long after the blur (Enter shows it at once). */
export const DATE_REVEAL_DELAY_MS = 300;

/** Gap between the field and the calendar (px). */
const CALENDAR_DISTANCE = 4;

const calendarIcon = html`<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
  <path d="M3.5 10h17M8 3v4M16 3v4" />
</svg>`;

const previousIcon = html`<svg class="icon flip" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <path d="m14.5 6-6 6 6 6" />
</svg>`;

const nextIcon = html`<svg class="icon flip" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <path d="m9.5 6 6 6-6 6" />
</svg>`;

/**
 * A date field: a labelled text input that takes a date typed in the locale's format, with a
 * button that opens a calendar to choose one, the "date picker dialog" of the WAI-ARIA Authoring
 * Practices. It takes part in forms like a native `<input type="date">` (its value in `FormData`,
 * `form.reset()`, `required`, `min`, `max`, `disabled` from a `<fieldset>`).
 *
 * ```html
 * <ds-date-picker label="Visit date" name="visit" min="2026-01-01" value="2026-11-28"></ds-date-picker>
 * ```
 *
 * The field reads what is typed in the order of day, month and year of the element's locale,
 * with any separator (`28.11.2026`, `28/11/2026` in German; `11/28/2026` in American English),
 * eight digits in a row, or an ISO date; the year has four digits. The order, the separators and
 * the format hint shown as the placeholder come from `Intl.DateTimeFormat`; no locale data is
 * shipped. A valid date is written back in the locale's format when the field is left. Text that is
 * not a date stays as typed and makes the field invalid (`badInput`) with a message that shows the
 * format; `value` is then `''`, never an invalid date.
 *
 * The calendar is a dialog (`role="dialog"`, `aria-modal="true"`, named by the month shown) below
 * the field, in the top layer: the month's heading (announced politely when it changes) between
 * the previous- and next-month buttons, and the month as a grid of days (`role="grid"`, weekday
 * columns named in full) whose first column is the locale's first day of the week. Each day is
 * named by its full date; the chosen one is `aria-selected`, today `aria-current="date"`, and days
 * out of `min`/`max` or ruled out by `isDateDisabled` are `aria-disabled` (the keys move onto them;
 * they cannot be chosen).
 *
 * Keyboard in the field: Alt+ArrowDown opens the calendar; Enter checks the typed date at once.
 * In the calendar, focus moves into the grid (to the chosen date, else today, else the nearest
 * date within the limits). ArrowLeft and ArrowRight move a day (swapped in right-to-left text),
 * ArrowUp and ArrowDown a week, Home and End to the first and last day of the week, PageUp and
 * PageDown a month and with Shift a year (the day clamped: 31 January + 1 month is the end of
 * February). Enter and Space choose the date and close; Escape closes without a change; focus
 * then returns to the calendar button. Tab and Shift+Tab cycle through the dialog's controls. A
 * press outside closes it too.
 *
 * The `value` attribute is the default value (restored by `form.reset()`); the `value` property is
 * the current value, an ISO date (`YYYY-MM-DD`) or `''`. `input` fires as the user types and when
 * a date is chosen in the calendar; `change` when a typed date is committed (the field is left or
 * Enter pressed) or a date is chosen. Neither fires when a script sets `value`.
 *
 * ARIA on the host goes to the input (`aria-label`, `aria-describedby`, …), and a `<label for>`
 * names it.
 *
 * @summary A labelled date field that reads dates typed in the locale's format and opens a calendar to choose one.
 * @status stable
 * @since 3.7
 *
 * @csspart form-control - The wrapper of label, field and texts.
 * @csspart label - The `<label>`.
 * @csspart required-indicator - The asterisk after the label of a required field (hidden from assistive technology; the input is `aria-required`).
 * @csspart base - The field's box (border, background) around the input and the calendar button.
 * @csspart input - The native text `<input>`.
 * @csspart calendar-button - The button that opens the calendar (`aria-haspopup="dialog"`).
 * @csspart dialog - The calendar (`role="dialog"`, in the top layer). `data-side` tells where it landed: `bottom` or `top`.
 * @csspart header - The row of the month's heading and its buttons.
 * @csspart heading - The month and year shown.
 * @csspart nav-button - The previous- and next-month buttons.
 * @csspart grid - The month's grid (`role="grid"`).
 * @csspart weekday - A weekday's column header.
 * @csspart day - A day of the month.
 * @csspart day-selected - Also on the chosen day.
 * @csspart day-today - Also on today.
 * @csspart day-disabled - Also on a day that cannot be chosen.
 * @csspart close-button - The calendar's close button.
 * @csspart help-text - The help text.
 * @csspart error-text - The error message, when shown.
 *
 * @cssprop --ds-date-picker-background - Background of the field (default: `--ds-color-surface`).
 * @cssprop --ds-date-picker-color - Text colour (default: `--ds-color-on-surface`).
 * @cssprop --ds-date-picker-placeholder-color - Placeholder (format hint) colour (default: `--ds-color-on-surface-muted`).
 * @cssprop --ds-date-picker-border-color - Border colour (default: `--ds-color-border-strong`).
 * @cssprop --ds-date-picker-border-color-hover - Border colour while hovered (default: `--ds-color-on-surface`).
 * @cssprop --ds-date-picker-border-color-focus - Border colour while focused or open (default: `--ds-color-accent`).
 * @cssprop --ds-date-picker-border-color-invalid - Border colour while an error is shown (default: `--ds-color-danger`).
 * @cssprop --ds-date-picker-radius - Corner radius of the field and the calendar (default: `--ds-radius-m`).
 * @cssprop [--ds-date-picker-height=2.75rem] - Height of the field.
 * @cssprop --ds-date-picker-padding-inline - Horizontal padding inside the field (default: `--ds-space-m`).
 * @cssprop --ds-date-picker-gap - Space between label, field and texts (default: `--ds-space-xs`).
 * @cssprop --ds-date-picker-font-size - Font size of the field and the calendar (default: `--ds-font-size-m`).
 * @cssprop --ds-date-picker-label-color - Label colour (default: `--ds-color-on-surface`).
 * @cssprop --ds-date-picker-help-color - Help text and weekday colour (default: `--ds-color-on-surface-muted`).
 * @cssprop --ds-date-picker-error-color - Error text colour (default: `--ds-color-danger`).
 * @cssprop --ds-date-picker-calendar-background - Background of the calendar (default: `--ds-color-surface-raised`).
 * @cssprop --ds-date-picker-calendar-shadow - Shadow of the calendar (default: `--ds-shadow-3`).
 * @cssprop [--ds-date-picker-day-size=2.5rem] - Width and height of a day (at least 44px on touch screens).
 * @cssprop --ds-date-picker-day-background-selected - Background of the chosen day (default: `--ds-color-accent`).
 * @cssprop --ds-date-picker-day-color-selected - Text colour of the chosen day (default: `--ds-color-on-accent`).
 * @cssprop --ds-date-picker-duration - Fade-in of the calendar (default: `--ds-duration-fast`; none with reduced motion).
 *
 * @fires input - The user typed in the field or chose a date in the calendar. Bubbles and is composed, with `target` the date picker; read `value`. Not fired when `value` is set by script.
 * @fires change - The user committed a typed date (left the field or pressed Enter) or chose a date in the calendar. Bubbles and is composed. Not fired when `value` is set by script.
 * @fires invalid - A validity check (`checkValidity()`, `reportValidity()`, a submit attempt) found the field invalid. Cancelable.
 */
export class DsDatePicker extends DsLabelledField implements Dismissible {
  static override styles = [DsElement.styles, visuallyHiddenStyles, labelledFieldStyles, datePickerStyles];

  static {
    // ARIA on the host is the input's (internal/a11y/host-aria.ts)
    delegateAria(this, { targets: el => [el.renderRoot?.querySelector('#input')] });
  }

  /**
   * The default value (the `value` attribute), an ISO date (`2026-11-28`): the value until the user
   * or a script changes it, and the value `form.reset()` restores. Anything else counts as empty.
   */
  @property({ attribute: 'value', useDefault: true })
  defaultValue = '';

  /** The earliest date that can be chosen, an ISO date (`rangeUnderflow` before it). Ignored when not a date. */
  @property({ useDefault: true })
  min = '';

  /** The latest date that can be chosen, an ISO date (`rangeOverflow` after it). Ignored when not a date or before `min`. */
  @property({ useDefault: true })
  max = '';

  /** A date must be given (`valueMissing` while `value` is `''`). */
  @property({ type: Boolean, reflect: true, useDefault: true })
  required = false;

  /** The text shown while the field is empty. Default: the locale's format hint (`DD.MM.YYYY`). */
  @property({ useDefault: true })
  placeholder = '';

  /** A BCP 47 language tag for the date format, the names and the first day of the week (`en-GB`). Empty: the nearest `lang`, else the browser's. */
  @property({ useDefault: true })
  locale = '';

  /**
   * Whether the calendar is open. Setting it opens or closes the calendar (opening does not move
   * focus into it; the button and Alt+ArrowDown do). A disabled date picker stays closed.
   */
  @property({ type: Boolean, reflect: true, useDefault: true })
  open = false;

  /**
   * An error set by the page (e.g. an answer from a server: "Fully booked"). While set, the field is
   * invalid (`customError`) and the text is shown at once, before any interaction; clear it (`''`)
   * when the error no longer applies, e.g. on the next `change`.
   */
  @property({ attribute: 'error-text', useDefault: true })
  errorText = '';

  /**
   * Rules out days besides `min` and `max`: called with each day's ISO date, it returns `true` for
   * a day that cannot be chosen (weekends, holidays). Such a day is shown as unavailable, and typing
   * it makes the field invalid (`customError`). A function that throws rules the day out.
   */
  @property({ attribute: false })
  isDateDisabled?: ((iso: string) => boolean) | undefined;

  /**
   * Replaces the date picker's own words, in any language (see `DatePickerStrings`): the buttons'
   * names, the format letters and the validation messages. Missing or non-string entries keep the default.
   */
  @property({ attribute: false })
  strings: Partial<DatePickerStrings> = {};

  readonly #localize = new LocalizeController(this);

  /** The value set by the user or a script: `''` or a valid ISO date. */
  #value = '';
  /** The value was changed by the user or a script (until `form.reset()`): it no longer follows `defaultValue`. */
  #dirty = false;
  /** The text the user typed, while it is shown as typed; `null`: the field shows the value in the locale's format. */
  #text: string | null = null;
  /** Errors are shown: the user committed a typed date, or a submit or validity report found the field invalid. */
  #interacted = false;
  #revealTimer: ReturnType<typeof setTimeout> | undefined;
  /** The user typed since the last commit (Enter or leaving the field): the next commit fires `change`. */
  #edited = false;
  /** The day with the grid's tab stop while the calendar is open (its month is the one shown). */
  #active: PlainDate = today();
  /** Move focus to the active day after the next render (the keys moved it, or the calendar opened). */
  #focusActive = false;
  /** Where focus goes once the calendar is closed: back to the button, or stays where the user put it. */
  #returnFocus = false;

  readonly #overlay = new OverlayController(this, {
    box: () => this.#dialog,
    trigger: () => this.renderRoot?.querySelector<HTMLElement>('.base') ?? null,
    placement: () => ({ placement: 'bottom', distance: CALENDAR_DISTANCE }),
    close: reason => this.#onOverlayClose(reason),
  });

  /**
   * The current value: an ISO date (`YYYY-MM-DD`), or `''` while the field is empty or holds text
   * that is not a date. Setting it fires no event; a string that is not an ISO date sets `''`.
   * Setting the value it already has changes nothing (text being typed stays); `form.reset()` clears it.
   */
  @property({ attribute: false })
  get value(): string {
    if (this.#dirty) return this.#value;
    const date = parseIso(this.defaultValue);
    return date ? toIso(date) : '';
  }

  set value(next: string) {
    const old = this.value;
    const date = parseIso(next);
    this.#value = date ? toIso(date) : '';
    this.#dirty = true;
    // The value it already has keeps the text being typed: a framework that sets every property on
    // each render (React's wrappers do) must not wipe a half-typed or invalid date.
    if (this.#value === old) return;
    this.#text = null;
    this.requestUpdate('value', old);
  }

  /** The value as a date, `null` when empty. */
  get #date(): PlainDate | null {
    return parseIso(this.value);
  }

  /** Moves focus to the input. */
  override focus(options?: FocusOptions): void {
    const input = this.#input;
    if (input && !this.isDisabled) input.focus(options);
    else super.focus(options);
  }

  /**
   * Called by the dismissible stack when Escape is pressed and this calendar is the topmost overlay.
   * @internal
   */
  dismiss(_reason: 'escape'): void {
    this.#close(true);
  }

  get #input(): HTMLInputElement | null {
    return this.renderRoot?.querySelector<HTMLInputElement>('#input') ?? null;
  }

  get #button(): HTMLButtonElement | null {
    return this.renderRoot?.querySelector<HTMLButtonElement>('#calendar-button') ?? null;
  }

  get #dialog(): HTMLElement | null {
    return this.renderRoot?.querySelector<HTMLElement>('#dialog') ?? null;
  }

  // ---- lifecycle ---------------------------------------------------------------------------

  override connectedCallback(): void {
    super.connectedCallback();
    if (isServer) return;
    this.addEventListener('invalid', this.#onInvalid);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback(); // the overlay controller hides the calendar
    this.removeEventListener('invalid', this.#onInvalid);
    clearTimeout(this.#revealTimer);
    this.open = false;
  }

  // ---- locale ------------------------------------------------------------------------------

  #locale(): string | undefined {
    return this.#localize.locale(this.locale);
  }

  #strings(): DatePickerStrings {
    return this.#localize.strings('datePicker', datePickerStrings, this.strings);
  }

  /** The limits as dates (`max` ignored when before `min`). */
  #limits(): { min: PlainDate | null; max: PlainDate | null } {
    const min = parseIso(this.min);
    const max = parseIso(this.max);
    return { min, max: max && (!min || compareDates(max, min) >= 0) ? max : null };
  }

  /** Whether `date` cannot be chosen: out of the limits, or ruled out by `isDateDisabled` (also when it throws). */
  #unavailable(date: PlainDate): boolean {
    const { min, max } = this.#limits();
    if ((min && compareDates(date, min) < 0) || (max && compareDates(date, max) > 0)) return true;
    return this.#ruledOut(date);
  }

  #ruledOut(date: PlainDate): boolean {
    if (typeof this.isDateDisabled !== 'function') return false;
    try {
      return Boolean(this.isDateDisabled(toIso(date)));
    } catch {
      return true;
    }
  }

  // ---- DsFormElement hooks -----------------------------------------------------------------

  protected override formValue(): DsFormValue {
    return this.value;
  }

  /** Whether the field holds typed text that is not a date. */
  #badText(): boolean {
    const text = this.#text;
    return text !== null && text.trim() !== '' && parseDate(text, datePattern(this.#locale())) === null;
  }

  protected override validate(): DsValidationResult {
    if (this.errorText) return { flags: { customError: true }, message: this.errorText };
    const strings = this.#strings();
    const locale = this.#locale();
    const pattern = datePattern(locale);
    if (this.#badText()) {
      const format = patternHint(pattern, {
        day: strings.dayLetters,
        month: strings.monthLetters,
        year: strings.yearLetters,
      });
      const example = formatDate(today(), locale, pattern);
      return { flags: { badInput: true }, message: formatString(strings.badInput, { format, example }) };
    }
    const date = this.#date;
    if (!date) {
      return this.required
        ? { flags: { valueMissing: true }, message: strings.valueMissing }
        : { flags: {}, message: '' };
    }
    const { min, max } = this.#limits();
    if (min && compareDates(date, min) < 0) {
      const message = formatString(strings.rangeUnderflow, { min: formatDate(min, locale, pattern) });
      return { flags: { rangeUnderflow: true }, message };
    }
    if (max && compareDates(date, max) > 0) {
      const message = formatString(strings.rangeOverflow, { max: formatDate(max, locale, pattern) });
      return { flags: { rangeOverflow: true }, message };
    }
    if (this.#ruledOut(date)) {
      const message = formatString(strings.unavailable, { date: formatDate(date, locale, pattern) });
      return { flags: { customError: true }, message };
    }
    return { flags: {}, message: '' };
  }

  protected override validationAnchor(): HTMLElement | undefined {
    return this.#input ?? undefined;
  }

  protected override resetValue(): void {
    this.#dirty = false;
    this.#value = '';
    this.#text = null;
    this.#edited = false;
    this.#interacted = false;
    clearTimeout(this.#revealTimer);
    this.open = false;
  }

  protected override restoreValue(state: DsFormValue): void {
    if (typeof state === 'string') this.value = state;
  }

  // ---- rendering ---------------------------------------------------------------------------

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (this.open && this.isDisabled) this.open = false;
    if (changed.has('open') && this.open) {
      const { min, max } = this.#limits();
      this.#active = clampDate(this.#date ?? today(), min, max);
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (changed.has('open')) this.#sync();
    if (this.open && this.#focusActive) {
      this.#focusActive = false;
      this.renderRoot.querySelector<HTMLElement>('.day[tabindex="0"]')?.focus();
    }
  }

  override render(): TemplateResult {
    const disabled = this.isDisabled;
    const strings = this.#strings();
    const locale = this.#locale();
    const pattern = datePattern(locale);
    const error = this.#shownError();
    const described = this.describedBy(error);
    const date = this.#date;
    const text = this.#text ?? (date ? formatDate(date, locale, pattern) : '');
    const hint = patternHint(pattern, {
      day: strings.dayLetters,
      month: strings.monthLetters,
      year: strings.yearLetters,
    });
    const buttonName = date ? formatString(strings.changeDate, { date: longDate(date, locale) }) : strings.chooseDate;

    /* eslint-disable lit-a11y/click-events-have-key-events -- a click on the frame focuses the input, itself a tab stop */
    return html`<div
      part="form-control"
      class=${classMap({ 'form-control': true, invalid: Boolean(error), disabled, open: this.open })}
    >
      <label part="label" class=${classMap({ label: true, 'visually-hidden': this.hideLabel })} for="input"
        >${this.labelContent(this.required, strings.requiredMark)}</label
      >
      <div part="base" class="base" @click=${this.#onBaseClick}>
        <input
          id="input"
          part="input"
          class="input"
          type="text"
          autocomplete="off"
          spellcheck="false"
          .value=${live(text)}
          placeholder=${this.placeholder || hint}
          ?disabled=${disabled}
          aria-required=${this.required ? 'true' : nothing}
          aria-invalid=${error ? 'true' : nothing}
          aria-describedby=${described || nothing}
          @input=${this.#onInput}
          @change=${this.#onChange}
          @keydown=${this.#onInputKeyDown}
        />
        <button
          id="calendar-button"
          part="calendar-button"
          class="calendar-button"
          type="button"
          aria-label=${buttonName}
          aria-haspopup="dialog"
          aria-expanded=${this.open ? 'true' : 'false'}
          ?disabled=${disabled}
          @click=${this.#onButtonClick}
        >${calendarIcon}</button>
      </div>
      ${this.renderFieldTexts(error)}
      <div
        part="dialog"
        id="dialog"
        class="dialog"
        popover="manual"
        role="dialog"
        aria-modal="true"
        aria-labelledby="heading"
        @keydown=${this.#onDialogKeyDown}
        @focusout=${this.#onDialogFocusOut}
      >${this.open ? this.#renderCalendar(strings, locale) : nothing}</div>
    </div>`;
    /* eslint-enable lit-a11y/click-events-have-key-events */
  }

  #renderCalendar(strings: DatePickerStrings, locale: string | undefined): TemplateResult {
    const active = this.#active;
    const { min, max } = this.#limits();
    const firstDay = firstDayOfWeek(locale);
    const longNames = weekdayNames(locale, 'long');
    // short names where they are short (Mon, 月); single letters where "short" is the whole word (Arabic)
    const short = weekdayNames(locale, 'short');
    const shortNames = short.some(name => [...name].length > 4) ? weekdayNames(locale, 'narrow') : short;
    const chosen = this.#date;
    const now = today();
    const atMin = !!min && active.year * 12 + active.month <= min.year * 12 + min.month;
    const atMax = !!max && active.year * 12 + active.month >= max.year * 12 + max.month;

    const day = (date: PlainDate): TemplateResult => {
      const isActive = sameDate(date, active);
      const selected = sameDate(date, chosen);
      const isToday = sameDate(date, now);
      const unavailable = this.#unavailable(date);
      const parts = [
        'day',
        selected ? 'day-selected' : '',
        isToday ? 'day-today' : '',
        unavailable ? 'day-disabled' : '',
      ]
        .filter(Boolean)
        .join(' ');
      return html`<td
        part=${parts}
        class=${classMap({ day: true, selected, today: isToday, unavailable })}
        role="gridcell"
        data-date=${toIso(date)}
        tabindex=${isActive ? '0' : '-1'}
        aria-label=${longDate(date, locale)}
        aria-selected=${selected ? 'true' : nothing}
        aria-current=${isToday ? 'date' : nothing}
        aria-disabled=${unavailable ? 'true' : nothing}
      >${formatDay(date.day, locale)}</td>`;
    };

    return html`<div part="header" class="header">
        <button
          id="previous"
          part="nav-button"
          class="nav-button"
          type="button"
          aria-label=${strings.previousMonth}
          aria-disabled=${atMin ? 'true' : nothing}
          @click=${() => this.#showMonth(-1, atMin)}
        >${previousIcon}</button>
        <h2 id="heading" part="heading" class="heading" aria-live="polite">${monthYear(active.year, active.month, locale)}</h2>
        <button
          id="next"
          part="nav-button"
          class="nav-button"
          type="button"
          aria-label=${strings.nextMonth}
          aria-disabled=${atMax ? 'true' : nothing}
          @click=${() => this.#showMonth(1, atMax)}
        >${nextIcon}</button>
      </div>
      <table part="grid" class="grid" role="grid" aria-labelledby="heading" @keydown=${this.#onGridKeyDown} @click=${this.#onGridClick}>
        <thead>
          <tr>
            ${weekdayOrder(firstDay).map(
              weekday => html`<th part="weekday" class="weekday" scope="col" abbr=${longNames[weekday]!}
                ><span aria-hidden="true">${shortNames[weekday]}</span><span class="visually-hidden">${longNames[weekday]}</span></th
              >`,
            )}
          </tr>
        </thead>
        <tbody>
          ${monthGrid(active.year, active.month, firstDay).map(
            week =>
              html`<tr>${week.map(date => (date ? day(date) : html`<td class="empty" role="gridcell"></td>`))}</tr>`,
          )}
        </tbody>
      </table>
      <div class="footer">
        <button part="close-button" class="close-button" type="button" @click=${() => this.#close(true)}>${strings.close}</button>
      </div>`;
  }

  /** The error message shown: once the user committed a typed date, or a submit or validity report found the field invalid. */
  #shownError(): string {
    if (this.isDisabled) return '';
    if (this.errorText) return this.errorText;
    return this.#interacted ? this.validate().message : '';
  }

  // ---- opening, closing, choosing ----------------------------------------------------------

  /** Opens the calendar with focus in its grid. */
  #openCalendar(): void {
    if (this.isDisabled) return;
    this.#focusActive = true;
    if (this.open) this.requestUpdate();
    else this.open = true;
  }

  /** Closes the calendar; `returnFocus`: focus goes back to the calendar button. */
  #close(returnFocus: boolean): void {
    if (!this.open) return;
    this.#returnFocus = returnFocus;
    this.open = false;
  }

  /** Brings the calendar in line with `open`. */
  #sync(): void {
    if (this.open && !this.#overlay.shown) {
      if (!this.#dialog || !this.#overlay.show()) {
        this.open = false;
        return;
      }
      void this.#overlay.position();
    } else if (!this.open && this.#overlay.shown) {
      const focusInside = composedContains(this.#dialog!, deepActiveElement());
      this.#overlay.hide();
      // focus in the hidden calendar would be lost: it goes back to the button then too
      if (this.#returnFocus || focusInside) this.#button?.focus();
      this.#returnFocus = false;
      this.#focusActive = false;
    }
  }

  #onOverlayClose(reason: OverlayCloseReason): void {
    // A phone's keyboard opening or closing resizes the window: the calendar follows the field instead.
    if (reason === 'resize') return;
    this.#close(false);
  }

  /** Shows the month `step` months away (the previous- and next-month buttons), focus staying on the button. */
  #showMonth(step: number, blocked: boolean): void {
    if (blocked) return;
    this.#moveTo(addMonths(this.#active, step), false);
  }

  /** Makes `date` (kept within the limits) the active day; `focus`: and moves focus to it. */
  #moveTo(date: PlainDate, focus: boolean): void {
    const { min, max } = this.#limits();
    this.#active = clampDate(date, min, max);
    this.#focusActive = focus;
    this.requestUpdate();
  }

  /** Makes `date` the value (firing `input` and `change` when it changed) and closes, focus back on the button. */
  #choose(date: PlainDate): void {
    if (this.#unavailable(date)) return;
    const iso = toIso(date);
    const changed = iso !== this.value || this.#text !== null;
    this.value = iso;
    this.#interacted = true;
    if (changed) {
      // form value and validity are current for the listeners
      this.updateFormValue();
      this.updateValidity();
      this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    }
    this.#close(true);
  }

  // ---- typing ------------------------------------------------------------------------------

  #onInput = (): void => {
    const input = this.#input;
    if (!input) return;
    const old = this.value;
    const text = input.value;
    const date = parseDate(text, datePattern(this.#locale()));
    this.#text = text;
    this.#value = date ? toIso(date) : '';
    this.#dirty = true;
    this.#edited = true;
    // form value and validity are current for `input` listeners (the native event, composed,
    // reaches the host's listeners after this one)
    this.updateFormValue();
    this.updateValidity();
    this.requestUpdate('value', old);
  };

  /**
   * Commits the typed text (Enter, or leaving the field): a date is written in the locale's format,
   * other text stays as typed; `change` fires when the user typed since the last commit.
   */
  #commit(): void {
    if (this.#text !== null && (this.#text.trim() === '' || !this.#badText())) {
      this.#text = null;
      this.requestUpdate();
    }
    if (!this.#edited) return;
    this.#edited = false;
    this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  }

  #onChange = (event: Event): void => {
    // The native `change` is not composed and stops at the shadow root; the host fires its own, once
    // per commit (engines differ on a native `change` at Enter: WebKit fires none).
    event.stopPropagation();
    this.#commit();
    this.#revealSoon();
  };

  #onInputKeyDown = (event: KeyboardEvent): void => {
    if (event.isComposing) return;
    if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      this.#openCalendar();
    } else if (event.key === 'Enter' && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
      // the error shows at once
      this.#commit();
      this.#reveal();
    }
  };

  /**
   * Errors show a moment after the field is left: at once, the message would move the content
   * below the field between mouse-down and mouse-up on, say, the Submit button, and lose the click.
   */
  #revealSoon(): void {
    if (this.#interacted) return;
    clearTimeout(this.#revealTimer);
    this.#revealTimer = setTimeout(() => this.#reveal(), DATE_REVEAL_DELAY_MS);
  }

  #reveal(): void {
    clearTimeout(this.#revealTimer);
    if (this.#interacted) return;
    this.#interacted = true;
    this.requestUpdate();
  }

  #onInvalid = (): void => {
    this.#reveal();
  };

  /** A click on the box around the input (its padding) focuses the input. */
  #onBaseClick = (event: MouseEvent): void => {
    if (event.target === event.currentTarget && !this.isDisabled) this.#input?.focus();
  };

  #onButtonClick = (): void => {
    if (this.open) this.#close(true);
    else this.#openCalendar();
  };

  // ---- the calendar's keys and pointer -----------------------------------------------------

  #onGridKeyDown = (event: KeyboardEvent): void => {
    if (event.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
    const active = this.#active;
    const back = isRtl(this) ? 1 : -1;
    let to: PlainDate | undefined;
    switch (event.key) {
      case 'ArrowLeft':
        to = addDays(active, back);
        break;
      case 'ArrowRight':
        to = addDays(active, -back);
        break;
      case 'ArrowUp':
        to = addDays(active, -7);
        break;
      case 'ArrowDown':
        to = addDays(active, 7);
        break;
      case 'Home':
        to = startOfWeek(active, firstDayOfWeek(this.#locale()));
        break;
      case 'End':
        to = endOfWeek(active, firstDayOfWeek(this.#locale()));
        break;
      case 'PageUp':
        to = event.shiftKey ? addYears(active, -1) : addMonths(active, -1);
        break;
      case 'PageDown':
        to = event.shiftKey ? addYears(active, 1) : addMonths(active, 1);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        this.#choose(active);
        return;
      default:
        return;
    }
    event.preventDefault();
    this.#moveTo(to, true);
  };

  #onGridClick = (event: MouseEvent): void => {
    const cell = (event.target as Element | null)?.closest?.<HTMLElement>('.day');
    const date = parseIso(cell?.dataset['date']);
    if (date) this.#choose(date);
  };

  /**
   * Keeps Tab inside the calendar (a modal dialog), as `<ds-modal>` does: every Tab goes to the
   * next stop of `nextTabStop()` (the grid is one stop: its active day), wrapping at either end.
   */
  #onDialogKeyDown = (event: KeyboardEvent): void => {
    // WebKitGTK reports Shift+Tab (GTK's ISO_Left_Tab) as key "Unidentified", code "Tab".
    const tab = event.key === 'Tab' || (event.key === 'Unidentified' && event.code === 'Tab');
    if (!tab || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const dialog = this.#dialog;
    if (!dialog || !this.open) return;
    const target = nextTabStop(dialog, deepActiveElement(), event.shiftKey);
    event.preventDefault();
    target?.focus();
  };

  /** Focus taken out of the calendar (a click elsewhere, a script, a screen reader's cursor) closes it. */
  #onDialogFocusOut = (event: FocusEvent): void => {
    const to = event.relatedTarget as Node | null;
    const dialog = this.#dialog;
    // to the calendar button: its click closes the calendar (and must not open it again)
    if (!this.open || !to || !dialog || composedContains(dialog, to) || to === this.#button) return;
    this.#close(false);
  };
}
