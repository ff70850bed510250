// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsTree as DsTreeElement } from '../../elements/tree/ds-tree.js';
import type { DsSelectionChangeEvent } from '../../elements/events/ds-selection-change.js';

/** An event heard on the element (it may come from a nested one): its `currentTarget` is the element. */
type HeardEvent<E extends Event> = E & { currentTarget: DsTreeElement };

/**
 * React wrapper of `<ds-tree>`: A tree view: nested items that open and close, with single, multiple or leaf selection.
 *
 * Events: `onDsSelectionChange` (`ds-selection-change`).
 */
export const DsTree = createComponent({
  tagName: 'ds-tree',
  elementClass: DsTreeElement,
  react: React,
  events: {
    onDsSelectionChange: 'ds-selection-change' as EventName<HeardEvent<DsSelectionChangeEvent>>,
  },
  displayName: 'DsTree',
});
