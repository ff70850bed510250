// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsCard as DsCardElement } from '../../elements/card/ds-card.js';
import type { DsCardOpenEvent } from '../../elements/events/ds-card-open.js';
import type { DsCardSelectEvent } from '../../elements/events/ds-card-select.js';

/** An event heard on the element (it may come from a nested one): its `currentTarget` is the element. */
type HeardEvent<E extends Event> = E & { currentTarget: DsCardElement };

/**
 * React wrapper of `<ds-card>`: A card with media, heading, text and actions; optionally selectable, with a long press.
 *
 * Events: `onDsCardSelect` (`ds-card-select`), `onDsCardOpen` (`ds-card-open`).
 */
export const DsCard = createComponent({
  tagName: 'ds-card',
  elementClass: DsCardElement,
  react: React,
  events: {
    onDsCardSelect: 'ds-card-select' as EventName<HeardEvent<DsCardSelectEvent>>,
    onDsCardOpen: 'ds-card-open' as EventName<HeardEvent<DsCardOpenEvent>>,
  },
  displayName: 'DsCard',
});
