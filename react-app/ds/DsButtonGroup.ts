// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent } from '@lit/react';
import { DsButtonGroup as DsButtonGroupElement } from '../../elements/button/ds-button-group.js';

/**
 * React wrapper of `<ds-button-group>`: Joins related buttons into one labelled group.
 */
export const DsButtonGroup = createComponent({
  tagName: 'ds-button-group',
  elementClass: DsButtonGroupElement,
  react: React,
  events: {},
  displayName: 'DsButtonGroup',
});
