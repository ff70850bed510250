import { defineElement } from '../internal/core/define.js';
import { DsSpinner } from './ds-spinner.component.js';

export * from './ds-spinner.component.js';

defineElement('ds-spinner', DsSpinner);

declare global {
  interface HTMLElementTagNameMap {
    'ds-spinner': DsSpinner;
  }
}
