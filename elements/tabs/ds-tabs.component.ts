import { html, isServer, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { DsTabShowEvent } from '../events/ds-tab-show.js';
import { isRtl } from '../internal/i18n/direction.js';
import { DsElement } from '../internal/core/ds-element.js';
import { delegateAria } from '../internal/a11y/host-aria.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import { nextEnabledIndex } from '../internal/interaction/roving.js';
import { DsTab } from './ds-tab.component.js';
import { DsTabPanel } from './ds-tab-panel.component.js';
import { tabsStyles } from './ds-tabs.styles.js';
import en from '../translations/en.js';
import { arrowStep, tabsActivation, tabsAppearance } from './tabs-options.js';

export { tabsActivations, tabsAppearances, type DsTabsActivation, type DsTabsAppearance } from './tabs-options.js';

/**
 * Tabs following the WAI-ARIA APG tabs pattern: a `tablist` of `<ds-tab>` elements and the
 * `<ds-tab-panel>` each one shows (`<ds-tab panel="x">` shows `<ds-tab-panel name="x">`).
 *
 * Keyboard: the tab list is one tab stop (the selected tab); Left/Right move between tabs
 * (mirrored in right-to-left text), Home/End go to the first/last tab, disabled tabs are skipped.
 * With `activation="auto"` (default) moving selects; with `manual`, Enter or Space selects the
 * focused tab. Tab then moves into the shown panel.
 *
 * Appearances: `nav` (a horizontal navigation with an underline), `pills`, `tiles` and `bottom`
 * (a bottom tab bar, icon above label, under the panels). The selected tab is marked by more than
 * colour (underline, fill or weight), and by the system highlight in forced-colors mode.
 *
 * ```html
 * <ds-tabs appearance="pills" label="Mailboxes">
 *   <ds-tab panel="inbox">Inbox</ds-tab>
 *   <ds-tab panel="sent">Sent</ds-tab>
 *   <ds-tab-panel name="inbox">Three new messages.</ds-tab-panel>
 *   <ds-tab-panel name="sent">Nothing sent today.</ds-tab-panel>
 * </ds-tabs>
 * ```
 *
 * @summary Tabs and their panels (APG tabs pattern) as tiles, pills, a navigation bar or bottom tabs.
 * @status stable
 * @since 1.0
 *
 * @slot nav - The `<ds-tab>` elements (a `ds-tab` puts itself here).
 * @slot - The `<ds-tab-panel>` elements.
 *
 * @csspart tablist - The row of tabs (`role="tablist"`).
 * @csspart panels - The box around the panels.
 *
 * @cssprop [--ds-tabs-gap=var(--ds-space-s)] - Space between the tab list and the panels.
 *
 * @fires {DsTabShowEvent} ds-tab-show - The user selected another tab; `detail.name` is its panel's name.
 */
export class DsTabs extends DsElement {
  static override styles = [DsElement.styles, tabsStyles];

  /** The elements it renders, which `defineElement()` registers before it. */
  static override dependencies = { 'ds-tab': DsTab, 'ds-tab-panel': DsTabPanel };

  static {
    // `aria-label`, `aria-describedby`, … on the host name and describe the tab list (internal/a11y/host-aria.ts)
    delegateAria(this, { targets: el => [el.renderRoot?.querySelector('[role="tablist"]')] });
  }

  /** `nav` (default), `pills`, `tiles` or `bottom`. Other values: `nav`. */
  @property({ reflect: true, useDefault: true })
  appearance: 'nav' | 'pills' | 'tiles' | 'bottom' = 'nav';

  /** `auto` (default): arrow keys select. `manual`: arrow keys only move focus; Enter or Space selects. */
  @property({ useDefault: true })
  activation: 'auto' | 'manual' = 'auto';

  /**
   * The `panel` of the selected tab. Empty, unknown or a disabled tab's name: the first enabled
   * tab is selected (and `value` says which).
   */
  @property({ useDefault: true })
  value = '';

  /** The tab list's accessible name (`aria-label`), for example "Mailboxes". Empty: "Tabs" in the page's language. */
  @property({ useDefault: true })
  label = '';

  readonly #localize = new LocalizeController(this);

  constructor() {
    super();
    this.addEventListener('keydown', this.#onKeyDown);
    this.addEventListener('click', this.#onClick);
  }

  /** The tabs, in document order. */
  get tabs(): DsTab[] {
    if (isServer) return []; // a server render (Lit's SSR) has no children to read
    return [...this.querySelectorAll(':scope > ds-tab')].filter((el): el is DsTab => el instanceof DsTab);
  }

  /** The panels, in document order. */
  get panels(): DsTabPanel[] {
    if (isServer) return [];
    return [...this.querySelectorAll(':scope > ds-tab-panel')].filter(
      (el): el is DsTabPanel => el instanceof DsTabPanel,
    );
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.value = this.#resolvedValue();
  }

  protected override updated(): void {
    this.#sync();
  }

  override render(): TemplateResult {
    const label = typeof this.label === 'string' ? this.label : '';
    return html`<div class="tabs tabs--${tabsAppearance(this.appearance)}">
      <div part="tablist" class="tablist" role="tablist" aria-label=${label || this.#localize.strings('tabs', en.tabs).label} aria-orientation="horizontal">
        <slot name="nav" @slotchange=${() => this.requestUpdate()}></slot>
      </div>
      <div part="panels" class="panels"><slot @slotchange=${() => this.requestUpdate()}></slot></div>
    </div>`;
  }

  /** The selected tab's panel name: `value` when an enabled tab has it, else the first enabled tab's. */
  #resolvedValue(): string {
    const value = typeof this.value === 'string' ? this.value : '';
    const tabs = this.tabs;
    if (tabs.some(tab => !tab.disabled && tab.panel === value)) return value;
    return tabs.find(tab => !tab.disabled)?.panel ?? '';
  }

  /** Writes roles, states, links and the roving tab stop onto the light-DOM tabs and panels. */
  #sync(): void {
    const value = this.value;
    const appearance = tabsAppearance(this.appearance);
    const panels = this.panels;
    let stopGiven = false;
    for (const tab of this.tabs) {
      const selected = !tab.disabled && tab.panel === value && !stopGiven;
      if (selected) stopGiven = true;
      tab.setAttribute('aria-selected', String(selected));
      tab.setAttribute('tabindex', selected ? '0' : '-1');
      tab.dataset.appearance = appearance;
      const panel = panels.find(p => p.name === tab.panel);
      if (panel) tab.setAttribute('aria-controls', panel.id);
      else tab.removeAttribute('aria-controls');
    }
    for (const panel of panels) {
      const tab = this.tabs.find(t => t.panel === panel.name);
      if (tab) panel.setAttribute('aria-labelledby', tab.id);
      panel.hidden = !(panel.name === value && value !== '');
    }
  }

  #select(tab: DsTab): void {
    if (tab.disabled || tab.panel === this.value) return;
    this.value = tab.panel;
    this.emit(new DsTabShowEvent({ name: tab.panel }));
  }

  #onClick = (event: MouseEvent): void => {
    const tab = (event.target as Element | null)?.closest?.('ds-tab');
    if (!(tab instanceof DsTab) || tab.parentElement !== this || tab.disabled) return;
    tab.focus();
    this.#select(tab);
  };

  #onKeyDown = (event: KeyboardEvent): void => {
    const tabs = this.tabs;
    const current = tabs.indexOf(event.target as DsTab);
    if (current < 0) return;
    const options = tabs.map(tab => ({ value: tab.panel, disabled: tab.disabled }));
    let next = -1;
    const step = arrowStep(event.key, isRtl(this));
    if (step !== 0) next = nextEnabledIndex(options, current, step);
    else if (event.key === 'Home') next = nextEnabledIndex(options, -1, 1);
    else if (event.key === 'End') next = nextEnabledIndex(options, -1, -1);
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      this.#select(tabs[current]!);
      return;
    } else return;
    event.preventDefault();
    if (next < 0) return;
    const tab = tabs[next]!;
    // Roving tab stop: the focused tab holds it even before manual activation selects it.
    for (const t of tabs) t.setAttribute('tabindex', t === tab ? '0' : '-1');
    tab.focus();
    if (tabsActivation(this.activation) === 'auto') this.#select(tab);
  };
}
