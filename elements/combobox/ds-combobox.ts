import { defineElement } from '../internal/core/define.js';
import { DsCombobox } from './ds-combobox.component.js';

export * from './ds-combobox.component.js';

defineElement('ds-combobox', DsCombobox);

declare global {
  interface HTMLElementTagNameMap {
    'ds-combobox': DsCombobox;
  }
}
