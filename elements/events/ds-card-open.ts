import { DsEvent } from './ds-event.js';

/** How the user asked to open a card: a double click, a touch long press or Shift+Enter. */
export type DsCardOpenReason = 'dblclick' | 'long-press' | 'keyboard';

/** What `ds-card-open` tells. */
export interface DsCardOpenEventDetail {
  /** What asked for it. */
  readonly reason: DsCardOpenReason;
}

/**
 * `ds-card-open`: the user asked for a selectable `<ds-card>`'s details (a double click,
 * Shift+Enter on its surface, or a 500 ms touch hold when the card has `long-press`). The card
 * itself shows nothing: the page opens its detail view. Bubbles and is composed; not cancelable.
 */
export class DsCardOpenEvent extends DsEvent {
  readonly detail: DsCardOpenEventDetail;

  constructor(detail: DsCardOpenEventDetail) {
    super('ds-card-open', { bubbles: true, composed: true, cancelable: false });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ds-card-open': DsCardOpenEvent;
  }
}
