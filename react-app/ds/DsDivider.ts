// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent } from '@lit/react';
import { DsDivider as DsDividerElement } from '../../elements/divider/ds-divider.js';

/**
 * React wrapper of `<ds-divider>`: A horizontal or vertical separator line with spacing.
 */
export const DsDivider = createComponent({
  tagName: 'ds-divider',
  elementClass: DsDividerElement,
  react: React,
  events: {},
  displayName: 'DsDivider',
});
