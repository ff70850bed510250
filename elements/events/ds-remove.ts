import { DsEvent } from './ds-event.js';

/**
 * `ds-remove`: the user asked to remove an element (a removable `<ds-tag>`'s remove button, by click,
 * Backspace or Delete). The element does not remove itself: its owner does. Bubbles and is composed.
 */
export class DsRemoveEvent extends DsEvent {
  constructor() {
    super('ds-remove', { bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ds-remove': DsRemoveEvent;
  }
}
