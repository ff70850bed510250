// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent } from '@lit/react';
import { DsIcon as DsIconElement } from '../../elements/icon/ds-icon.js';

/**
 * React wrapper of `<ds-icon>`: A scalable icon from the standard or the Dotline set.
 */
export const DsIcon = createComponent({
  tagName: 'ds-icon',
  elementClass: DsIconElement,
  react: React,
  events: {},
  displayName: 'DsIcon',
});
