import type { ComponentRef } from 'react';
import type { DsSlider } from '../../../ds/DsSlider';

type SliderElement = ComponentRef<typeof DsSlider>;

/** The slider an `input` event came from (the wrapper's listener sits on the element itself). */
export const sliderOf = (event: Event) => event.currentTarget as SliderElement;
