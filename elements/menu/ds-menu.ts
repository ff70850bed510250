import { defineElement } from '../internal/core/define.js';
import { DsMenu } from './ds-menu.component.js';

export * from './ds-menu.component.js';

defineElement('ds-menu', DsMenu);

declare global {
  interface HTMLElementTagNameMap {
    'ds-menu': DsMenu;
  }
}
