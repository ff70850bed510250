import { defineElement } from '../internal/core/define.js';
import { DsDetails } from './ds-details.component.js';

export * from './ds-details.component.js';

defineElement('ds-details', DsDetails);

declare global {
  interface HTMLElementTagNameMap {
    'ds-details': DsDetails;
  }
}
