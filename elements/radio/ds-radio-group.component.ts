import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { isRtl } from '../internal/i18n/direction.js';
import { DsElement } from '../internal/core/ds-element.js';
import { delegateAria } from '../internal/a11y/host-aria.js';
import { OverflowFadeController } from '../internal/styles/overflow-fade.controller.js';
import { HasSlotController } from '../internal/core/slot.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import en from '../translations/en.js';
import { DsFormElement, type DsFormValue, type DsValidationResult } from '../internal/form/ds-form-element.js';
import { visuallyHiddenStyles } from '../internal/styles/visually-hidden.styles.js';
import { DsRadio, type DsRadioPosition } from './ds-radio.component.js';
import { radioGroupStyles } from './ds-radio.styles.js';
import { nextEnabledIndex, selectedIndex, tabStopIndex } from '../internal/interaction/roving.js';

/** Valid values of `<ds-radio-group appearance>`. */
export const radioGroupAppearances = ['default', 'buttons'] as const;
export type DsRadioGroupAppearance = (typeof radioGroupAppearances)[number];

/** The words `<ds-radio-group>` announces; override them with its `strings` property. */
export interface RadioGroupStrings {
  /** The validation message of a required group with nothing chosen. */
  valueMissing: string;
}

/** The English defaults of `RadioGroupStrings` (other languages: `translations/`, chosen by `lang`). */
export const radioGroupStrings: Readonly<RadioGroupStrings> = en.radioGroup;

/**
 * A labelled set of `<ds-radio>` options of which at most one is chosen: one form field.
 *
 * Keyboard (WAI-ARIA radio group pattern): the group is a single tab stop, on the checked radio
 * (or the first enabled one when none is checked). Arrow Down/Right choose the next option and
 * Arrow Up/Left the previous one, wrapping around and skipping disabled options (Left and Right
 * swap in right-to-left text). Space chooses the focused option. A click chooses the clicked one.
 *
 * Taking a choice back: a radio with `deselectable` is unchecked by choosing it again (click or
 * Space while it is checked); the group's value becomes `''`. The arrow keys never uncheck.
 *
 * Form: the group is the form control. It submits its `value` under `name` (nothing when no
 * enabled option is chosen); `form.reset()` restores the value of the `value` attribute (the
 * initially checked option, `defaultValue`); with `required` it is invalid (`valueMissing`)
 * while nothing is chosen; `disabled` or a disabled `<fieldset>` disables every option.
 *
 * `appearance="buttons"` draws the options as a segmented control, e.g. layout choices with
 * icons: `<ds-radio value="grid" label="Grid"><svg slot="icon" …></svg></ds-radio>`. A radio may
 * be wrapped (e.g. in a `<ds-tooltip>`); it still belongs to the group around it. The buttons
 * stay on one row: where they do not fit, the row scrolls sideways inside the group (touch,
 * trackpad, or the arrow keys, which bring the chosen button into view) and fades out the side
 * that hides buttons (`:state(overflow-start)`, `:state(overflow-end)`). The checked button is
 * scrolled into view when the group first overflows. On a touch screen each button is at least
 * 44 px tall.
 *
 * @summary Radio groups let the user choose one option of a set.
 * @status stable
 * @since 1.0
 * @dependency ds-radio
 *
 * @slot - The `<ds-radio>` elements.
 * @slot label - A rich label, instead of the `label` attribute.
 *
 * @csspart base - The element with `role="radiogroup"`.
 * @csspart label - The visible label.
 * @csspart options - The wrapper of the radios; with `appearance="buttons"`, the row that scrolls sideways.
 *
 * @cssprop --ds-radio-group-gap - Space between the radios (default: `--ds-space-s`; none for buttons).
 * @cssprop --ds-radio-group-fade-size - Width of the fade on a side of the buttons row that hides buttons, and the room kept between a focused button and that side (default: `--ds-space-xl`).
 * @cssprop --ds-radio-group-label-color - Label colour (default: `--ds-color-on-surface`).
 * @cssprop --ds-radio-group-label-font-size - Label font size (default: `--ds-font-size-s`).
 *
 * @cssstate overflow-start - The buttons row is scrolled: buttons are hidden at its start.
 * @cssstate overflow-end - The buttons row does not fit: buttons are hidden at its end.
 *
 * @fires input - The user chose an option (or took a `deselectable` one back). Bubbles and is composed. Not fired on a programmatic change.
 * @fires change - Fired with `input`, after it. Bubbles. Not fired on a programmatic change.
 */
export class DsRadioGroup extends DsFormElement {
  static override styles = [DsElement.styles, visuallyHiddenStyles, radioGroupStyles];

  /** The elements it renders, which `defineElement()` registers before it. */
  static override dependencies = { 'ds-radio': DsRadio };

