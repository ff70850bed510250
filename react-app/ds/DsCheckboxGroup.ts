// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsCheckboxGroup as DsCheckboxGroupElement } from '../../elements/checkbox/ds-checkbox-group.js';

/** A native event the element dispatches itself: its `target` and `currentTarget` are the element. */
type OwnEvent<E extends Event> = E & { target: DsCheckboxGroupElement; currentTarget: DsCheckboxGroupElement };

/**
 * React wrapper of `<ds-checkbox-group>`: Groups checkboxes into one labelled, multiple-choice form field.
 *
 * Events: `onInput` (`input`), `onChange` (`change`).
 */
export const DsCheckboxGroup = createComponent({
  tagName: 'ds-checkbox-group',
  elementClass: DsCheckboxGroupElement,
  react: React,
  events: {
    onInput: 'input' as EventName<OwnEvent<Event>>,
    onChange: 'change' as EventName<OwnEvent<Event>>,
  },
  displayName: 'DsCheckboxGroup',
});
