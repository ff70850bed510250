// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsRadioGroup as DsRadioGroupElement } from '../../elements/radio/ds-radio-group.js';

/** A native event the element dispatches itself: its `target` and `currentTarget` are the element. */
type OwnEvent<E extends Event> = E & { target: DsRadioGroupElement; currentTarget: DsRadioGroupElement };

/**
 * React wrapper of `<ds-radio-group>`: Radio groups let the user choose one option of a set.
 *
 * Events: `onInput` (`input`), `onChange` (`change`).
 */
export const DsRadioGroup = createComponent({
  tagName: 'ds-radio-group',
  elementClass: DsRadioGroupElement,
  react: React,
  events: {
    onInput: 'input' as EventName<OwnEvent<Event>>,
    onChange: 'change' as EventName<OwnEvent<Event>>,
  },
  displayName: 'DsRadioGroup',
});
