// Type tests of `DsElement.emit()`: `npm run typecheck` checks them (nothing here runs). Each
// `@ts-expect-error` fails the type-check when the line below it compiles.
import { DsHideEvent } from '../events/ds-hide.js';
import { DsShowEvent } from '../events/ds-show.js';
import { DsElement } from '../internal/core/ds-element.js';

export class EmitTypes extends DsElement {
  check(): void {
    this.emit(new DsShowEvent());
    this.emit(new DsHideEvent({ reason: 'escape' }));
    // @ts-expect-error a plain Event is not a ds-* event: an element dispatches a native one with dispatchEvent()
    this.emit(new Event('ds-show'));
    // @ts-expect-error nor is a CustomEvent, whatever its detail
    this.emit(new CustomEvent('ds-show', { detail: {} }));
  }
}
