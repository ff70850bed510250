import { css, html, type ReactiveElement, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { DsElement } from '../internal/core/ds-element.js';
import { focusRingOn, focusRingStyles } from '../internal/styles/focus-ring.styles.js';

let nextId = 0;

/**
 * The content a `<ds-tab>` shows. The host is the `tabpanel` (`aria-labelledby` its tab,
 * `tabindex="0"` so the panel is reachable even without focusable content); the parent
 * `<ds-tabs>` hides every panel but the selected one.
 *
 * ```html
 * <ds-tab-panel name="inbox">Three new messages.</ds-tab-panel>
 * ```
 *
 * @summary The content of one tab of a ds-tabs.
 * @status stable
 * @since 1.0
 *
 * @slot - The panel's content.
 * @csspart base - The box around the content.
 */
export class DsTabPanel extends DsElement {
  static override styles = [
    DsElement.styles,
    focusRingStyles,
    css`
      :host {
        display: block;
        border-radius: var(--ds-radius-s);
      }

      ${focusRingOn(':host(:focus-visible)')}
    `,
  ];

  /** The name its `<ds-tab panel="…">` refers to. */
  @property({ reflect: true, useDefault: true })
  name = '';

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.id) this.id = `ds-tab-panel-${++nextId}`;
    this.setAttribute('role', 'tabpanel');
    if (!this.hasAttribute('tabindex')) this.setAttribute('tabindex', '0');
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('name')) {
      // The parent <ds-tabs> decides selection, links and the tab stop: let it update.
      const parent = this.parentElement;
      if (parent?.localName === 'ds-tabs') (parent as ReactiveElement).requestUpdate();
    }
  }

  override render(): TemplateResult {
    return html`<div part="base"><slot></slot></div>`;
  }
}
