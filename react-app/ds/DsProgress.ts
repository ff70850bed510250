// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent } from '@lit/react';
import { DsProgress as DsProgressElement } from '../../elements/progress/ds-progress.js';

/**
 * React wrapper of `<ds-progress>`: A progress bar or ring, determinate or indeterminate.
 */
export const DsProgress = createComponent({
  tagName: 'ds-progress',
  elementClass: DsProgressElement,
  react: React,
  events: {},
  displayName: 'DsProgress',
});
