// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent } from '@lit/react';
import { DsTabPanel as DsTabPanelElement } from '../../elements/tabs/ds-tab-panel.js';

/**
 * React wrapper of `<ds-tab-panel>`: The content of one tab of a ds-tabs.
 */
export const DsTabPanel = createComponent({
  tagName: 'ds-tab-panel',
  elementClass: DsTabPanelElement,
  react: React,
  events: {},
  displayName: 'DsTabPanel',
});
