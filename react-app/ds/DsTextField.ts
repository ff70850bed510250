// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsTextField as DsTextFieldElement } from '../../elements/text-field/ds-text-field.js';

/** A native event the element dispatches itself: its `target` and `currentTarget` are the element. */
type OwnEvent<E extends Event> = E & { target: DsTextFieldElement; currentTarget: DsTextFieldElement };

/**
 * React wrapper of `<ds-text-field>`: A labelled text input or textarea with help text, validation and error messages.
 *
 * Events: `onInput` (`input`), `onChange` (`change`), `onInvalid` (`invalid`).
 */
export const DsTextField = createComponent({
  tagName: 'ds-text-field',
  elementClass: DsTextFieldElement,
  react: React,
  events: {
    onInput: 'input' as EventName<OwnEvent<Event>>,
    onChange: 'change' as EventName<OwnEvent<Event>>,
    onInvalid: 'invalid' as EventName<OwnEvent<Event>>,
  },
  displayName: 'DsTextField',
});
