import { DsEvent } from './ds-event.js';

/**
 * `ds-dismiss`: the user asked to dismiss an element (pressed its dismiss button). A snackbar
 * does not hide itself: its owner does (`<ds-snackbar-host>` dismisses the item); a callout hides
 * itself unless a listener cancels the event. Bubbles and is composed; cancelable, so an owner
 * can refuse.
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
