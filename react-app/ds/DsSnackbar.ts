// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsSnackbar as DsSnackbarElement } from '../../elements/snackbar/ds-snackbar.js';
import type { DsActionEvent } from '../../elements/events/ds-action.js';
import type { DsDismissEvent } from '../../elements/events/ds-dismiss.js';

/** An event heard on the element (it may come from a nested one): its `currentTarget` is the element. */
type HeardEvent<E extends Event> = E & { currentTarget: DsSnackbarElement };

/**
 * React wrapper of `<ds-snackbar>`: A short message with an optional countdown and dismiss button.
 *
 * Events: `onDsAction` (`ds-action`), `onDsDismiss` (`ds-dismiss`).
 */
export const DsSnackbar = createComponent({
  tagName: 'ds-snackbar',
  elementClass: DsSnackbarElement,
  react: React,
  events: {
    onDsAction: 'ds-action' as EventName<HeardEvent<DsActionEvent>>,
    onDsDismiss: 'ds-dismiss' as EventName<HeardEvent<DsDismissEvent>>,
  },
  displayName: 'DsSnackbar',
});
