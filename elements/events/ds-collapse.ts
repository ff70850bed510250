import { DsEvent } from './ds-event.js';

/**
 * `ds-collapse`: the user closed a collapsible item (a `<ds-tree-item>`'s children: a click on its
 * expand icon, ArrowLeft, Enter). Fired on the item after `expanded` became false; not fired when
 * `expanded` is set by script. Bubbles and is composed; not cancelable.
 */
export class DsCollapseEvent extends DsEvent {
  constructor() {
    super('ds-collapse', { bubbles: true, composed: true, cancelable: false });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ds-collapse': DsCollapseEvent;
  }
}
