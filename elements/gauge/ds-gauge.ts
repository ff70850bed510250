import { defineElement } from '../internal/core/define.js';
import { DsGauge } from './ds-gauge.component.js';

export * from './ds-gauge.component.js';

defineElement('ds-gauge', DsGauge);

declare global {
  interface HTMLElementTagNameMap {
    'ds-gauge': DsGauge;
  }
}
