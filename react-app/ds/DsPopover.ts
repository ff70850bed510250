// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsPopover as DsPopoverElement } from '../../elements/popover/ds-popover.js';
import type { DsHideEvent } from '../../elements/events/ds-hide.js';
import type { DsShowEvent } from '../../elements/events/ds-show.js';

/** An event heard on the element (it may come from a nested one): its `currentTarget` is the element. */
type HeardEvent<E extends Event> = E & { currentTarget: DsPopoverElement };

/**
 * React wrapper of `<ds-popover>`: A non-modal panel of any content, opened from a trigger by click or context menu.
 *
 * Events: `onDsShow` (`ds-show`), `onDsHide` (`ds-hide`).
 */
export const DsPopover = createComponent({
  tagName: 'ds-popover',
  elementClass: DsPopoverElement,
  react: React,
  events: {
    onDsShow: 'ds-show' as EventName<HeardEvent<DsShowEvent>>,
    onDsHide: 'ds-hide' as EventName<HeardEvent<DsHideEvent>>,
  },
  displayName: 'DsPopover',
});
