import { html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { defineElement } from '../internal/define.js';
import { DsElement } from '../internal/ds-element.js';
import { buttonGroupStyles } from './ds-button-group.styles.js';

/**
 * Groups related buttons: one accessible group (`role="group"` named by `label`), drawn as one
 * joined control. Put `<ds-button>` elements (also toggle buttons) in the default slot.
 *
 * @summary Joins related buttons into one labelled group.
 * @status stable
 * @since 1.0
 *
 * @slot - The buttons of the group.
 *
 * @csspart base - The element with `role="group"` that holds the buttons.
 */
export class DsButtonGroup extends DsElement {
  static override styles = [DsElement.styles, buttonGroupStyles];

  /** Accessible name of the group (`aria-label`), e.g. "Text alignment". */
  @property()
  label = '';

  override render(): TemplateResult {
    return html`<div part="base" class="group" role="group" aria-label=${this.label || nothing}>
      <slot></slot>
    </div>`;
  }
}

defineElement('ds-button-group', DsButtonGroup);

declare global {
  interface HTMLElementTagNameMap {
    'ds-button-group': DsButtonGroup;
  }
}
