// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent } from '@lit/react';
import { DsGauge as DsGaugeElement } from '../../elements/gauge/ds-gauge.js';

/**
 * React wrapper of `<ds-gauge>`: A dial showing a value on a scale, with the value as text.
 */
export const DsGauge = createComponent({
  tagName: 'ds-gauge',
  elementClass: DsGaugeElement,
  react: React,
  events: {},
  displayName: 'DsGauge',
});
