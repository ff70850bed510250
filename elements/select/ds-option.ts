import { defineElement } from '../internal/core/define.js';
import { DsOption } from './ds-option.component.js';

export * from './ds-option.component.js';

defineElement('ds-option', DsOption);

declare global {
  interface HTMLElementTagNameMap {
    'ds-option': DsOption;
  }
}
