import { isServer, type ReactiveController, type ReactiveElement } from 'lit';

/**
 * ARIA written on the host of an element whose focusable control lives in its shadow root
 * (`<ds-button aria-label="Close">` around a native `<button>`), moved to that control.
 *
 * Left on the host, `aria-label` names a second, generic node and the control stays unnamed; a
 * `role="none"` on the host does not help (any `aria-*` attribute makes the engine ignore it).
 * So, as Material's `mixinDelegatesAria` does, the host's `aria-*` attributes are taken off the
 * host into a private store the moment they are set (by markup, `setAttribute`, a framework, or
 * an `ariaLabel`-style property) and written on the control after each update, once.
 * `getAttribute`, `hasAttribute`, `removeAttribute` and the `aria*` properties on the host still
 * answer and act as if the attribute were there, so an author's script and React's updates work.
 *
 * ID references (`aria-labelledby`, `aria-describedby`, `aria-controls`, …) are resolved in the
 * host's tree and set on the control by element reflection (`ariaLabelledByElements`, …), which
 * may point out of a shadow root; an engine without it gets the referenced text instead
 * (`aria-label`, `aria-description`). A form control's `<label for>` (its `labels`) names the
 * control the same way unless the host has its own `aria-label` or `aria-labelledby`.
 *
 * Use it in the class body: `static { delegateAria(this, { targets: el => [el.control] }); }`.
 * Host ARIA wins over what the template binds on the control (`aria-label` from a `label`
 * property), and the template's value comes back when the host's is removed.
 */

// The attributes taken from the host, as their `ARIAMixin` property names without `aria`: the
// first five are ID references (`ariaLabelledByElements`, …).
const WORDS = [
  'LabelledBy',
  'DescribedBy',
  'Controls',
  'Details',
  'ErrorMessage',
  'Label',
  'Description',
  'Expanded',
  'HasPopup',
  'Pressed',
  'Current',
  'Invalid',
  'KeyShortcuts',
  'RoleDescription',
] as const;

export type DelegatedAriaAttribute = `aria-${Lowercase<(typeof WORDS)[number]>}`;

const ATTRIBUTES = WORDS.map(word => `aria-${word.toLowerCase()}` as DelegatedAriaAttribute);

/** An attribute's property on an element (`ariaLabel`), and for an ID reference its element reflection. */
const PROPERTIES = new Map(ATTRIBUTES.map((name, i) => [name, `aria${WORDS[i]}`]));
const REFERENCES: Partial<Record<string, string>> = Object.fromEntries(
  ATTRIBUTES.slice(0, 5).map(name => [name, `${PROPERTIES.get(name)}Elements`]),
);

/** Lists the control keeps its own entries in, the host's added (a field's help text stays). */
const MERGED = new Set<string>(['aria-describedby', 'aria-controls', 'aria-details']);

/** Element reflection of ID references (Chromium, Firefox, WebKit at the time of writing). */
const reflects = (property: string): boolean => typeof Element !== 'undefined' && property in Element.prototype;

/** How an element delegates its host's ARIA. */
export interface DelegateAriaOptions<E extends HTMLElement> {
  /** The control(s) that carry the host's ARIA now (none before the first render). */
  targets(host: E): (Element | null | undefined)[];
  /** Attributes the element manages itself on its control (ds-select's `aria-expanded`): left on the host. */
  skip?: DelegatedAriaAttribute[];
  /**
   * For controls named from the host's name rather than by it (a range slider's two thumbs: "Price
   * start", "Price end"): the name to give `target`, given the host's name.
   */
  name?(host: E, target: Element, hostName: string): string;
  /**
   * Whether the element has a control now (a card is one only when `selectable`); while it has
   * none, ARIA stays on the host, which is then the element an author means.
   */
  when?(host: E): boolean;
}

type Host = ReactiveElement & HTMLElement;
type Refs = Element & Record<string, Element[] | null | undefined>;

/** What was written on one control, to keep it current and to take it off again. */
interface Written {
  /** The control's own value of the attribute (the template's) before the host's replaced it. */
  saved: string | null;
  /** The attribute's value right after the host's was written (a different one: the template wrote). */
  after: string | null;
  /** Elements added by reflection. */
  elements: Element[];
}

const DELEGATES = Symbol('delegatesAria');
const stores = new WeakMap<Element, HostAria>();

/** Whether `element` takes ARIA written on its host (`name`, or any) to its inner control (see `delegateAria`). */
export function delegatesAria(element: Element, name?: string): boolean {
  const delegated = (element.constructor as { [DELEGATES]?: readonly string[] })[DELEGATES];
  return !!delegated && (!name || delegated.includes(name));
}

