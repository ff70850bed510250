// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsMenu as DsMenuElement } from '../../elements/menu/ds-menu.js';
import type { DsHideEvent } from '../../elements/events/ds-hide.js';
import type { DsSelectEvent } from '../../elements/events/ds-select.js';
import type { DsShowEvent } from '../../elements/events/ds-show.js';

/** An event heard on the element (it may come from a nested one): its `currentTarget` is the element. */
type HeardEvent<E extends Event> = E & { currentTarget: DsMenuElement };

/**
 * React wrapper of `<ds-menu>`: A menu button: a trigger that opens a list of actions to choose from.
 *
 * Events: `onDsSelect` (`ds-select`), `onDsShow` (`ds-show`), `onDsHide` (`ds-hide`).
 */
export const DsMenu = createComponent({
  tagName: 'ds-menu',
  elementClass: DsMenuElement,
  react: React,
  events: {
    onDsSelect: 'ds-select' as EventName<HeardEvent<DsSelectEvent>>,
    onDsShow: 'ds-show' as EventName<HeardEvent<DsShowEvent>>,
    onDsHide: 'ds-hide' as EventName<HeardEvent<DsHideEvent>>,
  },
  displayName: 'DsMenu',
});
