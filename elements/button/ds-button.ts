import { defineElement } from '../internal/core/define.js';
import { DsButton } from './ds-button.component.js';

export * from './ds-button.component.js';

defineElement('ds-button', DsButton);

declare global {
  interface HTMLElementTagNameMap {
    'ds-button': DsButton;
  }
}
