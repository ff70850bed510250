import { defineElement } from '../internal/core/define.js';
import { DsSidePanel } from './ds-side-panel.component.js';

export * from './ds-side-panel.component.js';

defineElement('ds-side-panel', DsSidePanel);

declare global {
  interface HTMLElementTagNameMap {
    'ds-side-panel': DsSidePanel;
  }
}
