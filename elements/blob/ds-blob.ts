import { defineElement } from '../internal/core/define.js';
import { DsBlob } from './ds-blob.component.js';

export * from './ds-blob.component.js';

defineElement('ds-blob', DsBlob);

declare global {
  interface HTMLElementTagNameMap {
    'ds-blob': DsBlob;
  }
}
