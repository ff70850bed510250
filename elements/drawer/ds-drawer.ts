import { defineElement } from '../internal/core/define.js';
import { DsDrawer } from './ds-drawer.component.js';

export * from './ds-drawer.component.js';

defineElement('ds-drawer', DsDrawer);

declare global {
  interface HTMLElementTagNameMap {
    'ds-drawer': DsDrawer;
  }
}
