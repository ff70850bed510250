// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsSidePanel as DsSidePanelElement } from '../../elements/side-panel/ds-side-panel.js';
import type { DsToggleEvent } from '../../elements/events/ds-toggle.js';

/** An event heard on the element (it may come from a nested one): its `currentTarget` is the element. */
type HeardEvent<E extends Event> = E & { currentTarget: DsSidePanelElement };

/**
 * React wrapper of `<ds-side-panel>`: A collapsible side panel (navigation rail), 90 px collapsed and 240 px open.
 *
 * Events: `onDsToggle` (`ds-toggle`).
 */
export const DsSidePanel = createComponent({
  tagName: 'ds-side-panel',
  elementClass: DsSidePanelElement,
  react: React,
  events: {
    onDsToggle: 'ds-toggle' as EventName<HeardEvent<DsToggleEvent>>,
  },
  displayName: 'DsSidePanel',
});
