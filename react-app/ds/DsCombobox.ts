// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsCombobox as DsComboboxElement } from '../../elements/combobox/ds-combobox.js';

/** A native event the element dispatches itself: its `target` and `currentTarget` are the element. */
type OwnEvent<E extends Event> = E & { target: DsComboboxElement; currentTarget: DsComboboxElement };

/**
 * React wrapper of `<ds-combobox>`: A labelled text field that filters a list of options as you type: one or several values, custom text, remote options.
 *
 * Events: `onInput` (`input`), `onChange` (`change`), `onInvalid` (`invalid`).
 */
export const DsCombobox = createComponent({
  tagName: 'ds-combobox',
  elementClass: DsComboboxElement,
  react: React,
  events: {
    onInput: 'input' as EventName<OwnEvent<Event>>,
    onChange: 'change' as EventName<OwnEvent<Event>>,
    onInvalid: 'invalid' as EventName<OwnEvent<Event>>,
  },
  displayName: 'DsCombobox',
});
