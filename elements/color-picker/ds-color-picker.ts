import { defineElement } from '../internal/core/define.js';
import { DsColorPicker } from './ds-color-picker.component.js';

export * from './ds-color-picker.component.js';

defineElement('ds-color-picker', DsColorPicker);

declare global {
  interface HTMLElementTagNameMap {
    'ds-color-picker': DsColorPicker;
  }
}
