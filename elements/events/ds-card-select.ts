import { DsEvent } from './ds-event.js';

/** What `ds-card-select` tells. */
export interface DsCardSelectEventDetail {
  /** Whether the card is now selected. */
  readonly selected: boolean;
}

/**
 * `ds-card-select`: the user selected or deselected a selectable `<ds-card>` (a click, Enter or
 * Space on its surface). Fired after `selected` changed; not fired when `selected` is set by
 * script. Bubbles and is composed; not cancelable.
 */
export class DsCardSelectEvent extends DsEvent {
  readonly detail: DsCardSelectEventDetail;

  constructor(detail: DsCardSelectEventDetail) {
    super('ds-card-select', { bubbles: true, composed: true, cancelable: false });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ds-card-select': DsCardSelectEvent;
  }
}
