import { DsEvent } from './ds-event.js';

/** What `ds-fullscreen-change` tells. */
export interface DsFullscreenChangeEventDetail {
  /** Whether the element is now maximized. */
  readonly fullscreen: boolean;
}

/**
 * `ds-fullscreen-change`: the user maximized or restored an element (the Maximize / Minimize
 * button of `<ds-modal fullscreen-button>`). Fired after the change; not fired when
 * `fullscreen` is set by script. Bubbles and is composed; not cancelable.
 */
export class DsFullscreenChangeEvent extends DsEvent {
  readonly detail: DsFullscreenChangeEventDetail;

  constructor(detail: DsFullscreenChangeEventDetail) {
    super('ds-fullscreen-change', { bubbles: true, composed: true, cancelable: false });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ds-fullscreen-change': DsFullscreenChangeEvent;
  }
}
