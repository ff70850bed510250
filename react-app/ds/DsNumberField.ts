// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsNumberField as DsNumberFieldElement } from '../../elements/number-field/ds-number-field.js';

/** A native event the element dispatches itself: its `target` and `currentTarget` are the element. */
type OwnEvent<E extends Event> = E & { target: DsNumberFieldElement; currentTarget: DsNumberFieldElement };

/**
 * React wrapper of `<ds-number-field>`: A labelled spinbutton for numbers, formatted and read in the page's language.
 *
 * Events: `onChange` (`change`), `onInput` (`input`), `onInvalid` (`invalid`).
 */
export const DsNumberField = createComponent({
  tagName: 'ds-number-field',
  elementClass: DsNumberFieldElement,
  react: React,
  events: {
    onChange: 'change' as EventName<OwnEvent<Event>>,
    onInput: 'input' as EventName<OwnEvent<Event>>,
    onInvalid: 'invalid' as EventName<OwnEvent<Event>>,
  },
  displayName: 'DsNumberField',
});
