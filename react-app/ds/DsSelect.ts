// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsSelect as DsSelectElement } from '../../elements/select/ds-select.js';

/** A native event the element dispatches itself: its `target` and `currentTarget` are the element. */
type OwnEvent<E extends Event> = E & { target: DsSelectElement; currentTarget: DsSelectElement };

/**
 * React wrapper of `<ds-select>`: A labelled select: a field that opens a list of options to choose one from.
 *
 * Events: `onInput` (`input`), `onChange` (`change`), `onInvalid` (`invalid`).
 */
export const DsSelect = createComponent({
  tagName: 'ds-select',
  elementClass: DsSelectElement,
  react: React,
  events: {
    onInput: 'input' as EventName<OwnEvent<Event>>,
    onChange: 'change' as EventName<OwnEvent<Event>>,
    onInvalid: 'invalid' as EventName<OwnEvent<Event>>,
  },
  displayName: 'DsSelect',
});
