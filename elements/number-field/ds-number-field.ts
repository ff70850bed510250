import { defineElement } from '../internal/core/define.js';
import { DsNumberField } from './ds-number-field.component.js';

export * from './ds-number-field.component.js';

defineElement('ds-number-field', DsNumberField);

declare global {
  interface HTMLElementTagNameMap {
    'ds-number-field': DsNumberField;
  }
}
