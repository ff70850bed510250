// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsDrawer as DsDrawerElement } from '../../elements/drawer/ds-drawer.js';
import type { DsHideEvent } from '../../elements/events/ds-hide.js';
import type { DsShowEvent } from '../../elements/events/ds-show.js';

/** An event heard on the element (it may come from a nested one): its `currentTarget` is the element. */
type HeardEvent<E extends Event> = E & { currentTarget: DsDrawerElement };

/**
 * React wrapper of `<ds-drawer>`: A modal panel that slides in from an edge of the screen.
 *
 * Events: `onDsShow` (`ds-show`), `onDsHide` (`ds-hide`).
 */
export const DsDrawer = createComponent({
  tagName: 'ds-drawer',
  elementClass: DsDrawerElement,
  react: React,
  events: {
    onDsShow: 'ds-show' as EventName<HeardEvent<DsShowEvent>>,
    onDsHide: 'ds-hide' as EventName<HeardEvent<DsHideEvent>>,
  },
  displayName: 'DsDrawer',
});