  static {
    // `aria-label`, `aria-describedby`, … on the host name and describe the radio group (internal/a11y/host-aria.ts)
    delegateAria(this, { targets: el => [el.renderRoot?.querySelector('[role="radiogroup"]')] });
  }

  /** Focus goes to a radio (see `focus()`), not into the shadow tree. */
  static override shadowRootOptions: ShadowRootInit = { ...DsElement.shadowRootOptions, delegatesFocus: false };

  /** Replaces the group's own words, in any language (see `RadioGroupStrings`). */
  @property({ attribute: false })
  strings: Partial<RadioGroupStrings> = {};

  readonly #localize = new LocalizeController(this);

  /** The group's accessible name, shown above the options (see `hide-label`). */
  @property({ useDefault: true })
  label = '';

  /** Keeps the label for assistive technology but hides it on screen. */
  @property({ type: Boolean, reflect: true, attribute: 'hide-label', useDefault: true })
  hideLabel = false;

  /**
   * The initially chosen value, reflected by the `value` attribute (like a native control's
   * default). `form.reset()` restores `value` to it.
   */
  @property({ reflect: true, attribute: 'value', useDefault: true })
  defaultValue = '';

  /** A choice is needed: the group is invalid (`valueMissing`) while nothing is chosen. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  required = false;

  /**
   * Look: `default` (radio circles in a column) or `buttons` (a segmented row of buttons). Unknown
   * values fall back to `default`.
   */
  @property({ reflect: true, useDefault: true })
  appearance: DsRadioGroupAppearance = 'default';

  readonly #slots = new HasSlotController(this, 'label');

