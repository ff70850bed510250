// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsRadioGroup as DsRadioGroupElement } from '../../elements/radio/ds-radio-group.js';

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
    onInput: 'input' as EventName<Event>,
    onChange: 'change' as EventName<Event>,
  },
  displayName: 'DsRadioGroup',
});
