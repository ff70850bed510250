import { defineElement } from '../internal/core/define.js';
import { DsCountUp } from './ds-count-up.component.js';

export * from './ds-count-up.component.js';

defineElement('ds-count-up', DsCountUp);

declare global {
  interface HTMLElementTagNameMap {
    'ds-count-up': DsCountUp;
  }
}
