import { defineElement } from '../internal/core/define.js';
import { DsMenuItem } from './ds-menu-item.component.js';

export * from './ds-menu-item.component.js';

defineElement('ds-menu-item', DsMenuItem);

declare global {
  interface HTMLElementTagNameMap {
    'ds-menu-item': DsMenuItem;
  }
}
