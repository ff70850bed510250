// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsSlider as DsSliderElement } from '../../elements/slider/ds-slider.js';

/** A native event the element dispatches itself: its `target` and `currentTarget` are the element. */
type OwnEvent<E extends Event> = E & { target: DsSliderElement; currentTarget: DsSliderElement };

/**
 * React wrapper of `<ds-slider>`: Sliders pick a value, or a range of values, from a continuous or stepped interval.
 *
 * Events: `onInput` (`input`), `onChange` (`change`).
 */
export const DsSlider = createComponent({
  tagName: 'ds-slider',
  elementClass: DsSliderElement,
  react: React,
  events: {
    onInput: 'input' as EventName<OwnEvent<Event>>,
    onChange: 'change' as EventName<OwnEvent<Event>>,
  },
  displayName: 'DsSlider',
});
