// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsColorPicker as DsColorPickerElement } from '../../elements/color-picker/ds-color-picker.js';

/** A native event the element dispatches itself: its `target` and `currentTarget` are the element. */
type OwnEvent<E extends Event> = E & { target: DsColorPickerElement; currentTarget: DsColorPickerElement };

/**
 * React wrapper of `<ds-color-picker>`: Picks a colour with an area, sliders, a hex field and swatches.
 *
 * Events: `onInput` (`input`), `onChange` (`change`).
 */
export const DsColorPicker = createComponent({
  tagName: 'ds-color-picker',
  elementClass: DsColorPickerElement,
  react: React,
  events: {
    onInput: 'input' as EventName<OwnEvent<Event>>,
    onChange: 'change' as EventName<OwnEvent<Event>>,
  },
  displayName: 'DsColorPicker',
});
