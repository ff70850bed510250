import { LitElement, css, type CSSResultGroup, type PropertyValues } from 'lit';
import type { DsEvent } from '../../events/ds-event.js';

// `*`: the shadow tree's elements. No `::before`/`::after`: a pseudo-element rule makes the
// engine resolve both pseudo-elements' styles for every element, on every render.
/**
 * Styles every ds-* element shares: border-box sizing inside the shadow tree and a `hidden`
 * attribute that always wins over the element's own `display`.
 */
export const hostStyles = css`
  :host {
    box-sizing: border-box;
  }

  * {
    box-sizing: inherit;
  }

  :host([hidden]) {
    display: none !important;
  }
`;

// Property defaults: Lit's `useDefault` with a field initialiser. The initialiser's value is the
// default: never written as an attribute (a page of buttons would otherwise get five attributes
// each), restored when the attribute is removed, reflected once a script sets it. Keeping the
// defaults on the prototype through an overridden `getPropertyDescriptor` (deprecated by Lit)
// saved the initialisers' setter calls, 13 per ds-button; in `npm run bench` the initialisers
// cost a few per cent of a page of buttons' CPU time (within the spread of a busy machine), and
// the values stored per element plus Lit's map of defaults about 0.35 kB of heap per button,
// within the memory target. `null` or `undefined` set by script is kept as set: an element that
// must not render it coerces it in `willUpdate` (see ds-button) or reads it as empty (ds-slider's
// label).
/**
 * Base class of every ds-* element.
 *
 * - shared host styles (`hostStyles`); a subclass lists them first:
 *   `static override styles = [DsElement.styles, css\`…\`]`
 * - `ElementInternals` attached once (on first use), for custom states (`:state(name)`) and, in
 *   `DsFormElement`, form association
 * - `emit()` to dispatch the typed events of `elements/events/` (`DsEvent`s only)
 * - `static dependencies`: the elements it renders, registered with it by `defineElement()`
 * - defaults of public properties with Lit's `useDefault`: `@property({ useDefault: true })
 *   variant = 'primary'` (see the note above the class)
 */
export abstract class DsElement extends LitElement {
  static override styles: CSSResultGroup = hostStyles;

  /**
   * The elements this one renders, by tag (`{ 'ds-icon': DsIcon }`): `defineElement()` registers each
   * (when its tag is free) before this element, so importing a class from its `.component.js` module and
   * defining it is enough.
   */
  static dependencies: Record<string, CustomElementConstructor> = {};

  /**
   * Attached on first use, not in the constructor: many elements never need it (a plain
   * ds-button outside a form), and on a page of a thousand buttons the calls add up (see bench/).
   */
  protected get internals(): ElementInternals {
    return (this.#internals ??= this.attachInternals());
  }

  #internals: ElementInternals | undefined;

  /**
   * On the first update, a property still at its `useDefault` default counts as changed (from `undefined`), as
   * any initialised property does without `useDefault`: Lit leaves it out of the changed properties, and the
   * elements' `willUpdate`/`updated` set up ARIA, attributes and derived state from `changed.has(name)`.
   */
  protected override shouldUpdate(changed: PropertyValues): boolean {
    if (!this.hasUpdated)
      for (const [name, options] of (this.constructor as typeof LitElement).elementProperties)
        if (options.useDefault && !changed.has(name)) changed.set(name, undefined);
    return super.shouldUpdate(changed);
  }

  /**
   * Dispatches one of the ds-* events of `elements/events/` (a `DsEvent`) on this element; returns `false` when a
   * listener cancelled it. Only those: `emit(new Event('x'))` does not compile. A native event the element
   * dispatches as its own (`input`, `change`, `close`) goes through `dispatchEvent()`.
   */
  protected emit(event: DsEvent): boolean {
    return this.dispatchEvent(event);
  }

  /**
   * Adds or removes a custom state, matched in CSS by `:host(:state(name))` from inside and
   * `ds-foo:state(name)` from outside. Engines without `CustomStateSet` ignore it; always pair
   * a state with an attribute or ARIA state when styles depend on it.
   */
  protected toggleState(name: string, on: boolean): void {
    const states = this.internals.states as Set<string> | undefined;
    if (!states) return;
    try {
      if (on) states.add(name);
      else states.delete(name);
    } catch {
      // An engine with the older dashed-ident syntax only (`--name`): states are optional.
    }
  }
}
