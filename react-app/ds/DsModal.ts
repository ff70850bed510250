// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsModal as DsModalElement } from '../../elements/modal/ds-modal.js';
import type { DsFullscreenChangeEvent } from '../../elements/events/ds-fullscreen-change.js';
import type { DsHideEvent } from '../../elements/events/ds-hide.js';
import type { DsShowEvent } from '../../elements/events/ds-show.js';

/** A native event the element dispatches itself: its `target` and `currentTarget` are the element. */
type OwnEvent<E extends Event> = E & { target: DsModalElement; currentTarget: DsModalElement };
/** An event heard on the element (it may come from a nested one): its `currentTarget` is the element. */
type HeardEvent<E extends Event> = E & { currentTarget: DsModalElement };

/**
 * React wrapper of `<ds-modal>`: A modal dialog with a title, a body, an optional toolbar and a fullscreen mode.
 *
 * Events: `onClose` (`close`), `onDsShow` (`ds-show`), `onDsHide` (`ds-hide`), `onDsFullscreenChange` (`ds-fullscreen-change`).
 */
export const DsModal = createComponent({
  tagName: 'ds-modal',
  elementClass: DsModalElement,
  react: React,
  events: {
    onClose: 'close' as EventName<OwnEvent<Event>>,
    onDsShow: 'ds-show' as EventName<HeardEvent<DsShowEvent>>,
    onDsHide: 'ds-hide' as EventName<HeardEvent<DsHideEvent>>,
    onDsFullscreenChange: 'ds-fullscreen-change' as EventName<HeardEvent<DsFullscreenChangeEvent>>,
  },
  displayName: 'DsModal',
});
