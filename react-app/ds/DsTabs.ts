// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsTabs as DsTabsElement } from '../../elements/tabs/ds-tabs.js';
import type { DsTabShowEvent } from '../../elements/events/ds-tab-show.js';

/** An event heard on the element (it may come from a nested one): its `currentTarget` is the element. */
type HeardEvent<E extends Event> = E & { currentTarget: DsTabsElement };

/**
 * React wrapper of `<ds-tabs>`: Tabs and their panels (APG tabs pattern) as tiles, pills, a navigation bar or bottom tabs.
 *
 * Events: `onDsTabShow` (`ds-tab-show`).
 */
export const DsTabs = createComponent({
  tagName: 'ds-tabs',
  elementClass: DsTabsElement,
  react: React,
  events: {
    onDsTabShow: 'ds-tab-show' as EventName<HeardEvent<DsTabShowEvent>>,
  },
  displayName: 'DsTabs',
});
