// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsCountUp as DsCountUpElement } from '../../elements/count-up/ds-count-up.js';
import type { DsFinishEvent } from '../../elements/events/ds-finish.js';

/** An event heard on the element (it may come from a nested one): its `currentTarget` is the element. */
type HeardEvent<E extends Event> = E & { currentTarget: DsCountUpElement };

/**
 * React wrapper of `<ds-count-up>`: An animated number that counts up or down to a final value.
 *
 * Events: `onDsFinish` (`ds-finish`).
 */
export const DsCountUp = createComponent({
  tagName: 'ds-count-up',
  elementClass: DsCountUpElement,
  react: React,
  events: {
    onDsFinish: 'ds-finish' as EventName<HeardEvent<DsFinishEvent>>,
  },
  displayName: 'DsCountUp',
});
