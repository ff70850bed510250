import { defineElement } from '../internal/core/define.js';
import { DsSwitch } from './ds-switch.component.js';

export * from './ds-switch.component.js';

defineElement('ds-switch', DsSwitch);

declare global {
  interface HTMLElementTagNameMap {
    'ds-switch': DsSwitch;
  }
}
