import { DsEvent } from './ds-event.js';

/** What `ds-show` tells about the thing that was shown. */
export interface DsShowEventDetail {
  /** The id of the shown item, for elements that show several (`<ds-snackbar-host>`). */
  readonly id?: string;
}

/**
 * `ds-show`: an element showed something (a snackbar item, later a popover or a modal).
 * Bubbles and is composed; cancelable only where the element says so
 * (`<ds-details>`, and `<ds-drawer>` when the user asks).
 */
export class DsShowEvent extends DsEvent {
  readonly detail: DsShowEventDetail;

  /** `cancelable`: `preventDefault()` stops it (ds-details and ds-drawer, for a request by the user). */
  constructor(detail: DsShowEventDetail = {}, { cancelable = false }: { cancelable?: boolean } = {}) {
    super('ds-show', { bubbles: true, composed: true, cancelable });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ds-show': DsShowEvent;
  }
}
