// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent } from '@lit/react';
import { DsAvatar as DsAvatarElement } from '../../elements/avatar/ds-avatar.js';

/**
 * React wrapper of `<ds-avatar>`: A person's picture, initials or silhouette, named by their name.
 */
export const DsAvatar = createComponent({
  tagName: 'ds-avatar',
  elementClass: DsAvatarElement,
  react: React,
  events: {},
  displayName: 'DsAvatar',
});
