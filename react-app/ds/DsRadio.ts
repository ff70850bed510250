// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent } from '@lit/react';
import { DsRadio as DsRadioElement } from '../../elements/radio/ds-radio.js';

/**
 * React wrapper of `<ds-radio>`: One choice of a radio group.
 */
export const DsRadio = createComponent({
  tagName: 'ds-radio',
  elementClass: DsRadioElement,
  react: React,
  events: {},
  displayName: 'DsRadio',
});
