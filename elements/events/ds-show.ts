import { DsEvent } from './ds-event.js';

/** What `ds-show` tells about the thing that was shown. */
export interface DsShowEventDetail {
  /** The id of the shown item, for elements that show several (`<ds-snackbar-host>`). */
  readonly id?: string;
}

/**
 * `ds-show`: an element showed something (a snackbar item, later a popover or a modal).
 * Bubbles and is composed; not cancelable.
 */
export class DsShowEvent extends DsEvent {
  readonly detail: DsShowEventDetail;

  constructor(detail: DsShowEventDetail = {}) {
    super('ds-show', { bubbles: true, composed: true, cancelable: false });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ds-show': DsShowEvent;
  }
}
