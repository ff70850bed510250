// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent } from '@lit/react';
import { DsAvatarGroup as DsAvatarGroupElement } from '../../elements/avatar/ds-avatar-group.js';

/**
 * React wrapper of `<ds-avatar-group>`: Overlapping avatars with a "+N" for the ones that do not fit.
 */
export const DsAvatarGroup = createComponent({
  tagName: 'ds-avatar-group',
  elementClass: DsAvatarGroupElement,
  react: React,
  events: {},
  displayName: 'DsAvatarGroup',
});
