import type { DsMenuItem } from '../menu/ds-menu-item.component.js';
import { DsEvent } from './ds-event.js';

/** What `ds-select` tells about the chosen item. */
export interface DsSelectEventDetail {
  /** The item's `value` (its text when it has no `value`). */
  readonly value: string;
  /** The chosen `<ds-menu-item>`. */
  readonly item: DsMenuItem;
}

/**
 * `ds-select`: the user chose an item of a `<ds-menu>` (click, Enter or Space on an enabled item).
 * Fired on the menu before it closes. Bubbles and is composed; not cancelable.
 */
export class DsSelectEvent extends DsEvent {
  readonly detail: DsSelectEventDetail;

  constructor(detail: DsSelectEventDetail) {
    super('ds-select', { bubbles: true, composed: true, cancelable: false });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ds-select': DsSelectEvent;
  }
}