  readonly #fade = new OverflowFadeController(this, {
    scroller: () => this.renderRoot?.querySelector?.<HTMLElement>('.options'),
    active: () => this.appearance === 'buttons',
    selected: () => this.options.find(radio => radio.checked),
    onChange: ({ start, end }) => {
      this.toggleState('overflow-start', start);
      this.toggleState('overflow-end', end);
    },
  });

  #value = '';
  /** True once `value` was set (by the user or a script): the attribute no longer drives it. */
  #dirty = false;
  #observer?: MutationObserver;
  /** True after the first update. */
  #shown = false;

  constructor() {
    super();
    this.addEventListener('click', this.#onClick);
    this.addEventListener('keydown', this.#onKeyDown);
  }

  /**
   * The chosen option's value (`''`: none). Setting it checks the radio with that value (none
   * when no radio has it) and fires no event.
   */
  @property({ attribute: false })
  get value(): string {
    return this.#value;
  }
  set value(value: string) {
    this.#value = value === null || value === undefined ? '' : String(value);
    this.#dirty = true;
  }

  /** The radios of this group, in document order (also wrapped ones; not nested groups'). */
  get options(): DsRadio[] {
    return [...this.querySelectorAll('ds-radio')].filter(
      (radio): radio is DsRadio => radio instanceof DsRadio && radio.closest('ds-radio-group') === this,
    );
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#observer ??= new MutationObserver(records => {
      this.#forgetRemovedChoice(records);
      this.requestUpdate();
    });
    this.#observer.observe(this, { childList: true, subtree: true });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#observer?.disconnect();
  }

  /**
   * The checked radio was removed: nothing is chosen any more (as with native radios), so the
   * value and the form value do not stay at the removed radio's value.
   */
  #forgetRemovedChoice(records: MutationRecord[]): void {
    if (this.#value === '') return;
    const removed = records
      .flatMap(record => [...record.removedNodes])
      .some(
        node =>
          node instanceof Element &&
          [...(node instanceof DsRadio ? [node] : []), ...node.querySelectorAll('ds-radio')].some(
            radio => String((radio as DsRadio).value ?? '') === this.#value,
          ),
      );
    if (removed && !this.options.some(radio => String(radio.value ?? '') === this.#value)) {
      const old = this.#value;
      this.#value = '';
      this.requestUpdate('value', old);
    }
  }

  /** Moves focus to the radio that holds the tab stop (the checked one, or the first enabled one). */
  override focus(options?: FocusOptions): void {
    const radios = this.options;
    const index = tabStopIndex(this.#roving(radios), this.value);
    if (index >= 0 && !this.isDisabled) radios[index]!.focus(options);
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (changed.has('defaultValue') && !this.#dirty && this.#value !== this.defaultValue) {
      const old = this.#value;
      this.#value = this.defaultValue ?? '';
      this.requestUpdate('value', old);
    }
  }

  protected override updated(changed: PropertyValues): void {
    this.#syncRadios();
    // A later choice (also by script) shows the checked button; the first is shown once the row is laid out.
    if (changed.has('value') && this.#shown) {
      const checked = this.options.find(radio => radio.checked);
      if (checked) this.#fade.reveal(checked);
    }
    this.#shown = true;
    super.updated(changed);
  }

  #roving(radios: readonly DsRadio[]): { value: string; disabled: boolean }[] {
    return radios.map(radio => ({ value: String(radio.value ?? ''), disabled: radio.disabled || this.isDisabled }));
  }

  /** Tells every radio whether it is checked, holds the tab stop, is disabled, and where it sits. */
  #syncRadios(): void {
    const radios = this.options;
    const roving = this.#roving(radios);
    const checked = selectedIndex(roving, this.value);
    const tabStop = tabStopIndex(roving, this.value);
    const appearance = this.appearance === 'buttons' ? 'buttons' : 'default';
    const last = radios.length - 1;
    radios.forEach((radio, i) => {
      const position: DsRadioPosition = last === 0 ? 'only' : i === 0 ? 'first' : i === last ? 'last' : 'middle';
      // A boolean whatever a script put in disabled or formDisabled (NaN !== NaN would re-render forever).
      radio.setGroupState({
        checked: i === checked,
        tabStop: i === tabStop,
        disabled: !!this.isDisabled,
        appearance,
        position,
      });
    });
  }

  // ---- form ---------------------------------------------------------------------------------

  /** The chosen radio when it exists and is enabled (what the form submits). */
  #chosen(): DsRadio | undefined {
    const radios = this.options;
    const radio = radios[selectedIndex(this.#roving(radios), this.value)];
    return radio && !radio.disabled ? radio : undefined;
  }

  protected override formValue(): DsFormValue {
    return this.#chosen() ? this.value : null;
  }

  protected override validate(): DsValidationResult {
    if (this.required && !this.isDisabled && !this.#chosen()) {
      return {
        flags: { valueMissing: true },
        message: this.#localize.strings('radioGroup', radioGroupStrings, this.strings).valueMissing,
      };
    }
    return { flags: {}, message: '' };
  }

  protected override validationAnchor(): HTMLElement | undefined {
    const radios = this.options;
    return radios[tabStopIndex(this.#roving(radios), this.value)];
  }

  protected override resetValue(): void {
    this.value = this.defaultValue ?? '';
    this.#dirty = false;
  }

  protected override restoreValue(state: DsFormValue): void {
    if (typeof state === 'string') this.value = state;
  }

  // ---- user interaction ---------------------------------------------------------------------

  /** Chooses `radio` (or nothing) as the user did; fires `input` and `change` when the value changed. */
  #chooseByUser(radio: DsRadio | null): void {
    const next = radio ? String(radio.value ?? '') : '';
    if (next === this.value) return;
    this.value = next;
    this.performUpdate();
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    this.dispatchEvent(new Event('change', { bubbles: true }));
  }

  /** The group's radio an event came from, if any. */
  #radioOf(event: Event): DsRadio | undefined {
    const radio = event.composedPath().find((node): node is DsRadio => node instanceof DsRadio);
    return radio && radio.closest('ds-radio-group') === this ? radio : undefined;
  }

  #onClick = (event: MouseEvent): void => {
    const radio = this.#radioOf(event);
    if (!radio || radio.isDisabled) return;
    if (radio.checked) {
      if (radio.deselectable) this.#chooseByUser(null);
      return;
    }
    this.#chooseByUser(radio);
  };

  #onKeyDown = (event: KeyboardEvent): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const radio = this.#radioOf(event);
    if (!radio || radio.isDisabled) return;
    if (event.key === ' ') {
      event.preventDefault(); // no page scroll
      if (event.repeat) return;
      if (!radio.checked) this.#chooseByUser(radio);
      else if (radio.deselectable) this.#chooseByUser(null);
      return;
    }
    const rtl = isRtl(this);
    const steps: Record<string, 1 | -1> = {
      ArrowDown: 1,
      ArrowUp: -1,
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    const radios = this.options;
    const next = radios[nextEnabledIndex(this.#roving(radios), radios.indexOf(radio), step)];
    if (!next) return;
    // Check before moving focus: the tab stop then already sits on the radio that gets focus.
    this.#chooseByUser(next);
    next.focus();
  };

  override render(): TemplateResult {
    const hasLabel = this.label !== '' || this.#slots.test('label');
    return html`<div
      part="base"
      class=${classMap({ group: true, buttons: this.appearance === 'buttons' })}
      role="radiogroup"
      aria-labelledby=${hasLabel ? 'label' : nothing}
      aria-required=${this.required ? 'true' : nothing}
      aria-disabled=${this.isDisabled ? 'true' : nothing}
    >
      <div part="label" id="label" class=${classMap({ label: true, 'visually-hidden': this.hideLabel, empty: !hasLabel })}>
        <slot name="label">${this.label}</slot>
      </div>
      <div part="options" class="options"><slot @slotchange=${() => this.requestUpdate()}></slot></div>
    </div>`;
  }
}
