import { defineElement } from '../internal/core/define.js';
import { DsTabs } from './ds-tabs.component.js';

export * from './ds-tabs.component.js';

defineElement('ds-tabs', DsTabs);

declare global {
  interface HTMLElementTagNameMap {
    'ds-tabs': DsTabs;
  }
}
