import { defineElement } from '../internal/core/define.js';
import { DsRadio } from './ds-radio.component.js';

export * from './ds-radio.component.js';

defineElement('ds-radio', DsRadio);

declare global {
  interface HTMLElementTagNameMap {
    'ds-radio': DsRadio;
  }
}
