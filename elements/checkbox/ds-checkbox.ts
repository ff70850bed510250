import { defineElement } from '../internal/core/define.js';
import { DsCheckbox } from './ds-checkbox.component.js';

export * from './ds-checkbox.component.js';

defineElement('ds-checkbox', DsCheckbox);

declare global {
  interface HTMLElementTagNameMap {
    'ds-checkbox': DsCheckbox;
  }
}
