// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsFileInput as DsFileInputElement } from '../../elements/file-input/ds-file-input.js';

/** A native event the element dispatches itself: its `target` and `currentTarget` are the element. */
type OwnEvent<E extends Event> = E & { target: DsFileInputElement; currentTarget: DsFileInputElement };

/**
 * React wrapper of `<ds-file-input>`: A labelled drop zone and button for choosing files, with previews, limits and remove buttons.
 *
 * Events: `onInput` (`input`), `onChange` (`change`), `onInvalid` (`invalid`).
 */
export const DsFileInput = createComponent({
  tagName: 'ds-file-input',
  elementClass: DsFileInputElement,
  react: React,
  events: {
    onInput: 'input' as EventName<OwnEvent<Event>>,
    onChange: 'change' as EventName<OwnEvent<Event>>,
    onInvalid: 'invalid' as EventName<OwnEvent<Event>>,
  },
  displayName: 'DsFileInput',
});
