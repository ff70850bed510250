import { defineElement } from '../internal/core/define.js';
import { DsProgress } from './ds-progress.component.js';

export * from './ds-progress.component.js';

defineElement('ds-progress', DsProgress);

declare global {
  interface HTMLElementTagNameMap {
    'ds-progress': DsProgress;
  }
}
