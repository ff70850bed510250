/**
 * Base class of the ds-* events of `elements/events/`: `DsElement.emit()` takes only these, so an element
 * dispatches its own events through their classes, each with its typed `detail`. (A native event an element
 * dispatches as its own, `input`, `change`, `close`, goes through `dispatchEvent()`.)
 */
export abstract class DsEvent extends Event {
  /** Makes the type nominal (a plain `Event` or `CustomEvent` is not a `DsEvent`); type only, nothing at run time. */
  declare private readonly dsEvent: true;
}
