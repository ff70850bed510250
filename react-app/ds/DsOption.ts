// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent } from '@lit/react';
import { DsOption as DsOptionElement } from '../../elements/select/ds-option.js';

/**
 * React wrapper of `<ds-option>`: One choice of a `<ds-select>` or `<ds-combobox>`: a value and its text.
 */
export const DsOption = createComponent({
  tagName: 'ds-option',
  elementClass: DsOptionElement,
  react: React,
  events: {},
  displayName: 'DsOption',
});
