// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsCheckbox as DsCheckboxElement } from '../../elements/checkbox/ds-checkbox.js';

/** A native event the element dispatches itself: its `target` and `currentTarget` are the element. */
type OwnEvent<E extends Event> = E & { target: DsCheckboxElement; currentTarget: DsCheckboxElement };

/**
 * React wrapper of `<ds-checkbox>`: Checkboxes let the user turn an option on or off, or show a mixed state.
 *
 * Events: `onInput` (`input`), `onChange` (`change`).
 */
export const DsCheckbox = createComponent({
  tagName: 'ds-checkbox',
  elementClass: DsCheckboxElement,
  react: React,
  events: {
    onInput: 'input' as EventName<OwnEvent<Event>>,
    onChange: 'change' as EventName<OwnEvent<Event>>,
  },
  displayName: 'DsCheckbox',
});
