// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent } from '@lit/react';
import { DsMenuItem as DsMenuItemElement } from '../../elements/menu/ds-menu-item.js';

/**
 * React wrapper of `<ds-menu-item>`: One choice of a `<ds-menu>`: a focusable, activatable row.
 */
export const DsMenuItem = createComponent({
  tagName: 'ds-menu-item',
  elementClass: DsMenuItemElement,
  react: React,
  events: {},
  displayName: 'DsMenuItem',
});
