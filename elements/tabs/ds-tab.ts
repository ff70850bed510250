import { defineElement } from '../internal/core/define.js';
import { DsTab } from './ds-tab.component.js';

export * from './ds-tab.component.js';

defineElement('ds-tab', DsTab);

declare global {
  interface HTMLElementTagNameMap {
    'ds-tab': DsTab;
  }
}
