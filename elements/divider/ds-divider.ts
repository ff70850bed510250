import { defineElement } from '../internal/core/define.js';
import { DsDivider } from './ds-divider.component.js';

export * from './ds-divider.component.js';

defineElement('ds-divider', DsDivider);

declare global {
  interface HTMLElementTagNameMap {
    'ds-divider': DsDivider;
  }
}
