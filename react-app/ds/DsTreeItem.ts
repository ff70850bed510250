// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DsTreeItem as DsTreeItemElement } from '../../elements/tree/ds-tree-item.js';
import type { DsCollapseEvent } from '../../elements/events/ds-collapse.js';
import type { DsExpandEvent } from '../../elements/events/ds-expand.js';
import type { DsLazyLoadEvent } from '../../elements/events/ds-lazy-load.js';

/** An event heard on the element (it may come from a nested one): its `currentTarget` is the element. */
type HeardEvent<E extends Event> = E & { currentTarget: DsTreeItemElement };

/**
 * React wrapper of `<ds-tree-item>`: A node of a ds-tree: a label, its nested items, its expanded, selected and loading states.
 *
 * Events: `onDsExpand` (`ds-expand`), `onDsCollapse` (`ds-collapse`), `onDsLazyLoad` (`ds-lazy-load`).
 */
export const DsTreeItem = createComponent({
  tagName: 'ds-tree-item',
  elementClass: DsTreeItemElement,
  react: React,
  events: {
    onDsExpand: 'ds-expand' as EventName<HeardEvent<DsExpandEvent>>,
    onDsCollapse: 'ds-collapse' as EventName<HeardEvent<DsCollapseEvent>>,
    onDsLazyLoad: 'ds-lazy-load' as EventName<HeardEvent<DsLazyLoadEvent>>,
  },
  displayName: 'DsTreeItem',
});
