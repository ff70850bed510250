import { defineElement } from '../internal/core/define.js';
import { DsTooltip } from './ds-tooltip.component.js';

export * from './ds-tooltip.component.js';

defineElement('ds-tooltip', DsTooltip);

declare global {
  interface HTMLElementTagNameMap {
    'ds-tooltip': DsTooltip;
  }
}
