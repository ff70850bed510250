import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { DsElement } from '../internal/core/ds-element.js';
import { setHostAria, setHostTabIndex } from '../internal/a11y/internals-aria.js';
import { textOf } from '../internal/i18n/strings.js';
import { menuItemStyles } from './ds-menu-item.styles.js';

/**
 * One choice of a `<ds-menu>`.
 *
 * The item itself is the element assistive technology and the keyboard deal with: it has
 * `role="menuitem"` (as default semantics through `ElementInternals`, or a host attribute in an
 * engine without them) and `tabindex="-1"`, and the menu moves focus between items (roving focus).
 * A `disabled` item stays focusable, so arrow keys still reach it and a screen reader reads it as
 * unavailable (`aria-disabled="true"`), but choosing it does nothing.
 *
 * @summary One choice of a `<ds-menu>`: a focusable, activatable row.
 * @status stable
 * @since 1.0
 *
 * @slot - The item's label.
 * @slot start - An icon (or other content) before the label.
 *
 * @csspart base - The row (an inline flex box around the icon and the label).
 * @csspart label - The label's box.
 *
 * @cssprop --ds-menu-item-padding-block - Vertical padding (default: `--ds-space-s`).
 * @cssprop --ds-menu-item-padding-inline - Horizontal padding (default: `--ds-space-m`).
 * @cssprop --ds-menu-item-background-hover - Background of the hovered or focused item (default: `--ds-color-accent-soft`).
 * @cssprop --ds-menu-item-color-hover - Text colour of the hovered or focused item (default: `--ds-color-on-accent-soft`).
 */
export class DsMenuItem extends DsElement {
  static override styles = [DsElement.styles, menuItemStyles];

  /** What `ds-select` reports when this item is chosen. When empty, the item's text is reported. */
  @property({ useDefault: true })
  value = '';

  /** Makes the item unavailable: it can be focused, but choosing it does nothing. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  disabled = false;

  /** The value `ds-select` reports: `value`, or the item's text when `value` is empty. */
  get selectValue(): string {
    return textOf(this.value) || this.labelText;
  }

  /** The item's visible text (for type-ahead and as the fallback value). */
  get labelText(): string {
    return (this.textContent ?? '').replace(/\s+/g, ' ').trim();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    setHostTabIndex(this, -1);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('disabled') || !this.hasUpdated) {
      setHostAria(this, this.internals, { role: 'menuitem', ariaDisabled: this.disabled === true ? 'true' : null });
    }
  }

  override render(): TemplateResult {
    return html`<span part="base" class="base"
      ><slot name="start"></slot><span part="label" class="label"><slot></slot></span
    ></span>`;
  }
}
