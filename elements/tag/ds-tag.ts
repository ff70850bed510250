import { defineElement } from '../internal/core/define.js';
import { DsTag } from './ds-tag.component.js';

export * from './ds-tag.component.js';

defineElement('ds-tag', DsTag);

declare global {
  interface HTMLElementTagNameMap {
    'ds-tag': DsTag;
  }
}
