// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsSwitch as DsSwitchElement } from '../../elements/switch/ds-switch.js';

/** A native event the element dispatches itself: its `target` and `currentTarget` are the element. */
type OwnEvent<E extends Event> = E & { target: DsSwitchElement; currentTarget: DsSwitchElement };

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
    onInput: 'input' as EventName<OwnEvent<Event>>,
    onChange: 'change' as EventName<OwnEvent<Event>>,
  },
  displayName: 'DsSwitch',
});
