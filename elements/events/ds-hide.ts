import { DsEvent } from './ds-event.js';

/**
 * Why something was hidden. `<ds-snackbar-host>` uses `timeout` (its duration ran out),
 * `dismiss` (`dismiss(id)` or the item's dismiss button), `action` (its action button was pressed), `replace` (a newer item of the same
 * source replaced it) and `clear` (`clear()`).
 */
export type DsHideReason = 'timeout' | 'dismiss' | 'action' | 'replace' | 'clear' | (string & {});

/** What `ds-hide` tells about the thing that was hidden. */
export interface DsHideEventDetail {
  /** The id of the hidden item, for elements that show several (`<ds-snackbar-host>`). */
  readonly id?: string;
  /** Why it was hidden. */
  readonly reason?: DsHideReason;
}

/**
 * `ds-hide`: an element started to hide something (a snackbar item, later a popover or a
 * modal). Bubbles and is composed; cancelable only where the element says so
 * (`<ds-details>`, and `<ds-drawer>` when the user asks).
 */
export class DsHideEvent extends DsEvent {
  readonly detail: DsHideEventDetail;

  /** `cancelable`: `preventDefault()` stops it (ds-details and ds-drawer, for a request by the user). */
  constructor(detail: DsHideEventDetail = {}, { cancelable = false }: { cancelable?: boolean } = {}) {
    super('ds-hide', { bubbles: true, composed: true, cancelable });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ds-hide': DsHideEvent;
  }
}
