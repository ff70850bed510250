import { LitElement, css, type CSSResultGroup, type PropertyDeclaration } from 'lit';

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

/**
 * Base class of every ds-* element.
 *
 * - shared host styles (`hostStyles`); a subclass lists them first:
 *   `static override styles = [DsElement.styles, css\`…\`]`
 * - `ElementInternals` attached once (on first use), for custom states (`:state(name)`) and, in
 *   `DsFormElement`, form association
 * - `emit()` to dispatch the typed events of `elements/events/`
 */
export abstract class DsElement extends LitElement {
  static override styles: CSSResultGroup = hostStyles;

  /**
   * `@property({ initial: 'primary' })` declares a property's initial value once, on the
   * prototype, instead of a field initialiser that runs Lit's setter and change tracking for
   * every element (13 calls per ds-button; see bench/). Setting `null` or `undefined`, or
   * removing the attribute, returns the property to it. A reflected property's attribute appears
   * once the property is set, to the initial value too, never before.
   */
  static override getPropertyDescriptor(
    name: PropertyKey,
    key: string | symbol,
    options: PropertyDeclaration,
  ): PropertyDescriptor | undefined {
    const descriptor = super.getPropertyDescriptor(name, key, options);
    if (!descriptor || !('initial' in options)) return descriptor;
    const initial = options.initial;
    Object.defineProperty(this.prototype, key, { value: initial, writable: true, configurable: true });
    const set = descriptor.set!;
    const attribute =
      options.reflect && options.attribute !== false
        ? typeof options.attribute === 'string'
          ? options.attribute
          : String(name).toLowerCase()
        : null;
    return {
      ...descriptor,
      set(this: DsElement, value: unknown) {
        const next = value ?? initial;
        set.call(this, next);
        // Set on purpose to the initial value: reflected like any other value (as Lit's
        // `useDefault` does), so `variant="primary"` shows on an element a script set to it.
        if (attribute && next === initial && value != null && !this.hasAttribute(attribute)) {
          this.requestUpdate(name, undefined);
        }
      },
    };
  }

  /**
   * Attached on first use, not in the constructor: many elements never need it (a plain
   * ds-button outside a form), and on a page of a thousand buttons the calls add up (see bench/).
   */
  protected get internals(): ElementInternals {
    return (this.#internals ??= this.attachInternals());
  }

  #internals: ElementInternals | undefined;

  /**
   * Dispatches `event` on this element; returns `false` when a listener cancelled it.
   * Use the typed event classes of `elements/events/` (or a native `Event` such as `change`).
   */
  protected emit(event: Event): boolean {
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

declare module 'lit' {
  interface PropertyDeclaration {
    /** The initial value, kept on the prototype (see `DsElement.getPropertyDescriptor`). */
    initial?: unknown;
  }
}
