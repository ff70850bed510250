import { defineElement } from '../internal/core/define.js';
import { DsRipple } from './ds-ripple.component.js';

export * from './ds-ripple.component.js';

defineElement('ds-ripple', DsRipple);

declare global {
  interface HTMLElementTagNameMap {
    'ds-ripple': DsRipple;
  }
}
