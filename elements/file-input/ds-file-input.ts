import { defineElement } from '../internal/core/define.js';
import { DsFileInput } from './ds-file-input.component.js';

export * from './ds-file-input.component.js';

defineElement('ds-file-input', DsFileInput);

declare global {
  interface HTMLElementTagNameMap {
    'ds-file-input': DsFileInput;
  }
}
