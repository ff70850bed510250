import { html, isServer, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import type { Dismissible } from '../internal/overlay/dismissible-stack.js';
import { DsElement } from '../internal/core/ds-element.js';
import type { DsFormValue, DsValidationResult } from '../internal/form/ds-form-element.js';
import { DsLabelledField } from '../internal/form/labelled-field.js';
import { labelledFieldStyles } from '../internal/form/labelled-field.styles.js';
import { firstEnabled, lastEnabled, readOptions, stepEnabled } from '../internal/form/options.js';
import { delegateAria } from '../internal/a11y/host-aria.js';
import { OverlayController } from '../internal/overlay/overlay.controller.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import { formatString } from '../internal/i18n/strings.js';
import { cssVars } from '../internal/styles/css-vars.js';
import { visuallyHiddenStyles } from '../internal/styles/visually-hidden.styles.js';
import en from '../translations/en.js';
import { DsOption } from '../select/ds-option.component.js';
import { DsOptionGroup } from '../select/ds-option-group.component.js';
import { DsTag } from '../tag/ds-tag.component.js';
import { comboboxStyles } from './ds-combobox.styles.js';
import { filterFolded, foldQuery, foldText, matchRange, parseValueList, rowWindow, type RowWindow } from './filter.js';

/** The words `<ds-combobox>` shows or announces; override them with its `strings` property. */
export interface ComboboxStrings {
  /** The mark after the label of a required combobox (hidden from assistive technology). */
  requiredMark: string;
  /** The validation message of a required combobox with no value. */
  valueMissing: string;
  /** Announced after filtering: how many options match (`{count}`). */
  results: string;
  /** The same for one option. */
  resultsOne: string;
  /** Shown and announced when no option matches. */
  noResults: string;
  /** Shown and announced while the `options` loader works. */
  loading: string;
  /** Shown and announced when the `options` loader failed. */
  loadError: string;
  /** The name of a chosen value's remove button (`{label}`), with `multiple`. */
  remove: string;
}

/** The English defaults of `ComboboxStrings` (other languages: `translations/`, chosen by `lang`). */
export const comboboxStrings: Readonly<ComboboxStrings> = en.combobox;

/** An option as the `options` loader gives it. */
export interface ComboboxItem {
  value: string;
  /** The text shown (default: the value). */
  label?: string;
  disabled?: boolean;
}

/**
 * Loads the options for a query (remote options): called after the user pauses typing for `debounce`
 * milliseconds, with an `AbortSignal` that aborts when a newer query replaces it. Answers to older
 * queries are ignored.
 */
export type ComboboxLoader = (query: string, init: { signal: AbortSignal }) => Promise<readonly ComboboxItem[]>;

/** One option of the list, from a `<ds-option>` or the loader. */
interface Item {
  readonly value: string;
  readonly label: string;
  readonly disabled: boolean;
  /** Index of its group in the groups' labels; -1 outside any group. */
  readonly group: number;
}

/** The option the list opens on (see `#openOn`). */
type OpenOn = 'chosen' | 'chosen-or-first' | 'chosen-or-last' | 'first' | 'last' | 'none';

/** Gap between the field and its list (px). */
const LIST_DISTANCE = 4;
/** The height of a row before one is measured (px): 2.25rem at 16 px. */
const ROW_HEIGHT = 36;
/** Rows rendered beyond each edge of the visible ones. */
const ROW_MARGIN = 8;
/** The default pause before the loader is called (ms). */
const DEBOUNCE = 250;

const chevron = html`<svg part="expand-icon" class="expand-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <path d="m6 9 6 6 6-6" />
</svg>`;

const check = html`<svg class="check" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <path d="m5 12.5 4.5 4.5L19 7.5" />
</svg>`;

/** A loader's answer as items, whatever it held (bad entries are left out). */
function itemsOf(answer: unknown): Item[] {
  if (!Array.isArray(answer)) return [];
  const items: Item[] = [];
  for (const entry of answer as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { value, label, disabled } = entry as Record<string, unknown>;
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const text = String(value);
    items.push({
      value: text,
      label: typeof label === 'string' && label.trim() ? label.trim() : text,
      disabled: disabled === true,
      group: -1,
    });
  }
  return items;
}

/**
 * An editable combobox: a labelled text field that filters a list of options as the user types, the
 * "editable combobox with list autocomplete" of the WAI-ARIA Authoring Practices. It takes part in
 * forms like a native control (its value in `FormData`, `form.reset()`, `required`, `disabled` from
 * a `<fieldset>`).
 *
 * ```html
 * <ds-combobox label="Country" name="country" placeholder="Type to search">
 *   <ds-option value="fr">France</ds-option>
 *   <ds-option value="de">Germany</ds-option>
 *   <ds-option-group label="Nordics">
 *     <ds-option value="no">Norway</ds-option>
 *     <ds-option value="se">Sweden</ds-option>
 *   </ds-option-group>
 * </ds-combobox>
 * ```
 *
 * The options are `<ds-option>` elements (directly inside or in a `<ds-option-group>`), as in
 * `<ds-select>`, or the answers of the `options` loader. Typing filters them by substring, ignoring
 * case and accents ("cote" finds "Côte d’Ivoire"), and marks the match in each label; a polite live
 * region says how many match, "No results", or "Loading…". The combobox draws the options in its
 * own list, in its shadow tree, so the input's `aria-activedescendant` reaches them in every browser,
 * and it draws only the visible rows (plus a margin) of a long list: 10,000 options open and filter
 * at once, each row keeping its `aria-posinset` and `aria-setsize`.
 *
 * Keyboard: typing opens the list, filtered, with the first match active (with `allow-custom`, none:
 * Enter then keeps the text). ArrowDown and ArrowUp open the list, or move the active option (from the
 * last to the first and back); Alt+ArrowDown opens it unfiltered without moving to an option;
 * Alt+ArrowUp closes it. Enter chooses the active option (with `multiple`, adds or removes it and
 * keeps the list open). Escape closes the list; a second Escape clears the text (and, single, the
 * value). Home and End move the caret in the text. Backspace in an empty input removes the last
 * chosen value (`multiple`). Leaving the field keeps the chosen option's label, takes the text that
 * names an option exactly (or any text, with `allow-custom`), and clears the value when the text was
 * cleared.
 *
 * The `value` attribute is the default value (restored by `form.reset()`); with `multiple`, a
 * comma-separated list. `input` and `change` fire when the user changes the value, never while they
 * only type (the inner input's own `input` events stay inside) nor when a script sets `value`.
 *
 * @summary A labelled text field that filters a list of options as you type: one or several values, custom text, remote options.
 * @status stable
 * @since 3.7
 * @dependency ds-option
 * @dependency ds-option-group
 * @dependency ds-tag
 *
 * @slot - The `<ds-option>` and `<ds-option-group>` elements (read, not shown: the combobox draws them).
 *
 * @csspart form-control - The wrapper of label, field and texts.
 * @csspart label - The label (`<label>` of the input; it also names the list).
 * @csspart required-indicator - The asterisk after the label of a required combobox (hidden from assistive technology; the input is `aria-required`).
 * @csspart field - The box around the chosen values' tags, the input and the chevron.
 * @csspart input - The text input (`role="combobox"`).
 * @csspart tag - A chosen value (`multiple`): a `<ds-tag>`.
 * @csspart tag-remove - A tag's remove button, named "Remove {label}".
 * @csspart expand-icon - The chevron at the end of the field (a click opens or closes the list).
 * @csspart popup - The box in the top layer that holds the list and its message. `data-side` tells where it landed.
 * @csspart listbox - The list (`role="listbox"`), which scrolls.
 * @csspart group - The options of a group (`role="group"`, named by the group's label).
 * @csspart group-label - A group's heading.
 * @csspart option - An option (`role="option"`).
 * @csspart option-active - Also on the option under visual focus.
 * @csspart option-selected - Also on a chosen option.
 * @csspart option-disabled - Also on a disabled option.
 * @csspart match - The part of an option's label that matches the text typed (a `<mark>`).
 * @csspart message - "No results", "Loading…" or the loader's failure, in the popup.
 * @csspart help-text - The help text.
 * @csspart error-text - The error message, when shown.
 *
 * @cssprop --ds-combobox-background - Background of the field (default: `--ds-color-surface`).
 * @cssprop --ds-combobox-color - Text colour (default: `--ds-color-on-surface`).
 * @cssprop --ds-combobox-placeholder-color - Placeholder colour (default: `--ds-color-on-surface-muted`).
 * @cssprop --ds-combobox-border-color - Border colour (default: `--ds-color-border-strong`).
 * @cssprop --ds-combobox-border-color-hover - Border colour while hovered (default: `--ds-color-on-surface`).
 * @cssprop --ds-combobox-border-color-focus - Border colour while focused or open (default: `--ds-color-accent`).
 * @cssprop --ds-combobox-border-color-invalid - Border colour while an error is shown (default: `--ds-color-danger`).
 * @cssprop --ds-combobox-radius - Corner radius of the field and the list (default: `--ds-radius-m`).
 * @cssprop [--ds-combobox-height=2.75rem] - Least height of the field (at least 44px on touch screens).
 * @cssprop --ds-combobox-padding-inline - Padding at the start of the field (default: `--ds-space-m`).
 * @cssprop --ds-combobox-gap - Space between label, field and texts (default: `--ds-space-xs`).
 * @cssprop --ds-combobox-font-size - Font size of the field and the options (default: `--ds-font-size-m`).
 * @cssprop --ds-combobox-label-color - Label colour (default: `--ds-color-on-surface`).
 * @cssprop --ds-combobox-help-color - Help text colour (default: `--ds-color-on-surface-muted`).
 * @cssprop --ds-combobox-error-color - Error text colour (default: `--ds-color-danger`).
 * @cssprop --ds-combobox-tag-background - Background of a chosen value's tag (default: `--ds-color-accent-soft`).
 * @cssprop --ds-combobox-tag-color - Text colour of a tag (default: `--ds-color-on-accent-soft`).
 * @cssprop --ds-combobox-listbox-background - Background of the list (default: `--ds-color-surface-raised`).
 * @cssprop --ds-combobox-listbox-shadow - Shadow of the list (default: `--ds-shadow-3`).
 * @cssprop [--ds-combobox-listbox-max-height=20rem] - Tallest the list grows before it scrolls (never past the viewport).
 * @cssprop [--ds-combobox-option-height=2.25rem] - Height of every row of the list (one line; at least 44px on touch screens).
 * @cssprop --ds-combobox-option-background-active - Background of the option under visual focus (default: `--ds-color-accent-soft`).
 * @cssprop --ds-combobox-option-color-active - Text colour of the option under visual focus (default: `--ds-color-on-accent-soft`).
 * @cssprop --ds-combobox-duration - Fade-in of the list and turn of the chevron (default: `--ds-duration-fast`; none with reduced motion).
 *
 * @fires input - The user changed the value (chose, added or removed an option, or committed custom text). Bubbles and is composed; read `value`. Not fired while typing, nor when `value` is set by script.
 * @fires change - Right after `input`. Bubbles and is composed.
 * @fires invalid - A validity check (`checkValidity()`, `reportValidity()`, a submit attempt) found the combobox invalid. Cancelable.
 */
export class DsCombobox extends DsLabelledField implements Dismissible {
  static override styles = [DsElement.styles, visuallyHiddenStyles, labelledFieldStyles, comboboxStyles];

  /** The elements it renders, which `defineElement()` registers before it. */
  static override dependencies = { 'ds-option': DsOption, 'ds-option-group': DsOptionGroup, 'ds-tag': DsTag };

  static {
    // ARIA on the host is the input's (internal/a11y/host-aria.ts), except what the combobox keeps itself
    delegateAria(this, {
      targets: el => [el.renderRoot?.querySelector('#input')],
      skip: ['aria-expanded', 'aria-haspopup', 'aria-controls'],
    });
  }

  /**
   * The default value (the `value` attribute), restored by `form.reset()`; with `multiple`, the
   * values separated by commas (`value="fr, de"`).
   */
  @property({ attribute: 'value', useDefault: true })
  defaultValue = '';

  /** The text shown in the empty input. */
  @property({ useDefault: true })
  placeholder = '';

  /** A value is required (`valueMissing` while there is none). */
  @property({ type: Boolean, reflect: true, useDefault: true })
  required = false;

  /** Several values: each chosen option shows as a removable tag, and the form gets every value under the name. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  multiple = false;

  /** Any text is a value: Enter (or leaving the field) takes the text typed even when no option has it. */
  @property({ type: Boolean, reflect: true, attribute: 'allow-custom', useDefault: true })
  allowCustom = false;

  /** The pause after the last key before the `options` loader is called (ms). */
  @property({ type: Number, useDefault: true })
  debounce = DEBOUNCE;

  /** Whether the list is open. Setting it opens the list (unfiltered) or closes it. A disabled combobox stays closed. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  open = false;

  /**
   * Loads the options from elsewhere (a server): `(query, { signal }) => Promise<{ value, label }[]>`.
   * While it is set, its answers are the options (the `<ds-option>` children are ignored) and are not
   * filtered again; the list says "Loading…" meanwhile.
   */
  @property({ attribute: false })
  options: ComboboxLoader | null = null;

  /** Replaces the combobox's own words, in any language (see `ComboboxStrings`). Missing or non-string entries keep the default. */
  @property({ attribute: false })
  strings: Partial<ComboboxStrings> = {};

  readonly #localize = new LocalizeController(this);

  /** The values set by the user or a script; `#dirty` false: the default value applies. */
  #chosen: string[] = [];
  #dirty = false;
  /** Labels of values chosen from the loader or typed, which no `<ds-option>` names. */
  readonly #labels = new Map<string, string>();
  /** A submit or validity report found the combobox invalid: its error is shown until reset. */
  #interacted = false;

  /** The input's text, and whether it is the user's (single: else it shows the chosen label). */
  #text = '';
  #editing = false;
  /** The text the list is filtered by, as typed and folded. */
  #queryText = '';
  #query = '';

  #light: Item[] = [];
  #lightFolded: string[] = [];
  #groups: string[] = [];
  /** The loader's last answer (`null`: none yet). */
  #remote: Item[] | null = null;
  #loading = false;
  #loadFailed = false;
  #loadTimer: ReturnType<typeof setTimeout> | undefined;
  #abort: AbortController | undefined;
  #loadId = 0;
  #loadedQuery: string | null = null;

  /** The matching options (indices of the source), the rows drawn (>= 0: a match; < 0: group -row-1's heading). */
  #matches: number[] = [];
  #rows: number[] = [];
  #rowOfMatch: number[] = [];
  /** The active option: its position in `#matches`; -1: none. */
  #active = -1;
  /** What the list opens on, set by the key that opens it: the chosen option (else none, the first or the last), the first, the last or none. */
  #openOn: OpenOn = 'chosen';
  #openFiltered = false;
  #window: RowWindow = { start: 0, end: 0 };
  #rowHeight = ROW_HEIGHT;
  /** A scroll position the next update gives the list. */
  #scrollTo: number | undefined;
  #announcement = '';
  #observer: MutationObserver | undefined;

  readonly #overlay = new OverlayController(this, {
    box: () => this.#popup,
    trigger: () => this.#field,
    placement: () => ({ placement: 'bottom', distance: LIST_DISTANCE }),
    close: () => this.#close(),
  });

  /**
   * The current value. Without `multiple`, a string (`''`: none); with `multiple`, an array of strings
   * (`[]`: none), submitted as one form entry each, as `<select multiple>` does. A value no option has
   * is kept and shown as itself (options may come later, from a loader). Setting it fires no event.
   */
  @property({ attribute: false })
  get value(): string | string[] {
    const values = this.#values();
    return this.multiple ? [...values] : (values[0] ?? '');
  }

  set value(next: string | string[]) {
    const old = this.value;
    const list = Array.isArray(next) ? next : next === null || next === undefined || next === '' ? [] : [next];
    const values: string[] = [];
    for (const entry of list) {
      const text = entry === null || entry === undefined ? '' : String(entry);
      if (text !== '' && !values.includes(text)) values.push(text);
    }
    this.#chosen = this.multiple ? values : values.slice(0, 1);
    this.#dirty = true;
    if (!this.multiple) this.#editing = false;
    this.requestUpdate('value', old);
  }

  /** Moves focus to the input. */
  override focus(options?: FocusOptions): void {
    const input = this.#input;
    if (input && !this.isDisabled) input.focus(options);
    else super.focus(options);
  }

  /**
   * Called by the dismissible stack when Escape is pressed and this list is the topmost overlay.
   * @internal
   */
  dismiss(_reason: 'escape'): void {
    this.#close();
  }

  get #input(): HTMLInputElement | null {
    return this.renderRoot?.querySelector<HTMLInputElement>('#input') ?? null;
  }

  get #field(): HTMLElement | null {
    return this.renderRoot?.querySelector<HTMLElement>('.field') ?? null;
  }

  get #popup(): HTMLElement | null {
    return this.renderRoot?.querySelector<HTMLElement>('.popup') ?? null;
  }

  get #listbox(): HTMLElement | null {
    return this.renderRoot?.querySelector<HTMLElement>('#listbox') ?? null;
  }

  /** The chosen values, in order. */
  #values(): readonly string[] {
    if (this.#dirty) return this.#chosen;
    if (this.multiple) return parseValueList(this.defaultValue);
    return this.defaultValue ? [String(this.defaultValue)] : [];
  }

  get #source(): readonly Item[] {
    return this.options ? (this.#remote ?? []) : this.#light;
  }

  /** The label shown for `value`: its option's, else the one remembered, else the value itself. */
  #labelOf(value: string): string {
    const option = this.#light.find(item => item.value === value) ?? this.#remote?.find(item => item.value === value);
    return option?.label ?? this.#labels.get(value) ?? value;
  }

  // ---- lifecycle ---------------------------------------------------------------------------

  override connectedCallback(): void {
    // A server-rendered shadow root hydrates in the first update, which must render what the
    // server did (it cannot read the options): read them after it.
    const hydrating = !this.hasUpdated && this.shadowRoot !== null;
    super.connectedCallback();
    if (isServer) return;
    this.addEventListener('invalid', this.#onInvalid);
    this.#observer ??= new MutationObserver(() => this.#readOptions());
    this.#observer.observe(this, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['value', 'label', 'disabled', 'hidden'],
    });
    if (hydrating) void this.updateComplete.then(() => this.#readOptions());
    else this.#readOptions();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback(); // the overlay controller hides the list
    this.removeEventListener('invalid', this.#onInvalid);
    this.#observer?.disconnect();
    this.#cancelLoad();
    this.open = false;
  }

  // ---- DsFormElement hooks -----------------------------------------------------------------

  protected override formValue(): DsFormValue {
    const values = this.#values();
    if (values.length === 0) return null;
    if (!this.multiple) return values[0]!;
    const data = new FormData();
    for (const value of values) data.append(this.name, value);
    return data;
  }

  protected override validate(): DsValidationResult {
    if (this.required && this.#values().length === 0) {
      const strings = this.#localize.strings('combobox', comboboxStrings, this.strings);
      return { flags: { valueMissing: true }, message: strings.valueMissing };
    }
    return { flags: {}, message: '' };
  }

  protected override validationAnchor(): HTMLElement | undefined {
    return this.#input ?? undefined;
  }

  protected override resetValue(): void {
    this.#dirty = false;
    this.#chosen = [];
    this.#text = '';
    this.#editing = false;
    this.#interacted = false;
    this.open = false;
  }

  protected override restoreValue(state: DsFormValue): void {
    if (typeof state === 'string') this.value = state;
    else if (state instanceof FormData) this.value = state.getAll(this.name).filter(v => typeof v === 'string');
  }

  // ---- rendering ---------------------------------------------------------------------------

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (this.open && this.isDisabled) this.open = false;
    if (changed.has('open') && this.open) {
      if (!this.#openFiltered) this.#setQuery('');
      this.#openFiltered = false;
      this.#refilter();
      const flags = this.#disabledFlags();
      const chosen = this.#values();
      const chosenAt = this.#matches.findIndex(index => chosen.includes(this.#source[index]!.value));
      const on = this.#openOn;
      let active = -1;
      if (on.startsWith('chosen') && chosenAt >= 0 && !flags[chosenAt]) active = chosenAt;
      else if (on === 'first' || on === 'chosen-or-first') active = firstEnabled(flags);
      else if (on === 'last' || on === 'chosen-or-last') active = lastEnabled(flags);
      this.#openOn = 'chosen';
      this.#active = -1;
      this.#scrollTo = 0;
      this.#window = rowWindow(0, 0, this.#rowHeight, this.#rows.length, ROW_MARGIN);
      if (active >= 0) this.#showActive(active);
      this.#announce();
      if (this.options && this.#loadedQuery !== this.#queryText) this.#scheduleLoad();
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (changed.has('open')) this.#sync();
    if (!this.open) return;
    const listbox = this.#listbox;
    if (listbox && this.#scrollTo !== undefined) {
      listbox.scrollTop = this.#scrollTo;
      this.#scrollTo = undefined;
    }
    this.#measureRows();
  }

  override render(): TemplateResult {
    const disabled = this.isDisabled;
    const strings = this.#localize.strings('combobox', comboboxStrings, this.strings);
    const error = this.#shownError();
    const described = this.describedBy(error);
    const values = this.#values();
    const activeIndex = this.open && this.#active >= 0 ? this.#matches[this.#active] : undefined;
    const text = this.multiple || this.#editing ? this.#text : values[0] !== undefined ? this.#labelOf(values[0]) : '';
    const message = this.#message(strings);

    /* eslint-disable lit-a11y/click-events-have-key-events, lit-a11y/accessible-name -- the field's and chevron's clicks focus the input or toggle the list, which keys do on the input; the input is named by its <label for> */
    return html`<div
      part="form-control"
      class=${classMap({ 'form-control': true, invalid: Boolean(error), disabled, open: this.open })}
      @focusout=${this.#onFocusOut}
    >
      <label part="label" id="label" for="input" class=${classMap({ label: true, 'visually-hidden': this.hideLabel })}
        >${this.labelContent(this.required, strings.requiredMark)}</label
      >
      <div part="field" class="field" @click=${this.#onFieldClick}>
        ${this.multiple ? this.#renderTags(values, strings, disabled) : nothing}
        <input
          part="input"
          id="input"
          class="input"
          type="text"
          role="combobox"
          autocomplete="off"
          autocapitalize="off"
          spellcheck="false"
          aria-autocomplete="list"
          aria-haspopup="listbox"
          aria-controls="listbox"
          aria-expanded=${this.open ? 'true' : 'false'}
          aria-activedescendant=${ifDefined(activeIndex === undefined ? undefined : `option-${activeIndex}`)}
          aria-required=${this.required ? 'true' : nothing}
          aria-invalid=${error ? 'true' : nothing}
          aria-describedby=${described || nothing}
          placeholder=${this.multiple && values.length > 0 ? nothing : this.placeholder || nothing}
          ?disabled=${disabled}
          .value=${live(text)}
          @input=${this.#onInput}
          @keydown=${this.#onKeyDown}
        />${chevron}
      </div>
      <div
        part="popup"
        class="popup"
        popover="manual"
        @mousedown=${this.#keepFocus}
        @click=${this.#onListClick}
        @pointermove=${this.#onListPointerMove}
      >
        <div
          part="listbox"
          id="listbox"
          class="listbox"
          role="listbox"
          aria-labelledby="label"
          aria-multiselectable=${this.multiple ? 'true' : nothing}
          @scroll=${this.#onListScroll}
        >${this.open && this.#rows.length > 0 ? this.#renderRows(values) : nothing}</div>
        ${message ? html`<div part="message" class="message">${message}</div>` : nothing}
      </div>
      <div class="visually-hidden" role="status">${this.#announcement}</div>
      ${this.renderFieldTexts(error)}
    </div>`;
    /* eslint-enable lit-a11y/click-events-have-key-events, lit-a11y/accessible-name */
  }

  #renderTags(values: readonly string[], strings: ComboboxStrings, disabled: boolean): TemplateResult[] {
    return values.map(value => {
      const label = this.#labelOf(value);
      // a ds-tag named by the combobox's own words (its `strings` may replace them)
      return html`<ds-tag
        part="tag"
        class="tag"
        variant="accent"
        removable
        exportparts="remove-button:tag-remove"
        ?disabled=${disabled}
        .strings=${{ remove: formatString(strings.remove, { label }) }}
        @ds-remove=${(event: Event) => this.#onRemoveClick(event, value)}
        >${label}</ds-tag
      >`;
    });
  }

  /** The rows of the rendered window; the options of a group inside a `role="group"` named by it. */
  #renderRows(values: readonly string[]): TemplateResult {
    const { start, end } = this.#window;
    const rows = this.#rows;
    const before = start * this.#rowHeight;
    const after = (rows.length - end) * this.#rowHeight;
    const chunks: TemplateResult[] = [];
    let i = start;
    while (i < end) {
      const group = this.#groupOfRow(rows[i]!);
      if (group < 0) {
        chunks.push(this.#renderOption(rows[i]!, values));
        i++;
        continue;
      }
      const members: TemplateResult[] = [];
      let j = i;
      for (; j < end && this.#groupOfRow(rows[j]!) === group && (j === i || rows[j]! >= 0); j++) {
        const row = rows[j]!;
        members.push(
          row < 0
            ? html`<div part="group-label" class="group-label" aria-hidden="true">${this.#groups[group]}</div>`
            : this.#renderOption(row, values),
        );
      }
      chunks.push(
        html`<div part="group" class="group" role="group" aria-label=${this.#groups[group] ?? ''}>${members}</div>`,
      );
      i = j;
    }
    return html`<div class="rows" ${cssVars({ '--_space-before': `${before}px`, '--_space-after': `${after}px` })}>${chunks}</div>`;
  }

  #groupOfRow(row: number): number {
    return row < 0 ? -row - 1 : this.#source[this.#matches[row]!]!.group;
  }

  #renderOption(position: number, values: readonly string[]): TemplateResult {
    const index = this.#matches[position]!;
    const option = this.#source[index]!;
    const selected = values.includes(option.value);
    const active = position === this.#active;
    const parts = [
      'option',
      active ? 'option-active' : '',
      selected ? 'option-selected' : '',
      option.disabled ? 'option-disabled' : '',
    ]
      .filter(Boolean)
      .join(' ');
    const range = this.#query ? matchRange(option.label, this.#queryText) : null;
    const label = range
      ? html`${option.label.slice(0, range[0])}<mark part="match">${option.label.slice(...range)}</mark>${option.label.slice(range[1])}`
      : option.label;
    return html`<div
      part=${parts}
      id="option-${index}"
      class=${classMap({ option: true, active })}
      role="option"
      aria-selected=${selected ? 'true' : 'false'}
      aria-disabled=${option.disabled ? 'true' : nothing}
      aria-setsize=${this.#matches.length}
      aria-posinset=${position + 1}
      data-position=${position}
    >${check}<span class="option-label">${label}</span></div>`;
  }

  /** The popup's message: the loader's state, or "No results". */
  #message(strings: ComboboxStrings): string {
    if (!this.open) return '';
    if (this.#loading) return strings.loading;
    if (this.#loadFailed) return strings.loadError;
    return this.#matches.length === 0 ? strings.noResults : '';
  }

  /** Says (politely) what the list holds now. */
  #announce(): void {
    const strings = this.#localize.strings('combobox', comboboxStrings, this.strings);
    const count = this.#matches.length;
    const text = !this.open
      ? ''
      : this.#message(strings) ||
        formatString(count === 1 ? strings.resultsOne : strings.results, { count: this.#localize.number(count) });
    if (text !== this.#announcement) {
      this.#announcement = text;
      this.requestUpdate();
    }
  }

  /** The error message shown: once a submit or validity report found the combobox invalid. */
  #shownError(): string {
    if (!this.#interacted || this.isDisabled) return '';
    return this.validate().message;
  }

  // ---- options and filtering ---------------------------------------------------------------

  #readOptions(): void {
    const { options, groups } = readOptions(this);
    this.#light = options.map(({ value, label, disabled, group }) => ({ value, label, disabled, group }));
    this.#lightFolded = this.#light.map(item => foldText(item.label));
    this.#groups = [...groups];
    if (this.open && !this.options) {
      const activeValue = this.#activeItem()?.value;
      this.#refilter();
      const at = activeValue === undefined ? -1 : this.#matches.findIndex(i => this.#source[i]!.value === activeValue);
      this.#active = at >= 0 && !this.#source[this.#matches[at]!]!.disabled ? at : -1;
      this.#updateWindow();
      this.#announce();
    }
    this.requestUpdate();
  }

  #activeItem(): Item | undefined {
    return this.#active >= 0 ? this.#source[this.#matches[this.#active]!] : undefined;
  }

  #setQuery(text: string): void {
    this.#queryText = text;
    this.#query = foldQuery(text);
  }

  /** Works out the matches and rows of the current source and query. */
  #refilter(): void {
    const source = this.#source;
    // a loader's answers are its own matches, not filtered again
    this.#matches = this.options ? source.map((_, i) => i) : filterFolded(this.#lightFolded, this.#query);
    const rows: number[] = [];
    const rowOfMatch: number[] = new Array<number>(this.#matches.length);
    let group = -1;
    for (let position = 0; position < this.#matches.length; position++) {
      const itemGroup = source[this.#matches[position]!]!.group;
      if (itemGroup >= 0 && itemGroup !== group) rows.push(-itemGroup - 1);
      group = itemGroup;
      rowOfMatch[position] = rows.length;
      rows.push(position);
    }
    this.#rows = rows;
    this.#rowOfMatch = rowOfMatch;
  }

  #disabledFlags(): boolean[] {
    const source = this.#source;
    return this.#matches.map(index => source[index]!.disabled);
  }

  /** The first enabled match after typing, unless custom text is welcome (then Enter keeps the text). */
  #autoActive(): number {
    if (this.allowCustom || !this.#query) return -1;
    return firstEnabled(this.#disabledFlags());
  }

  // ---- the virtual window ------------------------------------------------------------------

  #viewport(): number {
    const height = this.#listbox?.clientHeight ?? 0;
    return height > 0 ? height : this.#rowHeight * 10;
  }

  #updateWindow(scrollTop = this.#scrollTo ?? this.#listbox?.scrollTop ?? 0): boolean {
    const next = rowWindow(scrollTop, this.#viewport(), this.#rowHeight, this.#rows.length, ROW_MARGIN);
    if (next.start === this.#window.start && next.end === this.#window.end) return false;
    this.#window = next;
    return true;
  }

  /** Makes match `position` the active option and scrolls the list to it (the window follows at once). */
  #showActive(position: number): void {
    this.#active = position;
    if (position >= 0) {
      const row = this.#rowOfMatch[position] ?? 0;
      const height = this.#rowHeight;
      const viewport = this.#viewport();
      let top = this.#scrollTo ?? this.#listbox?.scrollTop ?? 0;
      // a group's first option brings its heading along
      const first = row > 0 && this.#rows[row - 1]! < 0 ? row - 1 : row;
      if (first * height < top) top = first * height;
      else if ((row + 1) * height > top + viewport) top = (row + 1) * height - viewport;
      this.#scrollTo = Math.max(0, top);
      this.#updateWindow(this.#scrollTo);
    }
    this.requestUpdate();
  }

  /** Reads the real height of a row (fonts, touch screens, a custom `--ds-combobox-option-height`). */
  #measureRows(): void {
    const row = this.#listbox?.querySelector<HTMLElement>('.option, .group-label');
    const height = row?.getBoundingClientRect().height ?? 0;
    if (height > 0 && Math.abs(height - this.#rowHeight) > 0.5) {
      this.#rowHeight = height;
      // after this update: the window is worked out again with the real height
      queueMicrotask(() => {
        if (this.#active >= 0) this.#showActive(this.#active);
        else if (this.#updateWindow()) this.requestUpdate();
      });
    }
  }

  #onListScroll = (): void => {
    if (this.#scrollTo === undefined && this.#updateWindow()) this.requestUpdate();
  };

  // ---- the loader --------------------------------------------------------------------------

  #cancelLoad(): void {
    clearTimeout(this.#loadTimer);
    this.#abort?.abort();
    this.#abort = undefined;
    this.#loadId++;
    if (this.#loading) {
      this.#loading = false;
      this.#loadedQuery = null;
    }
  }

  /** Asks the loader for the current query once the user pauses typing. */
  #scheduleLoad(): void {
    if (!this.options) return;
    this.#cancelLoad();
    this.#loading = true;
    this.#loadFailed = false;
    this.#announce();
    this.requestUpdate();
    const query = this.#queryText;
    const delay = Number.isFinite(this.debounce) && this.debounce >= 0 ? this.debounce : DEBOUNCE;
    this.#loadTimer = setTimeout(() => void this.#load(query), delay);
  }

  async #load(query: string): Promise<void> {
    const loader = this.options;
    if (!loader) return;
    const id = ++this.#loadId;
    const controller = new AbortController();
    this.#abort = controller;
    let answer: unknown;
    let failed = false;
    try {
      answer = await loader(query, { signal: controller.signal });
    } catch {
      failed = true;
    }
    // a newer query, a closed list or a removed loader: this answer is stale
    if (id !== this.#loadId || controller.signal.aborted || this.options !== loader) return;
    this.#abort = undefined;
    this.#loading = false;
    this.#loadFailed = failed;
    this.#loadedQuery = query;
    this.#remote = failed ? [] : itemsOf(answer);
    this.#refilter();
    this.#active = -1;
    this.#scrollTo = 0;
    this.#updateWindow(0);
    const auto = this.#autoActive();
    if (auto >= 0 && this.open) this.#showActive(auto);
    this.#announce();
    this.requestUpdate();
  }

  // ---- opening, closing, choosing ----------------------------------------------------------

  /** Opens the list: filtered by the text typed or not, on the chosen, first, last or no option. */
  #openList(on: OpenOn, filtered: boolean): void {
    if (this.isDisabled || this.open) return;
    this.#openOn = on;
    this.#openFiltered = filtered;
    if (filtered) this.#setQuery(this.multiple || this.#editing ? this.#text : '');
    this.open = true;
  }

  #close(): void {
    this.open = false;
  }

  /** Brings the popup in line with `open`. */
  #sync(): void {
    if (this.open && !this.#overlay.shown) {
      const popup = this.#popup;
      const field = this.#field;
      if (!popup || !field || !this.#overlay.show()) {
        this.open = false;
        return;
      }
      // as wide as the field (a custom property: the CSP allows the CSSOM, not style attributes)
      popup.style.setProperty('--_combobox-width', `${field.getBoundingClientRect().width}px`);
      void this.#overlay.position();
      // the list has its size now: the window fills it
      if (this.#updateWindow()) this.#renderAgain();
    } else if (!this.open && this.#overlay.shown) {
      this.#overlay.hide();
      this.#active = -1;
      this.#announcement = '';
      if (this.#loading) this.#cancelLoad();
      this.#renderAgain();
    }
  }

  /** Renders once more after the current update (what it drew was measured, on purpose). */
  #renderAgain(): void {
    queueMicrotask(() => this.requestUpdate());
  }

  /** Sets the values the user chose, firing `input` and `change` when they changed. */
  #commit(values: string[]): void {
    const before = this.#values();
    if (before.length === values.length && before.every((value, i) => value === values[i])) return;
    this.value = values;
    // form value and validity are current for the listeners
    this.updateFormValue();
    this.updateValidity();
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  }

  /** Chooses match `position`: the value (single, and the list closes) or one more or fewer (multiple). */
  #choose(position: number): void {
    const option = this.#source[this.#matches[position] ?? -1];
    if (!option || option.disabled) return;
    this.#labels.set(option.value, option.label);
    if (!this.multiple) {
      this.#commit([option.value]);
      this.#editing = false;
      this.#text = option.label;
      this.#close();
      this.requestUpdate();
      return;
    }
    const values = [...this.#values()];
    const at = values.indexOf(option.value);
    if (at >= 0) values.splice(at, 1);
    else values.push(option.value);
    this.#commit(values);
    if (this.#text) {
      // the next value starts from a fresh text and the whole list
      this.#text = '';
      this.#setQuery('');
      this.#refilter();
      if (this.options) this.#scheduleLoad();
      const again = this.#matches.findIndex(i => this.#source[i]!.value === option.value);
      this.#showActive(again);
      this.#announce();
    }
    this.requestUpdate();
  }

  /** Takes the typed text as a value (`allow-custom`). */
  #commitText(): void {
    const text = this.#text.trim();
    if (!text) return;
    const option = this.#light.find(item => !item.disabled && foldText(item.label) === foldQuery(text));
    const value = option?.value ?? text;
    this.#labels.set(value, option?.label ?? text);
    if (this.multiple) {
      const values = [...this.#values()];
      if (!values.includes(value)) values.push(value);
      this.#commit(values);
      this.#text = '';
      this.#setQuery('');
    } else {
      this.#commit([value]);
      this.#editing = false;
    }
    this.requestUpdate();
  }

  /** Leaving the field: the text becomes the value, or gives way to the chosen label. */
  #settleText(): void {
    const text = this.#text.trim();
    if (this.multiple) {
      if (this.allowCustom && text) this.#commitText();
      this.#text = '';
      this.#setQuery('');
    } else if (this.#editing) {
      const wanted = foldQuery(text);
      const option = [...this.#source, ...this.#light].find(item => !item.disabled && foldText(item.label) === wanted);
      if (!text) this.#commit([]);
      else if (option) {
        this.#labels.set(option.value, option.label);
        this.#commit([option.value]);
      } else if (this.allowCustom) this.#commitText();
      this.#editing = false;
    }
    this.requestUpdate();
  }

  // ---- events ------------------------------------------------------------------------------

  #onInput = (event: Event): void => {
    // typing is not a change of value: the inner input's event stays inside
    event.stopPropagation();
    const input = event.target as HTMLInputElement;
    this.#text = input.value;
    this.#editing = true;
    this.#setQuery(this.#text);
    if (!this.open) {
      this.#openOn = 'none';
      this.#openFiltered = true;
      this.open = true;
      // willUpdate filters and opens; the first match becomes active there
      void this.updateComplete.then(() => {
        const auto = this.#autoActive();
        if (auto >= 0 && this.open && this.#active < 0) this.#showActive(auto);
      });
      if (this.options) this.#scheduleLoad();
      return;
    }
    this.#refilter();
    this.#active = -1;
    this.#scrollTo = 0;
    this.#updateWindow(0);
    const auto = this.#autoActive();
    if (auto >= 0) this.#showActive(auto);
    if (this.options) this.#scheduleLoad();
    this.#announce();
    this.requestUpdate();
  };

  #onKeyDown = (event: KeyboardEvent): void => {
    if (this.isDisabled || event.isComposing || event.ctrlKey || event.metaKey) return;
    const key = event.key;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      const down = key === 'ArrowDown';
      if (event.altKey) {
        if (down) this.#openList('none', false);
        else this.#close();
        return;
      }
      if (!this.open) {
        // a text typed: its matches from the first (last); else the chosen option, or the first (last)
        const typed = this.#editing && foldQuery(this.#text) !== '';
        this.#openList(typed ? (down ? 'first' : 'last') : down ? 'chosen-or-first' : 'chosen-or-last', true);
        return;
      }
      this.#move(down ? 1 : -1);
      return;
    }
    switch (key) {
      case 'Enter':
        if (!this.open && !(this.allowCustom && this.#text.trim())) return;
        event.preventDefault();
        if (this.open && this.#active >= 0) this.#choose(this.#active);
        else if (this.allowCustom) {
          this.#commitText();
          this.#close();
        } else this.#close();
        return;
      case 'Escape':
        // open, the dismissible stack closes the list first; closed, Escape clears
        if (this.#text === '' && (this.multiple || this.#values().length === 0)) return;
        event.preventDefault();
        this.#text = '';
        this.#setQuery('');
        if (!this.multiple) {
          this.#editing = false;
          this.#commit([]);
        }
        this.requestUpdate();
        return;
      case 'Backspace':
        if (!this.multiple || this.#input?.value !== '' || this.#values().length === 0) return;
        event.preventDefault();
        this.#commit(this.#values().slice(0, -1));
        return;
      case 'Tab':
        if (this.open) this.#close();
        return;
      default:
      // Home, End and the rest stay with the text
    }
  };

  /** Moves the active option one enabled option on (or back), from the last to the first and back. */
  #move(step: 1 | -1): void {
    const flags = this.#disabledFlags();
    const from = this.#active;
    let to: number;
    if (from < 0) to = step > 0 ? firstEnabled(flags) : lastEnabled(flags);
    else {
      to = stepEnabled(flags, from, step);
      if (to === from) to = step > 0 ? firstEnabled(flags) : lastEnabled(flags);
    }
    if (to >= 0) this.#showActive(to);
  }

  #onFieldClick = (event: MouseEvent): void => {
    if (this.isDisabled) return;
    const path = event.composedPath();
    if (path.some(node => node instanceof HTMLElement && node.getAttribute('part') === 'remove-button')) return;
    const onChevron = path.some(node => node instanceof SVGElement && node.classList.contains('expand-icon'));
    this.#input?.focus();
    if (this.open) {
      if (onChevron) this.#close();
    } else this.#openList('chosen', !onChevron);
  };

  #onRemoveClick = (event: Event, value: string): void => {
    event.stopPropagation();
    if (this.isDisabled) return;
    this.#commit(this.#values().filter(v => v !== value));
    this.#input?.focus();
  };

  /** Focus stays in the input while the pointer works the list. */
  #keepFocus = (event: MouseEvent): void => {
    event.preventDefault();
  };

  #positionOf(event: Event): number {
    for (const node of event.composedPath()) {
      if (node instanceof HTMLElement && node.classList.contains('option')) return Number(node.dataset['position']);
      if (node === this.#popup) break;
    }
    return -1;
  }

  #onListClick = (event: MouseEvent): void => {
    const position = this.#positionOf(event);
    if (position >= 0) this.#choose(position);
  };

  #onListPointerMove = (event: PointerEvent): void => {
    if (event.pointerType === 'touch') return;
    const position = this.#positionOf(event);
    const option = this.#source[this.#matches[position] ?? -1];
    if (option && !option.disabled && position !== this.#active) {
      this.#active = position;
      this.requestUpdate();
    }
  };

  #onFocusOut = (event: FocusEvent): void => {
    const to = event.relatedTarget as Node | null;
    if (to && (this.contains(to) || this.renderRoot.contains(to))) return;
    this.#close();
    this.#settleText();
  };

  #onInvalid = (): void => {
    if (this.#interacted) return;
    this.#interacted = true;
    this.requestUpdate();
  };
}
