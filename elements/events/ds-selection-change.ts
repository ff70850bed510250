import { DsEvent } from './ds-event.js';

/** What `ds-selection-change` tells. */
export interface DsSelectionChangeEventDetail<T extends Element = Element> {
  /** The selected items after the change, in document order. */
  readonly selection: readonly T[];
}

/**
 * `ds-selection-change`: the user changed which items of a collection (a `<ds-tree>`) are
 * selected (a click, Enter or Space). Fired after the items' `selected` changed; not fired when
 * `selected` is set by script. Bubbles and is composed; not cancelable.
 */
export class DsSelectionChangeEvent<T extends Element = Element> extends DsEvent {
  readonly detail: DsSelectionChangeEventDetail<T>;

  constructor(detail: DsSelectionChangeEventDetail<T>) {
    super('ds-selection-change', { bubbles: true, composed: true, cancelable: false });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ds-selection-change': DsSelectionChangeEvent;
  }
}
