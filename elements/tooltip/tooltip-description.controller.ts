import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { ariaTarget, whenRendered } from '../internal/overlay/trigger.js';

/** Element reflection of ARIA relations (`ariaDescribedByElements`) is available. */
const REFLECTS_ARIA_ELEMENTS = typeof Element !== 'undefined' && 'ariaDescribedByElements' in Element.prototype;

/** The slot (inside a hidden box of the host's shadow root) that holds the plain-text description. */
export const DESCRIPTION_SLOT = 'ds-tooltip-description';

type Reflecting = Element & { ariaDescribedByElements: Element[] | null };

let ids = 0;

/** What the description is made of: rich light-DOM elements, else plain text; nothing when off. */
export interface TooltipDescriptionSource {
  readonly rich: readonly Element[];
  readonly text: string;
}

/**
 * Makes a tooltip's text the accessible description of its trigger.
 *
 * The bubble lives in the host's shadow root, which an `aria-describedby` ID reference from the
 * trigger cannot reach, so the description comes from light DOM: the rich content's elements,
 * or for plain text a hidden `<span slot="ds-tooltip-description">` kept in the host's light DOM
 * (assigned to a slot inside a hidden box: never shown, never taken for the trigger, but in the
 * flat tree, where browsers look for a referenced description's text). The trigger's control
 * references it with `aria-describedby` (same tree), `ariaDescribedByElements` (the control is in
 * the trigger's own shadow root) or, in an engine without element reflection, `aria-description`.
 * Only what this controller added is taken off again.
 */
export class TooltipDescriptionController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #id = `ds-tooltip-${++ids}-description`;
  #span: HTMLSpanElement | undefined;
  /** Bumped by every `sync()`, so a late link for an earlier trigger does nothing. */
  #generation = 0;
  /** What we added to the trigger's ARIA, to take it off again. */
  #linked: { target: Element; ids: string[]; elements: Element[]; text: string | undefined } | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
    host.addController(this);
  }

  hostDisconnected(): void {
    this.#generation++;
    this.unlink();
  }

  /** Links `trigger` to the description from `source` (`null`: describe nothing). */
  sync(trigger: HTMLElement | undefined, source: TooltipDescriptionSource | null): void {
    if (!this.#host.isConnected) return;
    const generation = ++this.#generation;
    const link = (): void => {
      if (!this.#host.isConnected || generation !== this.#generation) return;
      this.unlink();
      const describers = this.#describers(source);
      if (trigger && describers.length > 0) this.#link(trigger, describers);
    };
    if (trigger) whenRendered(trigger, link);
    else link();
  }

  /** Takes off what was added to the trigger's ARIA. */
  unlink(): void {
    const linked = this.#linked;
    this.#linked = undefined;
    if (!linked) return;
    const { target } = linked;
    if (linked.ids.length > 0) {
      const tokens = (target.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .filter(t => t && !linked.ids.includes(t));
      if (tokens.length > 0) target.setAttribute('aria-describedby', tokens.join(' '));
      else target.removeAttribute('aria-describedby');
    }
    if (linked.elements.length > 0) {
      const reflecting = target as Reflecting;
      const rest = (reflecting.ariaDescribedByElements ?? []).filter(el => !linked.elements.includes(el));
      reflecting.ariaDescribedByElements = rest.length > 0 ? rest : null;
    }
    if (linked.text !== undefined && target.getAttribute('aria-description') === linked.text) {
      target.removeAttribute('aria-description');
    }
  }

  /** The light-DOM elements whose text is the description. */
  #describers(source: TooltipDescriptionSource | null): Element[] {
    if (source && source.rich.length > 0) {
      source.rich.forEach((el, i) => {
        if (!el.id) el.id = `${this.#id}-${i}`;
      });
      this.#span?.remove();
      return [...source.rich];
    }
    const text = source?.text ?? '';
    if (text.trim() === '') {
      this.#span?.remove();
      return [];
    }
    if (!this.#span) {
      const span = document.createElement('span');
      span.id = this.#id;
      span.hidden = true;
      span.slot = DESCRIPTION_SLOT;
      span.setAttribute('data-ds-tooltip-description', '');
      this.#span = span;
    }
    if (this.#span.textContent !== text) this.#span.textContent = text;
    if (this.#span.parentNode !== this.#host) this.#host.append(this.#span);
    return [this.#span];
  }

  #link(trigger: HTMLElement, describers: Element[]): void {
    const target = ariaTarget(trigger);
    const entry = { target, ids: [] as string[], elements: [] as Element[], text: undefined as string | undefined };
    if (target.getRootNode() === this.#host.getRootNode()) {
      // same tree: a plain ID reference, understood everywhere
      const tokens = (target.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      entry.ids = describers.map(el => el.id).filter(id => !tokens.includes(id));
      target.setAttribute('aria-describedby', [...tokens, ...entry.ids].join(' '));
    } else if (REFLECTS_ARIA_ELEMENTS) {
      // the control is in the trigger's shadow root: element reflection reaches out of it
      const current = (target as Reflecting).ariaDescribedByElements ?? [];
      entry.elements = describers.filter(el => !current.includes(el));
      (target as Reflecting).ariaDescribedByElements = [...current, ...entry.elements];
    } else {
      entry.text = describers.map(el => el.textContent?.replace(/\s+/g, ' ').trim() ?? '').join(' ');
      target.setAttribute('aria-description', entry.text);
    }
    this.#linked = entry;
  }
}
