// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsDetails as DsDetailsElement } from '../../elements/details/ds-details.js';
import type { DsHideEvent } from '../../elements/events/ds-hide.js';
import type { DsShowEvent } from '../../elements/events/ds-show.js';

/** An event heard on the element (it may come from a nested one): its `currentTarget` is the element. */
type HeardEvent<E extends Event> = E & { currentTarget: DsDetailsElement };

/**
 * React wrapper of `<ds-details>`: A section that shows or hides its content: a disclosure, or an accordion of several.
 *
 * Events: `onDsShow` (`ds-show`), `onDsHide` (`ds-hide`).
 */
export const DsDetails = createComponent({
  tagName: 'ds-details',
  elementClass: DsDetailsElement,
  react: React,
  events: {
    onDsShow: 'ds-show' as EventName<HeardEvent<DsShowEvent>>,
    onDsHide: 'ds-hide' as EventName<HeardEvent<DsHideEvent>>,
  },
  displayName: 'DsDetails',
});
