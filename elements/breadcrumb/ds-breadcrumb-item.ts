import { defineElement } from '../internal/core/define.js';
import { DsBreadcrumbItem } from './ds-breadcrumb-item.component.js';

export * from './ds-breadcrumb-item.component.js';

defineElement('ds-breadcrumb-item', DsBreadcrumbItem);

declare global {
  interface HTMLElementTagNameMap {
    'ds-breadcrumb-item': DsBreadcrumbItem;
  }
}
