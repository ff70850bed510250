import { DsEvent } from './ds-event.js';

/**
 * `ds-dismiss`: the user asked to dismiss an element (pressed its dismiss button). The element
 * does not hide itself: its owner does (`<ds-snackbar-host>` dismisses the item). Bubbles and is
 * composed; cancelable, so an owner can refuse.
 */
export class DsDismissEvent extends DsEvent {
  constructor() {
    super('ds-dismiss', { bubbles: true, composed: true, cancelable: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ds-dismiss': DsDismissEvent;
  }
}
