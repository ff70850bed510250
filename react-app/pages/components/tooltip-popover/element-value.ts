import type { ComponentRef } from 'react';
import type { DsRadioGroup } from '../../../ds/DsRadioGroup';
import type { DsSlider } from '../../../ds/DsSlider';
import type { DsTextField } from '../../../ds/DsTextField';

/** The slider an `input` event came from (the wrapper's listener sits on the element itself). */
export const sliderOf = (event: Event) => event.currentTarget as ComponentRef<typeof DsSlider>;

/** The radio group a `change` event came from. */
export const radioGroupOf = (event: Event) => event.currentTarget as ComponentRef<typeof DsRadioGroup>;

/** The text field an `input` event came from. */
export const textFieldOf = (event: Event) => event.currentTarget as ComponentRef<typeof DsTextField>;
