import { defineElement } from '../internal/core/define.js';
import { DsTree } from './ds-tree.component.js';

export * from './ds-tree.component.js';

defineElement('ds-tree', DsTree);

declare global {
  interface HTMLElementTagNameMap {
    'ds-tree': DsTree;
  }
}
