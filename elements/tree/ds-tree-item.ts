import { defineElement } from '../internal/core/define.js';
import { DsTreeItem } from './ds-tree-item.component.js';

export * from './ds-tree-item.component.js';

defineElement('ds-tree-item', DsTreeItem);

declare global {
  interface HTMLElementTagNameMap {
    'ds-tree-item': DsTreeItem;
  }
}
