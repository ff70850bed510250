import { defineElement } from '../internal/core/define.js';
import { DsPopover } from './ds-popover.component.js';

export * from './ds-popover.component.js';

defineElement('ds-popover', DsPopover);

declare global {
  interface HTMLElementTagNameMap {
    'ds-popover': DsPopover;
  }
}
