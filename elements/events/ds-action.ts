import { DsEvent } from './ds-event.js';

/** What `ds-action` tells about the item whose action was pressed. */
export interface DsActionEventDetail {
  /** The id of the item, for elements that show several (`<ds-snackbar-host>`). */
  readonly id?: string;
}

/**
 * `ds-action`: the user pressed an element's action button (a snackbar's "Undo", "Reload"). Bubbles
 * and is composed; cancelable: `<ds-snackbar-host>` dismisses the item afterwards unless a listener
 * calls `preventDefault()`.
 */
export class DsActionEvent extends DsEvent {
  readonly detail: DsActionEventDetail;

  constructor(detail: DsActionEventDetail = {}) {
    super('ds-action', { bubbles: true, composed: true, cancelable: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ds-action': DsActionEvent;
  }
}
