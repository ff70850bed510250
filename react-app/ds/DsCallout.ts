// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsCallout as DsCalloutElement } from '../../elements/callout/ds-callout.js';
import type { DsDismissEvent } from '../../elements/events/ds-dismiss.js';

/** An event heard on the element (it may come from a nested one): its `currentTarget` is the element. */
type HeardEvent<E extends Event> = E & { currentTarget: DsCalloutElement };

/**
 * React wrapper of `<ds-callout>`: A notice with an icon per kind, a title, a body and an optional dismiss button.
 *
 * Events: `onDsDismiss` (`ds-dismiss`).
 */
export const DsCallout = createComponent({
  tagName: 'ds-callout',
  elementClass: DsCalloutElement,
  react: React,
  events: {
    onDsDismiss: 'ds-dismiss' as EventName<HeardEvent<DsDismissEvent>>,
  },
  displayName: 'DsCallout',
});
