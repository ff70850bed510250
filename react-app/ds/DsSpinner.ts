// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent } from '@lit/react';
import { DsSpinner as DsSpinnerElement } from '../../elements/spinner/ds-spinner.js';

/**
 * React wrapper of `<ds-spinner>`: A loading indicator sized by the font.
 */
export const DsSpinner = createComponent({
  tagName: 'ds-spinner',
  elementClass: DsSpinnerElement,
  react: React,
  events: {},
  displayName: 'DsSpinner',
});
