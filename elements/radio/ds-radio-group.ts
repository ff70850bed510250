import { defineElement } from '../internal/core/define.js';
import { DsRadioGroup } from './ds-radio-group.component.js';

export * from './ds-radio-group.component.js';

defineElement('ds-radio-group', DsRadioGroup);

declare global {
  interface HTMLElementTagNameMap {
    'ds-radio-group': DsRadioGroup;
  }
}
