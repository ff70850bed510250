import { defineElement } from '../internal/core/define.js';
import { DsIcon } from './ds-icon.component.js';

export * from './ds-icon.component.js';

defineElement('ds-icon', DsIcon);

declare global {
  interface HTMLElementTagNameMap {
    'ds-icon': DsIcon;
  }
}
