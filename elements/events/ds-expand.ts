import { DsEvent } from './ds-event.js';

/**
 * `ds-expand`: the user opened a collapsible item (a `<ds-tree-item>`'s children: a click on its
 * expand icon, ArrowRight, Enter, `*`). Fired on the item after `expanded` became true; not fired
 * when `expanded` is set by script. Bubbles and is composed; not cancelable.
 */
export class DsExpandEvent extends DsEvent {
  constructor() {
    super('ds-expand', { bubbles: true, composed: true, cancelable: false });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ds-expand': DsExpandEvent;
  }
}
