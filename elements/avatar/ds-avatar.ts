import { defineElement } from '../internal/core/define.js';
import { DsAvatar } from './ds-avatar.component.js';

export * from './ds-avatar.component.js';

defineElement('ds-avatar', DsAvatar);

declare global {
  interface HTMLElementTagNameMap {
    'ds-avatar': DsAvatar;
  }
}
