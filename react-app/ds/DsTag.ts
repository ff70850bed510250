// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsTag as DsTagElement } from '../../elements/tag/ds-tag.js';
import type { DsRemoveEvent } from '../../elements/events/ds-remove.js';

/** An event heard on the element (it may come from a nested one): its `currentTarget` is the element. */
type HeardEvent<E extends Event> = E & { currentTarget: DsTagElement };

/**
 * React wrapper of `<ds-tag>`: A short label for a keyword or a chosen value, optionally removable.
 *
 * Events: `onDsRemove` (`ds-remove`).
 */
export const DsTag = createComponent({
  tagName: 'ds-tag',
  elementClass: DsTagElement,
  react: React,
  events: {
    onDsRemove: 'ds-remove' as EventName<HeardEvent<DsRemoveEvent>>,
  },
  displayName: 'DsTag',
});
