import { defineElement } from '../internal/core/define.js';
import { DsButtonGroup } from './ds-button-group.component.js';

export * from './ds-button-group.component.js';

defineElement('ds-button-group', DsButtonGroup);

declare global {
  interface HTMLElementTagNameMap {
    'ds-button-group': DsButtonGroup;
  }
}
