import { defineElement } from '../internal/core/define.js';
import { DsCheckboxGroup } from './ds-checkbox-group.component.js';

export * from './ds-checkbox-group.component.js';

defineElement('ds-checkbox-group', DsCheckboxGroup);

declare global {
  interface HTMLElementTagNameMap {
    'ds-checkbox-group': DsCheckboxGroup;
  }
}
