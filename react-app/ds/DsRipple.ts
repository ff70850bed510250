// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent } from '@lit/react';
import { DsRipple as DsRippleElement } from '../../elements/ripple/ds-ripple.js';

/**
 * React wrapper of `<ds-ripple>`: A touch ripple that any element can contain.
 */
export const DsRipple = createComponent({
  tagName: 'ds-ripple',
  elementClass: DsRippleElement,
  react: React,
  events: {},
  displayName: 'DsRipple',
});
