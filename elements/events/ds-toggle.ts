import { DsEvent } from './ds-event.js';

/** Why a panel opened or closed. `user`: its toggle button; `width`: its container crossed `collapse-below`. */
export type DsToggleReason = 'user' | 'width';

/** What `ds-toggle` tells. */
export interface DsToggleEventDetail {
  /** Whether the panel is now open (expanded). */
  readonly open: boolean;
  /** What opened or closed it. */
  readonly reason: DsToggleReason;
}

/**
 * `ds-toggle`: a collapsible element opened or closed by itself (its toggle button, or its
 * container's width crossing its threshold). Fired after the change; not fired when `open` is
 * set by script. Bubbles and is composed; not cancelable.
 */
export class DsToggleEvent extends DsEvent {
  readonly detail: DsToggleEventDetail;

  constructor(detail: DsToggleEventDetail) {
    super('ds-toggle', { bubbles: true, composed: true, cancelable: false });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ds-toggle': DsToggleEvent;
  }
}
