// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsTooltip as DsTooltipElement } from '../../elements/tooltip/ds-tooltip.js';
import type { DsHideEvent } from '../../elements/events/ds-hide.js';
import type { DsShowEvent } from '../../elements/events/ds-show.js';

/** An event heard on the element (it may come from a nested one): its `currentTarget` is the element. */
type HeardEvent<E extends Event> = E & { currentTarget: DsTooltipElement };

/**
 * React wrapper of `<ds-tooltip>`: A short description of an element, shown on hover, keyboard focus or a long press.
 *
 * Events: `onDsShow` (`ds-show`), `onDsHide` (`ds-hide`).
 */
export const DsTooltip = createComponent({
  tagName: 'ds-tooltip',
  elementClass: DsTooltipElement,
  react: React,
  events: {
    onDsShow: 'ds-show' as EventName<HeardEvent<DsShowEvent>>,
    onDsHide: 'ds-hide' as EventName<HeardEvent<DsHideEvent>>,
  },
  displayName: 'DsTooltip',
});
