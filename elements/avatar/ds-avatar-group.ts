import { defineElement } from '../internal/core/define.js';
import { DsAvatarGroup } from './ds-avatar-group.component.js';

export * from './ds-avatar-group.component.js';

defineElement('ds-avatar-group', DsAvatarGroup);

declare global {
  interface HTMLElementTagNameMap {
    'ds-avatar-group': DsAvatarGroup;
  }
}
