import { html, isServer, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { Dismissible } from '../internal/overlay/dismissible-stack.js';
import { DsElement } from '../internal/core/ds-element.js';
import type { DsFormValue, DsValidationResult } from '../internal/form/ds-form-element.js';
import { DsLabelledField } from '../internal/form/labelled-field.js';
import { delegateAria } from '../internal/a11y/host-aria.js';
import { OverlayController } from '../internal/overlay/overlay.controller.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import { TypeAhead } from '../internal/interaction/type-ahead.js';
import en from '../translations/en.js';
import { visuallyHiddenStyles } from '../internal/styles/visually-hidden.styles.js';
import { DsOption } from './ds-option.component.js';
import { selectStyles } from './ds-select.styles.js';
import { firstEnabled, lastEnabled, readOptions, stepEnabled, type SelectOptions } from '../internal/form/options.js';
import { DsOptionGroup } from './ds-option-group.component.js';

/** The words `<ds-select>` shows or announces; override them with its `strings` property. */
export interface SelectStrings {
  /** The mark after the label of a required select (hidden from assistive technology). */
  requiredMark: string;
  /** The validation message of a required select with nothing chosen. */
  valueMissing: string;
}

/** The English defaults of `SelectStrings` (other languages: `translations/`, chosen by `lang`). */
export const selectStrings: Readonly<SelectStrings> = en.select;

/** Gap between the combobox and its list (px). */
const LIST_DISTANCE = 4;
/** How many options PageUp and PageDown move. */
const PAGE_STEP = 10;

const NO_OPTIONS: SelectOptions = { options: [], groups: [] };

const chevron = html`<svg part="expand-icon" class="expand-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <path d="m6 9 6 6 6-6" />
</svg>`;

const check = html`<svg class="check" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <path d="m5 12.5 4.5 4.5L19 7.5" />
</svg>`;

/**
 * A select: a labelled field that opens a list of options to choose one from, the "select-only
 * combobox" of the WAI-ARIA Authoring Practices. It takes part in forms like a native `<select>`
 * (its value in `FormData`, `form.reset()`, `required`, `disabled` from a `<fieldset>`).
 *
 * ```html
 * <ds-select label="Unit" name="unit" value="g">
 *   <ds-option value="mg">Milligram</ds-option>
 *   <ds-option value="g">Gram</ds-option>
 *   <ds-option-group label="Imperial">
 *     <ds-option value="lb">Pound</ds-option>
 *     <ds-option value="oz" disabled>Ounce</ds-option>
 *   </ds-option-group>
 * </ds-select>
 * ```
 *
 * The options are `<ds-option>` elements, directly inside or in a `<ds-option-group>`. They only
 * describe the choices: the select draws them in its own list (plain text), so the combobox, the
 * list and its options are in one tree and `aria-activedescendant` works in every browser. Focus
 * stays on the combobox while the list is open; the option under visual focus is its active
 * descendant. The list is a `popover="manual"` element in the top layer, placed below the field
 * (above when there is no room) and as wide as it.
 *
 * Keyboard, closed: ArrowDown, ArrowUp, Alt+ArrowDown, Enter and Space open the list on the chosen
 * option; Home and End open it on the first and last option; typing a character opens it on the
 * next option starting with it. Open: ArrowDown and ArrowUp move to the next and previous option,
 * Home and End to the first and last, PageDown and PageUp ten options on (disabled options are
 * skipped, the moves stop at either end); typing moves to the next option that starts with the
 * characters typed (the same character again cycles through the options starting with it); Enter,
 * Space and Alt+ArrowUp choose the option and close the list; Tab chooses the option the keys moved
 * to (not one the pointer only hovered), closes the list and moves on; Escape closes the list without choosing. A click opens the list and a click on an
 * option chooses it; a press outside closes it.
 *
 * The `value` attribute is the default value (restored by `form.reset()`); the `value` property
 * is the current value, `''` while no option is chosen (the `placeholder` is shown). `input` and
 * `change` fire when the user chooses another option, never when a script sets `value`.
 *
 * @summary A labelled select: a field that opens a list of options to choose one from.
 * @status stable
 * @since 3.6
 * @dependency ds-option
 * @dependency ds-option-group
 *
 * @slot - The `<ds-option>` and `<ds-option-group>` elements (read, not shown: the select draws them).
 *
 * @csspart form-control - The wrapper of label, field and texts.
 * @csspart label - The label (it names the combobox and the list).
 * @csspart required-indicator - The asterisk after the label of a required select (hidden from assistive technology; the combobox is `aria-required`).
 * @csspart combobox - The field (`role="combobox"`): the focusable box that shows the chosen option.
 * @csspart display - The chosen option's text, or the placeholder.
 * @csspart expand-icon - The chevron at the end of the field (turned while the list is open).
 * @csspart listbox - The list (`role="listbox"`, in the top layer). `data-side` tells where it landed: `bottom` or `top`.
 * @csspart group - A group of options (`role="group"`).
 * @csspart group-label - A group's heading.
 * @csspart option - An option (`role="option"`).
 * @csspart option-active - Also on the option under visual focus (the keys' or the pointer's).
 * @csspart option-selected - Also on the chosen option.
 * @csspart option-disabled - Also on a disabled option.
 * @csspart help-text - The help text.
 * @csspart error-text - The error message, when shown.
 *
 * @cssprop --ds-select-background - Background of the field (default: `--ds-color-surface`).
 * @cssprop --ds-select-color - Text colour (default: `--ds-color-on-surface`).
 * @cssprop --ds-select-placeholder-color - Placeholder colour (default: `--ds-color-on-surface-muted`).
 * @cssprop --ds-select-border-color - Border colour (default: `--ds-color-border-strong`).
 * @cssprop --ds-select-border-color-hover - Border colour while hovered (default: `--ds-color-on-surface`).
 * @cssprop --ds-select-border-color-focus - Border colour while focused or open (default: `--ds-color-accent`).
 * @cssprop --ds-select-border-color-invalid - Border colour while an error is shown (default: `--ds-color-danger`).
 * @cssprop --ds-select-radius - Corner radius of the field and the list (default: `--ds-radius-m`).
 * @cssprop [--ds-select-height=2.75rem] - Height of the field (at least 44px on touch screens).
 * @cssprop --ds-select-padding-inline - Horizontal padding inside the field (default: `--ds-space-m`).
 * @cssprop --ds-select-gap - Space between label, field and texts (default: `--ds-space-xs`).
 * @cssprop --ds-select-font-size - Font size of the field and the options (default: `--ds-font-size-m`).
 * @cssprop --ds-select-label-color - Label colour (default: `--ds-color-on-surface`).
 * @cssprop --ds-select-help-color - Help text colour (default: `--ds-color-on-surface-muted`).
 * @cssprop --ds-select-error-color - Error text colour (default: `--ds-color-danger`).
 * @cssprop --ds-select-listbox-background - Background of the list (default: `--ds-color-surface-raised`).
 * @cssprop --ds-select-listbox-shadow - Shadow of the list (default: `--ds-shadow-3`).
 * @cssprop [--ds-select-listbox-max-height=20rem] - Tallest the list grows before it scrolls (never past the viewport).
 * @cssprop --ds-select-option-background-active - Background of the option under visual focus (default: `--ds-color-accent-soft`).
 * @cssprop --ds-select-option-color-active - Text colour of the option under visual focus (default: `--ds-color-on-accent-soft`).
 * @cssprop --ds-select-duration - Fade-in of the list and turn of the chevron (default: `--ds-duration-fast`; none with reduced motion).
 *
 * @fires input - The user chose another option (by key or click). Bubbles and is composed, with `target` the select; read `value`. Not fired when `value` is set by script.
 * @fires change - Right after `input`, like a native `<select>`: the user chose another option. Bubbles and is composed. Not fired when `value` is set by script.
 * @fires invalid - A validity check (`checkValidity()`, `reportValidity()`, a submit attempt) found the select invalid. Cancelable.
 */
export class DsSelect extends DsLabelledField implements Dismissible {
  static override styles = [DsElement.styles, visuallyHiddenStyles, selectStyles];

  /** The elements it renders, which `defineElement()` registers before it. */
  static override dependencies = { 'ds-option': DsOption, 'ds-option-group': DsOptionGroup };

  static {
    // ARIA on the host is the combobox's (internal/a11y/host-aria.ts), except what the select keeps itself
    delegateAria(this, {
      targets: el => [el.renderRoot?.querySelector('#combobox')],
      skip: ['aria-expanded', 'aria-haspopup', 'aria-controls'],
    });
  }

  /**
   * The default value (the `value` attribute): the value of the option chosen until the user or a
   * script changes it, and the value `form.reset()` restores.
   */
  @property({ attribute: 'value', useDefault: true })
  defaultValue = '';

  /** The text shown while no option is chosen (`value` is `''` or matches no option). */
  @property({ useDefault: true })
  placeholder = '';

  /** An option must be chosen (`valueMissing` while `value` is `''`). */
  @property({ type: Boolean, reflect: true, useDefault: true })
  required = false;

  /**
   * Whether the list is open. Setting it opens or closes the list; the user opens it by click or
   * key. A disabled select stays closed.
   */
  @property({ type: Boolean, reflect: true, useDefault: true })
  open = false;

  /**
   * Replaces the select's own words, in any language (see `SelectStrings`): the required mark and the
   * message of a required select with nothing chosen. Missing or non-string entries keep the default.
   */
  @property({ attribute: false })
  strings: Partial<SelectStrings> = {};

  readonly #localize = new LocalizeController(this);

  #value = '';
  /** The value was changed by the user or a script (until `form.reset()`): it no longer follows `defaultValue`. */
  #dirty = false;
  /** A submit or validity report found the select invalid: its error is shown until reset. */
  #interacted = false;
  #items: SelectOptions = NO_OPTIONS;
  /** The option under visual focus (`aria-activedescendant`) while the list is open; -1: none. */
  #active = -1;
  /**
   * The option the keys (or the opening) made active; -1: none. A hover moves the visual focus
   * (`#active`) too, but Tab commits only this one: see the Tab key.
   */
  #keyActive = -1;
  /** The option the list opens on, set by the key that opens it; -1: the chosen one. */
  #openOn = -1;
  #observer: MutationObserver | undefined;
  readonly #typeAhead = new TypeAhead();

  readonly #overlay = new OverlayController(this, {
    box: () => this.#listbox,
    trigger: () => this.#combobox,
    placement: () => ({ placement: 'bottom', distance: LIST_DISTANCE }),
    close: () => this.#close(),
  });

  /**
   * The current value: the chosen option's value, `''` when none. Setting it fires no event; a
   * value that no option has chooses nothing (`value` reads `''`, the placeholder shows, the form
   * gets nothing) until an option with that value is added, as in `<ds-radio-group>`. Removing the
   * chosen option chooses nothing.
   */
  @property({ attribute: false })
  get value(): string {
    return this.#selectedIndex() >= 0 ? this.#wanted() : '';
  }

  set value(next: string) {
    const old = this.value;
    this.#value = next === null || next === undefined ? '' : String(next);
    this.#dirty = true;
    this.requestUpdate('value', old);
  }

  /** The value set (by the `value` attribute, a script or the user), whether an option has it or not yet. */
  #wanted(): string {
    return this.#dirty ? this.#value : (this.defaultValue ?? '');
  }

  /** The `<ds-option>` whose value is `value` (the first of them), if any. */
  get selectedOption(): DsOption | null {
    const index = this.#selectedIndex();
    const element = index >= 0 ? this.#items.options[index]!.element : null;
    return element instanceof DsOption ? element : null;
  }

  /** Moves focus to the combobox. */
  override focus(options?: FocusOptions): void {
    const combobox = this.#combobox;
    if (combobox && !this.isDisabled) combobox.focus(options);
    else super.focus(options);
  }

  /**
   * Called by the dismissible stack when Escape is pressed and this list is the topmost overlay.
   * @internal
   */
  dismiss(_reason: 'escape'): void {
    this.#close();
  }

  get #combobox(): HTMLElement | null {
    return this.renderRoot?.querySelector<HTMLElement>('#combobox') ?? null;
  }

  get #listbox(): HTMLElement | null {
    return this.renderRoot?.querySelector<HTMLElement>('#listbox') ?? null;
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
    this.open = false;
  }

  // ---- DsFormElement hooks -----------------------------------------------------------------

  /** The chosen option when it exists and is enabled (what the form submits, like a native `<select>`). */
  #chosen(): boolean {
    const index = this.#selectedIndex();
    return index >= 0 && !this.#items.options[index]!.disabled;
  }

  protected override formValue(): DsFormValue {
    return this.#chosen() ? this.value : null;
  }

  protected override validate(): DsValidationResult {
    if (this.required && (!this.#chosen() || this.value === '')) {
      const strings = this.#localize.strings('select', selectStrings, this.strings);
      return { flags: { valueMissing: true }, message: strings.valueMissing };
    }
    return { flags: {}, message: '' };
  }

  protected override validationAnchor(): HTMLElement | undefined {
    return this.#combobox ?? undefined;
  }

  protected override resetValue(): void {
    this.#dirty = false;
    this.#value = '';
    this.#interacted = false;
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
      const selected = this.#selectedIndex();
      const disabled = this.#disabledFlags();
      const preferred = this.#openOn >= 0 ? this.#openOn : selected;
      this.#active = preferred >= 0 && !disabled[preferred] ? preferred : firstEnabled(disabled);
      this.#keyActive = this.#active;
      this.#openOn = -1;
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    this.#titleIfTruncated();
    if (changed.has('open')) this.#sync();
    if (this.open) this.#scrollActiveIntoView();
  }

  override render(): TemplateResult {
    const disabled = this.isDisabled;
    const strings = this.#localize.strings('select', selectStrings, this.strings);
    const selected = this.#selectedIndex();
    const error = this.#shownError();
    const described = this.describedBy(error);
    const active = this.open && this.#active >= 0 ? `option-${this.#active}` : undefined;

    /* eslint-disable lit-a11y/click-events-have-key-events -- the label's click focuses the combobox, itself a tab stop with keys of its own */
    return html`<div
      part="form-control"
      class=${classMap({ 'form-control': true, invalid: Boolean(error), disabled, open: this.open })}
    >
      <div
        part="label"
        id="label"
        class=${classMap({ label: true, 'visually-hidden': this.hideLabel })}
        @click=${this.#onLabelClick}
      >${this.labelContent(this.required, strings.requiredMark)}</div>
      <div
        part="combobox"
        id="combobox"
        class="combobox"
        role="combobox"
        tabindex=${disabled ? nothing : '0'}
        aria-labelledby="label"
        aria-haspopup="listbox"
        aria-controls="listbox"
        aria-expanded=${this.open ? 'true' : 'false'}
        aria-activedescendant=${ifDefined(active)}
        aria-required=${this.required ? 'true' : nothing}
        aria-invalid=${error ? 'true' : nothing}
        aria-disabled=${disabled ? 'true' : nothing}
        aria-describedby=${described || nothing}
        @click=${this.#onComboboxClick}
        @keydown=${this.#onKeyDown}
        @focusout=${this.#onFocusOut}
      >
        <span part="display" class=${classMap({ display: true, placeholder: selected < 0 })}
          >${selected >= 0 ? this.#items.options[selected]!.label : this.placeholder}</span
        >${chevron}
      </div>
      <div
        part="listbox"
        id="listbox"
        class="listbox"
        popover="manual"
        role="listbox"
        aria-labelledby="label"
        @mousedown=${this.#keepFocus}
        @click=${this.#onListboxClick}
        @pointermove=${this.#onListboxPointerMove}
      >${this.open ? this.#renderOptions(selected) : nothing}</div>
      ${this.renderFieldTexts(error)}
    </div>`;
    /* eslint-enable lit-a11y/click-events-have-key-events */
  }

  /** The options, each group's in a `role="group"` named by its heading. */
  #renderOptions(selected: number): TemplateResult[] {
    const { options, groups } = this.#items;
    const rows: TemplateResult[] = [];
    let index = 0;
    while (index < options.length) {
      const group = options[index]!.group;
      if (group < 0) {
        rows.push(this.#renderOption(index++, selected));
        continue;
      }
      const start = index;
      while (index < options.length && options[index]!.group === group) index++;
      const members = [];
      for (let i = start; i < index; i++) members.push(this.#renderOption(i, selected));
      rows.push(
        html`<div part="group" class="group" role="group" aria-labelledby="group-${group}"
          ><div part="group-label" id="group-${group}" class="group-label" role="presentation">${groups[group]}</div
          >${members}</div
        >`,
      );
    }
    return rows;
  }

  #renderOption(index: number, selected: number): TemplateResult {
    const option = this.#items.options[index]!;
    const isSelected = index === selected;
    const isActive = index === this.#active;
    const parts = [
      'option',
      isActive ? 'option-active' : '',
      isSelected ? 'option-selected' : '',
      option.disabled ? 'option-disabled' : '',
    ]
      .filter(Boolean)
      .join(' ');
    return html`<div
      part=${parts}
      id="option-${index}"
      class=${classMap({ option: true, active: isActive })}
      role="option"
      aria-selected=${isSelected ? 'true' : 'false'}
      aria-disabled=${option.disabled ? 'true' : nothing}
      data-index=${index}
    >${check}<span class="option-label">${option.label}</span></div>`;
  }

  /** The error message shown: once a submit or validity report found the select invalid. */
  #shownError(): string {
    if (!this.#interacted || this.isDisabled) return '';
    return this.validate().message;
  }

  // ---- options -----------------------------------------------------------------------------

  #readOptions(): void {
    const before = this.#items.options;
    const wanted = this.#wanted();
    const chosen = before.filter(option => option.value === wanted).map(option => option.element);
    const active = before[this.#active]?.element;
    const keyActive = before[this.#keyActive]?.element;
    this.#items = readOptions(this);
    const elements = this.#items.options.map(option => option.element);
    // The chosen option was removed (or hidden): nothing is chosen any more, as in a radio group,
    // so the value, the form value and the validity do not stay at an option that is gone.
    if (chosen.length > 0 && !chosen.some(element => elements.includes(element)) && this.#selectedIndex() < 0) {
      this.#value = '';
      this.#dirty = true;
      this.requestUpdate('value', wanted);
    }
    // The options the keys and the pointer are on are kept by identity, not by position: an
    // option added or removed before them must not move Enter or Tab onto a neighbour.
    this.#active = active ? elements.indexOf(active) : -1;
    this.#keyActive = keyActive ? elements.indexOf(keyActive) : -1;
    this.requestUpdate();
  }

  #selectedIndex(): number {
    const value = this.#wanted();
    return this.#items.options.findIndex(option => option.value === value);
  }

  #disabledFlags(): boolean[] {
    return this.#items.options.map(option => option.disabled);
  }

  // ---- opening, closing, choosing ----------------------------------------------------------

  /** Opens the list with visual focus on option `on` (-1: the chosen option, else the first). */
  #open(on = -1): void {
    if (this.isDisabled) return;
    if (this.open) {
      if (on >= 0) this.#setActive(on);
      return;
    }
    this.#openOn = on;
    this.open = true;
  }

  #close(): void {
    this.open = false;
  }

  /** Brings the list in line with `open`. */
  #sync(): void {
    if (this.open && !this.#overlay.shown) {
      const listbox = this.#listbox;
      const combobox = this.#combobox;
      if (!listbox || !combobox || !this.#overlay.show()) {
        this.open = false;
        return;
      }
      // as wide as the field (a custom property: the CSP allows the CSSOM, not style attributes)
      listbox.style.setProperty('--_select-width', `${combobox.getBoundingClientRect().width}px`);
      void this.#overlay.position().then(() => this.#scrollActiveIntoView());
    } else if (!this.open && this.#overlay.shown) {
      this.#overlay.hide();
      this.#typeAhead.reset();
      this.#active = -1;
    }
  }

  /** Moves the visual focus to option `index`; by the keys unless `byPointer` (a hover). */
  #setActive(index: number, byPointer = false): void {
    if (index < 0) return;
    if (!byPointer) this.#keyActive = index;
    if (index === this.#active) return;
    this.#active = index;
    this.requestUpdate();
  }

  /** Makes option `index` the value (firing `input` and `change` when it changed) and closes the list. */
  #choose(index: number): void {
    const option = this.#items.options[index];
    if (option && !option.disabled && option.value !== this.value) {
      this.value = option.value;
      // form value and validity are current for the listeners
      this.updateFormValue();
      this.updateValidity();
      this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    }
    this.#close();
  }

  /**
   * The field shows the chosen option on one line, cut with an ellipsis when it is too long: then
   * its full text is the field's `title` (shown on hover; the combobox's content, read by
   * assistive technology, is whole anyway). Checked after each render and when the field resizes.
   */
  #titleIfTruncated = (): void => {
    const display = this.renderRoot?.querySelector<HTMLElement>('.display');
    if (!display) return;
    if (!this.#resize && typeof ResizeObserver === 'function') {
      this.#resize = new ResizeObserver(this.#titleIfTruncated);
      this.#resize.observe(display);
    }
    const cut = display.scrollWidth > display.clientWidth + 1;
    const title = cut ? (display.textContent ?? '').trim() : '';
    if (display.title !== title) display.title = title;
  };

  #resize: ResizeObserver | undefined;

  /** Scrolls the list (only the list) so that the active option is in view. */
  #scrollActiveIntoView(): void {
    const listbox = this.#listbox;
    const option = listbox?.querySelector<HTMLElement>(`#option-${this.#active}`);
    if (!listbox || !option) return;
    const box = listbox.getBoundingClientRect();
    const row = option.getBoundingClientRect();
    const padding = 4;
    if (row.top < box.top + padding) listbox.scrollTop -= box.top + padding - row.top;
    else if (row.bottom > box.bottom - padding) listbox.scrollTop += row.bottom - (box.bottom - padding);
  }

  // ---- events ------------------------------------------------------------------------------

  #onComboboxClick = (): void => {
    if (this.isDisabled) return;
    if (this.open) this.#close();
    else this.#open();
  };

  #onLabelClick = (): void => {
    if (!this.isDisabled) this.#combobox?.focus();
  };

  /** Focus stays on the combobox while the pointer works the list. */
  #keepFocus = (event: MouseEvent): void => {
    event.preventDefault();
  };

  #onFocusOut = (event: FocusEvent): void => {
    const to = event.relatedTarget as Node | null;
    if (this.open && !(to && (this.contains(to) || this.renderRoot.contains(to)))) this.#close();
  };

  #optionIndexOf(event: Event): number {
    for (const node of event.composedPath()) {
      if (node instanceof HTMLElement && node.classList.contains('option')) return Number(node.dataset['index']);
      if (node === this.#listbox) break;
    }
    return -1;
  }

  #onListboxClick = (event: MouseEvent): void => {
    const index = this.#optionIndexOf(event);
    if (index >= 0 && !this.#items.options[index]!.disabled) this.#choose(index);
  };

  #onListboxPointerMove = (event: PointerEvent): void => {
    if (event.pointerType === 'touch') return;
    // the pointer and the keys share one active option
    const index = this.#optionIndexOf(event);
    if (index >= 0 && !this.#items.options[index]!.disabled) this.#setActive(index, true);
  };

  #onInvalid = (): void => {
    if (this.#interacted) return;
    this.#interacted = true;
    this.requestUpdate();
  };

  #onKeyDown = (event: KeyboardEvent): void => {
    if (this.isDisabled || event.isComposing || event.ctrlKey || event.metaKey) return;
    // WebKitGTK reports Shift+Tab as key "Unidentified" (GTK's ISO_Left_Tab); its code is Tab
    const key = event.code === 'Tab' ? 'Tab' : event.key;
    const disabled = this.#disabledFlags();
    const printable = key.length === 1 && !event.altKey;

    if (!this.open) {
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') this.#open();
      else if (key === 'Home' && !event.altKey) this.#open(firstEnabled(disabled));
      else if (key === 'End' && !event.altKey) this.#open(lastEnabled(disabled));
      else if (printable) this.#open(this.#typeAheadTo(key, this.#selectedIndex()));
      else return;
      event.preventDefault();
      return;
    }

    if (event.altKey) {
      if (key !== 'ArrowUp') return;
      event.preventDefault();
      this.#choose(this.#active);
      return;
    }
    const move = (to: number): void => {
      event.preventDefault();
      this.#typeAhead.reset();
      this.#setActive(to);
    };
    switch (key) {
      case 'ArrowDown':
        move(stepEnabled(disabled, this.#active, 1));
        return;
      case 'ArrowUp':
        move(stepEnabled(disabled, this.#active, -1));
        return;
      case 'PageDown':
        move(stepEnabled(disabled, this.#active, PAGE_STEP));
        return;
      case 'PageUp':
        move(stepEnabled(disabled, this.#active, -PAGE_STEP));
        return;
      case 'Home':
        move(firstEnabled(disabled));
        return;
      case 'End':
        move(lastEnabled(disabled));
        return;
      case 'Enter':
        event.preventDefault();
        this.#choose(this.#active);
        return;
      case 'Tab':
        // Not prevented: focus moves on as usual. The APG select-only combobox has Tab commit the
        // option with visual focus that the user moved to with the keys; an option the pointer
        // only passed over on its way elsewhere is not a choice (a click is), so Tab commits the
        // keys' option (the chosen one, unchanged, when the keys never moved).
        this.#choose(this.#keyActive);
        return;
      case ' ':
        event.preventDefault();
        // a Space while typing belongs to the search ("New York")
        if (this.#typeAhead.typing(performance.now())) this.#setActive(this.#typeAheadTo(key, this.#active));
        else this.#choose(this.#active);
        return;
      default:
        if (!printable) return;
        event.preventDefault();
        this.#setActive(this.#typeAheadTo(key, this.#active));
    }
  };

  /** The option that typing `key` moves to from `current` (disabled options never match); -1: none. */
  #typeAheadTo(key: string, current: number): number {
    const labels = this.#items.options.map(option => (option.disabled ? '' : option.label));
    return this.#typeAhead.find(key, labels, current, performance.now());
  }
}
