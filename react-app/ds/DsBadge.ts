// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent } from '@lit/react';
import { DsBadge as DsBadgeElement } from '../../elements/badge/ds-badge.js';

/**
 * React wrapper of `<ds-badge>`: A count, dot or status mark, alone or on an icon or button.
 */
export const DsBadge = createComponent({
  tagName: 'ds-badge',
  elementClass: DsBadgeElement,
  react: React,
  events: {},
  displayName: 'DsBadge',
});
