// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsSwitch as DsSwitchElement } from '../../elements/switch/ds-switch.js';

/**
 * React wrapper of `<ds-switch>`: Switches turn a setting on or off at once.
 *
 * Events: `onInput` (`input`), `onChange` (`change`).
 */
export const DsSwitch = createComponent({
  tagName: 'ds-switch',
  elementClass: DsSwitchElement,
  react: React,
  events: {
    onInput: 'input' as EventName<Event>,
    onChange: 'change' as EventName<Event>,
  },
  displayName: 'DsSwitch',
});
