import { defineElement } from '../internal/core/define.js';
import { DsSelect } from './ds-select.component.js';

export * from './ds-select.component.js';

defineElement('ds-select', DsSelect);

declare global {
  interface HTMLElementTagNameMap {
    'ds-select': DsSelect;
  }
}
