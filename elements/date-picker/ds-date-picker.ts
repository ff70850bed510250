import { defineElement } from '../internal/core/define.js';
import { DsDatePicker } from './ds-date-picker.component.js';

export * from './ds-date-picker.component.js';

defineElement('ds-date-picker', DsDatePicker);

declare global {
  interface HTMLElementTagNameMap {
    'ds-date-picker': DsDatePicker;
  }
}
