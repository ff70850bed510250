import { defineElement } from '../internal/core/define.js';
import { DsBadge } from './ds-badge.component.js';

export * from './ds-badge.component.js';

defineElement('ds-badge', DsBadge);

declare global {
  interface HTMLElementTagNameMap {
    'ds-badge': DsBadge;
  }
}
