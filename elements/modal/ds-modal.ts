import { defineElement } from '../internal/core/define.js';
import { DsModal } from './ds-modal.component.js';

export * from './ds-modal.component.js';

defineElement('ds-modal', DsModal);

declare global {
  interface HTMLElementTagNameMap {
    'ds-modal': DsModal;
  }
}
