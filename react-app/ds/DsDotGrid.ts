// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsDotGrid as DsDotGridElement } from '../../elements/dot-grid/ds-dot-grid.js';

/** A native event the element dispatches itself: its `target` and `currentTarget` are the element. */
type OwnEvent<E extends Event> = E & { target: DsDotGridElement; currentTarget: DsDotGridElement };

/**
 * React wrapper of `<ds-dot-grid>`: A dot grid for drawing 16×16 icons by pointer, touch or keyboard.
 *
 * Events: `onInput` (`input`), `onChange` (`change`).
 */
export const DsDotGrid = createComponent({
  tagName: 'ds-dot-grid',
  elementClass: DsDotGridElement,
  react: React,
  events: {
    onInput: 'input' as EventName<OwnEvent<Event>>,
    onChange: 'change' as EventName<OwnEvent<Event>>,
  },
  displayName: 'DsDotGrid',
});
