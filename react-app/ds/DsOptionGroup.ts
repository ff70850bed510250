// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent } from '@lit/react';
import { DsOptionGroup as DsOptionGroupElement } from '../../elements/select/ds-option-group.js';

/**
 * React wrapper of `<ds-option-group>`: A labelled group of options in a `<ds-select>` or `<ds-combobox>`.
 */
export const DsOptionGroup = createComponent({
  tagName: 'ds-option-group',
  elementClass: DsOptionGroupElement,
  react: React,
  events: {},
  displayName: 'DsOptionGroup',
});
