// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsSnackbarHost as DsSnackbarHostElement } from '../../elements/snackbar/ds-snackbar-host.js';
import type { DsActionEvent } from '../../elements/events/ds-action.js';
import type { DsHideEvent } from '../../elements/events/ds-hide.js';
import type { DsShowEvent } from '../../elements/events/ds-show.js';

/** An event heard on the element (it may come from a nested one): its `currentTarget` is the element. */
type HeardEvent<E extends Event> = E & { currentTarget: DsSnackbarHostElement };

/**
 * React wrapper of `<ds-snackbar-host>`: Shows, times, stacks and announces snackbars.
 *
 * Events: `onDsShow` (`ds-show`), `onDsAction` (`ds-action`), `onDsHide` (`ds-hide`).
 */
export const DsSnackbarHost = createComponent({
  tagName: 'ds-snackbar-host',
  elementClass: DsSnackbarHostElement,
  react: React,
  events: {
    onDsShow: 'ds-show' as EventName<HeardEvent<DsShowEvent>>,
    onDsAction: 'ds-action' as EventName<HeardEvent<DsActionEvent>>,
    onDsHide: 'ds-hide' as EventName<HeardEvent<DsHideEvent>>,
  },
  displayName: 'DsSnackbarHost',
});
