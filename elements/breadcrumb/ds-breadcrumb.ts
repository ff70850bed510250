import { defineElement } from '../internal/core/define.js';
import { DsBreadcrumb } from './ds-breadcrumb.component.js';

export * from './ds-breadcrumb.component.js';

defineElement('ds-breadcrumb', DsBreadcrumb);

declare global {
  interface HTMLElementTagNameMap {
    'ds-breadcrumb': DsBreadcrumb;
  }
}
