import { defineElement } from '../internal/core/define.js';
import { DsTabPanel } from './ds-tab-panel.component.js';

export * from './ds-tab-panel.component.js';

defineElement('ds-tab-panel', DsTabPanel);

declare global {
  interface HTMLElementTagNameMap {
    'ds-tab-panel': DsTabPanel;
  }
}
