// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsButton as DsButtonElement } from '../../elements/button/ds-button.js';

/** A native event the element dispatches itself: its `target` and `currentTarget` are the element. */
type OwnEvent<E extends Event> = E & { target: DsButtonElement; currentTarget: DsButtonElement };

/**
 * React wrapper of `<ds-button>`: Buttons trigger an action, toggle a state, submit a form or navigate.
 *
 * Events: `onChange` (`change`).
 */
export const DsButton = createComponent({
  tagName: 'ds-button',
  elementClass: DsButtonElement,
  react: React,
  events: {
    onChange: 'change' as EventName<OwnEvent<Event>>,
  },
  displayName: 'DsButton',
});
