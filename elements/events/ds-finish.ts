import { DsEvent } from './ds-event.js';

/**
 * `ds-finish`: an element's animation reached its end (`<ds-count-up>` shows its `to` value).
 * Fires after the final value is rendered, also when reduced motion skips the animation.
 * Bubbles and is composed; not cancelable.
 */
export class DsFinishEvent extends DsEvent {
  constructor() {
    super('ds-finish', { bubbles: true, composed: true, cancelable: false });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ds-finish': DsFinishEvent;
  }
}
