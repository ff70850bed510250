import { DsEvent } from './ds-event.js';

/**
 * `ds-lazy-load`: a `<ds-tree-item lazy>` was expanded (by the user or by script) and waits for its
 * children. Fired on the item once per `lazy` period: append the children to the item, then remove
 * `lazy`, and the item shows them. Bubbles and is composed; not cancelable.
 */
export class DsLazyLoadEvent extends DsEvent {
  constructor() {
    super('ds-lazy-load', { bubbles: true, composed: true, cancelable: false });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ds-lazy-load': DsLazyLoadEvent;
  }
}
