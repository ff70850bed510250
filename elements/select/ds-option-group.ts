import { defineElement } from '../internal/core/define.js';
import { DsOptionGroup } from './ds-option-group.component.js';

export * from './ds-option-group.component.js';

defineElement('ds-option-group', DsOptionGroup);

declare global {
  interface HTMLElementTagNameMap {
    'ds-option-group': DsOptionGroup;
  }
}
