import { defineElement } from '../internal/core/define.js';
import { DsTextField } from './ds-text-field.component.js';

export * from './ds-text-field.component.js';

defineElement('ds-text-field', DsTextField);

declare global {
  interface HTMLElementTagNameMap {
    'ds-text-field': DsTextField;
  }
}
