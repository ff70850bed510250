import { DsEvent } from './ds-event.js';

/** What `ds-tab-show` tells about the tab the user selected. */
export interface DsTabShowEventDetail {
  /** The selected tab's `panel`: the `name` of the panel now shown. */
  readonly name: string;
}

/**
 * `ds-tab-show`: the user selected another tab of a `<ds-tabs>` (click, arrow keys with automatic
 * activation, Enter or Space). Not fired when `value` is set by code. Bubbles and is composed;
 * not cancelable.
 */
export class DsTabShowEvent extends DsEvent {
  readonly detail: DsTabShowEventDetail;

  constructor(detail: DsTabShowEventDetail) {
    super('ds-tab-show', { bubbles: true, composed: true, cancelable: false });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ds-tab-show': DsTabShowEvent;
  }
}
