// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsDatePicker as DsDatePickerElement } from '../../elements/date-picker/ds-date-picker.js';

/** A native event the element dispatches itself: its `target` and `currentTarget` are the element. */
type OwnEvent<E extends Event> = E & { target: DsDatePickerElement; currentTarget: DsDatePickerElement };

/**
 * React wrapper of `<ds-date-picker>`: A labelled date field that reads dates typed in the locale's format and opens a calendar to choose one.
 *
 * Events: `onInput` (`input`), `onChange` (`change`), `onInvalid` (`invalid`).
 */
export const DsDatePicker = createComponent({
  tagName: 'ds-date-picker',
  elementClass: DsDatePickerElement,
  react: React,
  events: {
    onInput: 'input' as EventName<OwnEvent<Event>>,
    onChange: 'change' as EventName<OwnEvent<Event>>,
    onInvalid: 'invalid' as EventName<OwnEvent<Event>>,
  },
  displayName: 'DsDatePicker',
});
