import { defineElement } from '../internal/core/define.js';
import { DsCallout } from './ds-callout.component.js';

export * from './ds-callout.component.js';

defineElement('ds-callout', DsCallout);

declare global {
  interface HTMLElementTagNameMap {
    'ds-callout': DsCallout;
  }
}
