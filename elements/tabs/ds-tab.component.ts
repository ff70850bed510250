import { html, type ReactiveElement, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { DsElement } from '../internal/core/ds-element.js';
import { HasSlotController } from '../internal/core/slot.js';
import { tabStyles } from './ds-tab.styles.js';

let nextId = 0;

/**
 * One tab of a `<ds-tabs>`: the host is the `tab` (`role="tab"`, `aria-selected`,
 * `aria-controls`, a roving `tabindex`), all set by the parent `<ds-tabs>`. `panel` names the
 * `<ds-tab-panel>` it shows. It goes in the tabs' `nav` slot (added when missing).
 *
 * ```html
 * <ds-tab panel="inbox"><ds-icon slot="icon" name="mail"></ds-icon>Inbox</ds-tab>
 * ```
 *
 * @summary A tab of a ds-tabs: a label, an optional icon, the name of its panel.
 * @status stable
 * @since 1.0
 *
 * @slot - The label.
 * @slot icon - An icon before the label (above it in the `bottom` and `tiles` appearances).
 *
 * @csspart base - The box around icon and label.
 * @csspart icon - The icon's wrapper.
 * @csspart label - The label's wrapper.
 *
 * @cssprop [--ds-tab-selected-color=var(--ds-color-accent)] - Colour that marks the selected tab.
 */
export class DsTab extends DsElement {
  static override styles = [DsElement.styles, tabStyles];

  /** The `name` of the `<ds-tab-panel>` this tab shows. */
  @property({ reflect: true, useDefault: true })
  panel = '';

  /** The tab cannot be focused by arrow keys or selected. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  disabled = false;

  readonly #slots = new HasSlotController(this, 'icon');

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('slot')) this.setAttribute('slot', 'nav');
    if (!this.id) this.id = `ds-tab-${++nextId}`;
    this.setAttribute('role', 'tab');
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('disabled')) this.setAttribute('aria-disabled', String(this.disabled === true));
    // The parent decides selection and tab stop; tell it that this tab changed.
    if (changed.has('panel') || changed.has('disabled')) {
      // The parent <ds-tabs> decides selection, links and the tab stop: let it update.
      const parent = this.parentElement;
      if (parent?.localName === 'ds-tabs') (parent as ReactiveElement).requestUpdate();
    }
  }

  override render(): TemplateResult {
    return html`<span part="base" class="base">
      <span part="icon" class="icon" ?hidden=${!this.#slots.test('icon')}><slot name="icon"></slot></span>
      <span part="label" class="label"><slot></slot></span>
    </span>`;
  }
}
