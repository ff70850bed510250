// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent } from '@lit/react';
import { DsTab as DsTabElement } from '../../elements/tabs/ds-tab.js';

/**
 * React wrapper of `<ds-tab>`: A tab of a ds-tabs: a label, an optional icon, the name of its panel.
 */
export const DsTab = createComponent({
  tagName: 'ds-tab',
  elementClass: DsTabElement,
  react: React,
  events: {},
  displayName: 'DsTab',
});