const squash = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** The host's stored ARIA, written on its controls after each update. */
class HostAria<E extends Host = Host> implements ReactiveController {
  readonly values = new Map<DelegatedAriaAttribute, string>();
  /** Elements set by element reflection on the host (`host.ariaLabelledByElements = [...]`). */
  readonly explicit = new Map<DelegatedAriaAttribute, Element[]>();
  readonly #host: E;
  readonly #options: DelegateAriaOptions<E>;
  /** Per control, per attribute: what this wrote. */
  #written = new Map<Element, Map<string, Written>>();

  constructor(host: E, options: DelegateAriaOptions<E>) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  hostConnected(): void {
    // `<label for>` elements later in the page than the control: not parsed yet at its first update
    const doc = this.#host.ownerDocument;
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', () => this.apply(), { once: true });
  }

  hostUpdated(): void {
    this.apply();
  }

  set(name: DelegatedAriaAttribute, value: string | null, elements?: Element[]): void {
    if (value === null) this.values.delete(name);
    else this.values.set(name, value);
    // as on any element: setting the attribute drops elements set by reflection
    if (elements) this.explicit.set(name, elements);
    else this.explicit.delete(name);
    if (this.#host.hasUpdated) this.apply();
    else this.#host.requestUpdate();
  }

  /** Writes the host's ARIA on the current controls, and takes it off controls no longer current. */
  apply(): void {
    const host = this.#host;
    if (!this.#delegating()) return;
    const targets = this.#options.targets(host).filter((t): t is Element => !!t);
    for (const old of [...this.#written.keys()]) if (!targets.includes(old)) this.#clear(old);
    let labels = this.#labels();
    this.#presentational(labels.length > 0);
    const named = this.#options.name ? this.#hostName(labels) : null;
    // an engine without element reflection: the referenced text as a name or a description
    const values = new Map(this.values);
    for (const [name, property] of Object.entries(REFERENCES) as [DelegatedAriaAttribute, string][]) {
      if (reflects(property)) continue;
      const text = squash(
        (values.has(name) ? this.references(name) : name === 'aria-labelledby' ? labels : [])
          .map(el => el.textContent)
          .join(' '),
      );
      const instead = name === 'aria-labelledby' ? 'aria-label' : name === 'aria-describedby' ? 'aria-description' : '';
      if (text && instead && !values.has(instead)) values.set(instead, text);
      values.delete(name);
      if (name === 'aria-labelledby') labels = [];
    }
    for (const target of targets) {
      for (const name of ATTRIBUTES) {
        if (this.#options.skip?.includes(name)) continue;
        let value = values.get(name) ?? null;
        let elements: Element[] | null = null;
        if (named !== null && (name === 'aria-label' || name === 'aria-labelledby')) {
          // a name made from the host's, as text; an empty `aria-labelledby` silences the template's
          if (!named) value = null;
          else value = name === 'aria-label' ? this.#options.name!(host, target, named) : '';
        } else if (name === 'aria-labelledby' && value === null && labels.length > 0 && !values.has('aria-label')) {
          elements = labels;
        } else if (name === 'aria-labelledby' && value === null && values.has('aria-label')) {
          // the host's `aria-label` wins over the template's reference to its own label
          if (target.hasAttribute(name) || this.#written.get(target)?.has(name)) value = '';
        } else if (REFERENCES[name] && value !== null) {
          elements = this.references(name);
        }
        this.#write(target, name, value, elements);
      }
    }
  }

  /**
   * Moves the host's attributes into the store while the element has a control (`when`), and back
   * onto the host while it has none; returns whether it delegates now.
   */
  #delegating(): boolean {
    const host = this.#host;
    const on = hasControl(host, this.#options);
    const native = Element.prototype;
    for (const name of ATTRIBUTES) {
      if (this.#options.skip?.includes(name)) continue;
      if (on && native.hasAttribute.call(host, name)) {
        this.values.set(name, native.getAttribute.call(host, name)!);
        native.removeAttribute.call(host, name);
      } else if (!on && this.values.has(name)) {
        const value = this.values.get(name)!;
        this.values.delete(name);
        native.setAttribute.call(host, name, value); // not taken back: `when` is false
      }
    }
    if (!on) {
      for (const old of [...this.#written.keys()]) this.#clear(old);
      this.explicit.clear();
    }
    return on;
  }

  /** Whether the host was made presentational (see `#presentational`). */
  #none = false;

  /**
   * A `<label for>` names a form-associated host too (a second, generic node with the name):
   * `role="none"` on the host, as its default semantics, takes it out of the tree. (Not for the
   * `aria-*` attributes: those are taken off the host, and `role="none"` would not hide a host
   * that has one.)
   */
  #presentational(none: boolean): void {
    if (none === this.#none) return;
    this.#none = none;
    // the protected `internals` of DsElement: attached already by reading the labels
    const internals = (this.#host as unknown as { internals?: ElementInternals }).internals;
    if (internals && 'role' in internals) internals.role = none ? 'none' : null;
  }

  /** The host's `<label>` elements (a form control's `labels`), when it has no name of its own. */
  #labels(): Element[] {
    const host = this.#host as Host & { labels?: NodeList };
    // only form-associated hosts have labels; reading them attaches ElementInternals
    if (!(host.constructor as { formAssociated?: boolean }).formAssociated) return [];
    if (!host.id && !host.closest('label')) return [];
    return [...(host.labels ?? [])] as Element[];
  }

  /** The host's name as text (its `aria-label`, the text its `aria-labelledby` or its labels point at). */
  #hostName(labels: Element[]): string {
    const label = squash(this.values.get('aria-label'));
    if (label) return label;
    const elements = this.values.has('aria-labelledby') ? this.references('aria-labelledby') : labels;
    return squash(elements.map(el => el.textContent).join(' '));
  }

  /** The elements an ID reference attribute of the host points at (set by reflection, or by ids). */
  references(name: DelegatedAriaAttribute): Element[] {
    return this.explicit.get(name) ?? this.#resolve(this.values.get(name) ?? '');
  }

  /** The elements that `ids` name in the host's tree. */
  #resolve(ids: string): Element[] {
    const root = this.#host.getRootNode() as Document | ShadowRoot;
    return squash(ids)
      .split(' ')
      .filter(Boolean)
      .map(id => root.getElementById?.(id))
      .filter((el): el is HTMLElement => !!el);
  }

  #write(target: Element, name: DelegatedAriaAttribute, value: string | null, elements: Element[] | null): void {
    let perTarget = this.#written.get(target);
    const written = perTarget?.get(name);
    if (value === null && elements === null) {
      if (written) this.#restore(target, name, written);
      perTarget?.delete(name);
      return;
    }
    const current = target.getAttribute(name);
    const entry: Written =
      written && current === written.after ? written : { saved: current, after: null, elements: [] };
    if (written && entry !== written) written.elements = []; // the template rewrote it: explicit elements are gone
    const reflected = REFERENCES[name];
    if (elements !== null && reflected && reflects(reflected)) {
      const refs = target as Refs;
      const same = entry.elements.length === elements.length && entry.elements.every((el, i) => el === elements[i]);
      if (!same || entry.after === null) {
        const others = MERGED.has(name) ? (refs[reflected] ?? []).filter(el => !entry.elements.includes(el)) : [];
        refs[reflected] = [...others, ...elements];
        entry.elements = elements;
      }
    } else if (value !== null && current !== value) {
      target.setAttribute(name, value);
    }
    entry.after = target.getAttribute(name);
    if (!perTarget) this.#written.set(target, (perTarget = new Map()));
    perTarget.set(name, entry);
  }

  #restore(target: Element, name: string, written: Written): void {
    // the template wrote since: keep what it wrote
    const untouched = target.getAttribute(name) === written.after;
    const reflected = REFERENCES[name as DelegatedAriaAttribute];
    if (written.elements.length > 0 && reflected) {
      const refs = target as Refs;
      const rest = (refs[reflected] ?? []).filter(el => !written.elements.includes(el));
      refs[reflected] = MERGED.has(name) && rest.length > 0 ? rest : null;
    }
    if (!untouched) return;
    if (written.saved === null) target.removeAttribute(name);
    else target.setAttribute(name, written.saved);
  }

  #clear(target: Element): void {
    for (const [name, written] of this.#written.get(target) ?? []) this.#restore(target, name, written);
    this.#written.delete(target);
  }
}

/**
 * Whether the host's ARIA goes to its control: not while it has none (`when`), nor when the
 * author gave the host a `role` of its own (`<ds-button-group role="toolbar" aria-label="…">`: the
 * host is then the element the ARIA is about).
 */
function hasControl<E extends Host>(host: E, options: DelegateAriaOptions<E>): boolean {
  return !Element.prototype.hasAttribute.call(host, 'role') && (options.when?.(host) ?? true);
}

function storeOf<E extends Host>(host: E, options: DelegateAriaOptions<E>): HostAria<E> {
  let store = stores.get(host) as HostAria<E> | undefined;
  if (!store) stores.set(host, (store = new HostAria(host, options)));
  return store;
}

const isDelegated = (name: string, skip: readonly string[] | undefined): name is DelegatedAriaAttribute =>
  PROPERTIES.has(name as DelegatedAriaAttribute) && !skip?.includes(name);

/**
 * Makes `ctor` take the ARIA written on its host to the control(s) of its shadow root (see the
 * module's comment). Call it once, in the class body's static block, before the tag is defined.
 */
export function delegateAria<E extends Host>(ctor: abstract new () => E, options: DelegateAriaOptions<E>): void {
  const parentStatics = Object.getPrototypeOf(ctor) as object;
  const delegated = ATTRIBUTES.filter(name => !options.skip?.includes(name));
  (ctor as unknown as { [DELEGATES]?: readonly string[] })[DELEGATES] = delegated;
  Object.defineProperty(ctor, 'observedAttributes', {
    configurable: true,
    get(this: object): string[] {
      return [...(Reflect.get(parentStatics, 'observedAttributes', this) as string[]), ...delegated];
    },
  });
  if (isServer) return; // a server render keeps the host's attributes; the browser moves them on upgrade

  const proto = ctor.prototype as E;
  const attributeChanged = proto.attributeChangedCallback;
  const connected = proto.connectedCallback;
  const native = Element.prototype;
  const skip = options.skip;

  Object.defineProperties(proto, {
    attributeChangedCallback: {
      configurable: true,
      value(this: E, name: string, old: string | null, value: string | null): void {
        if (!isDelegated(name, skip)) {
          attributeChanged.call(this, name, old, value);
          return;
        }
        // null: the host's attribute taken off below (during an upgrade this callback comes after
        // the others, not at once); an author's removal goes through `removeAttribute` below
        if (value === null) return;
        const store = storeOf(this, options);
        if (!hasControl(this, options)) return; // ARIA stays on the host (see hasControl)
        store.set(name, value);
        native.removeAttribute.call(this, name);
      },
    },
    connectedCallback: {
      configurable: true,
      value(this: E): void {
        connected.call(this);
        // a `<label for>` names a form control with no `aria-*` on its host
        if ((this.id || this.closest('label')) && (ctor as { formAssociated?: boolean }).formAssociated) {
          const store = storeOf(this, options);
          if (this.hasUpdated) store.apply();
        }
      },
    },
    getAttribute: {
      configurable: true,
      value(this: E, name: string): string | null {
        const key = name.toLowerCase();
        if (isDelegated(key, skip)) {
          const stored = stores.get(this)?.values.get(key);
          if (stored !== undefined) return stored;
        }
        return native.getAttribute.call(this, name);
      },
    },
    hasAttribute: {
      configurable: true,
      value(this: E, name: string): boolean {
        const key = name.toLowerCase();
        if (isDelegated(key, skip) && stores.get(this)?.values.has(key)) return true;
        return native.hasAttribute.call(this, name);
      },
    },
    removeAttribute: {
      configurable: true,
      value(this: E, name: string): void {
        const key = name.toLowerCase();
        if (isDelegated(key, skip) && stores.get(this)?.values.has(key)) stores.get(this)?.set(key, null);
        native.removeAttribute.call(this, name);
      },
    },
  });

  // `host.ariaLabel = 'Close'` and `host.ariaLabel` as for any element
  for (const name of delegated) {
    const property = PROPERTIES.get(name)!;
    if (REFERENCES[name]) continue;
    Object.defineProperty(proto, property, {
      configurable: true,
      get(this: E): string | null {
        return stores.get(this)?.values.get(name) ?? null;
      },
      set(this: E, value: string | null): void {
        if (value === null || value === undefined) this.removeAttribute(name);
        else this.setAttribute(name, String(value));
      },
    });
  }

  // `host.ariaLabelledByElements = [heading]`, where the engine has element reflection
  for (const name of delegated) {
    const property = REFERENCES[name];
    if (!property || !reflects(property)) continue;
    Object.defineProperty(proto, property, {
      configurable: true,
      get(this: E): Element[] | null {
        const store = stores.get(this);
        return store?.values.has(name) ? store.references(name) : null;
      },
      set(this: E, value: Element[] | null): void {
        if (value === null || value === undefined) this.removeAttribute(name);
        else storeOf(this, options).set(name, '', [...value]);
      },
    });
  }
}
