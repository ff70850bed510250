/**
 * The copy `<ds-marquee>` scrolls behind its content for a seamless loop. It lives in the light
 * DOM (a `<span slot="copy">` after the content) so the page's styles reach it as they reach the
 * original; it is `aria-hidden` and `inert` (its links and buttons are no Tab stops) and its ids
 * are removed so that they stay unique. A MutationObserver keeps it equal to the content.
 */
export class MarqueeCopy {
  readonly #host: HTMLElement;
  // Made on the first connect, not with the element: a server render (Lit's SSR) has no document.
  #parts?: { copy: HTMLElement; observer: MutationObserver };
  #queued = false;

  constructor(host: HTMLElement) {
    this.#host = host;
  }

  get #copy(): HTMLElement {
    return this.#made().copy;
  }

  #made(): { copy: HTMLElement; observer: MutationObserver } {
    if (this.#parts) return this.#parts;
    const copy = document.createElement('span');
    copy.slot = 'copy';
    copy.setAttribute('aria-hidden', 'true');
    copy.inert = true;
    const observer = new MutationObserver(records => {
      if (records.some(r => !copy.contains(r.target))) this.#queue();
    });
    return (this.#parts = { copy, observer });
  }

  /** The copy's element (for tests). */
  get element(): HTMLElement {
    return this.#copy;
  }

  connect(): void {
    this.#made().observer.observe(this.#host, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
    this.#sync();
  }

  disconnect(): void {
    this.#parts?.observer.disconnect();
    this.#parts?.copy.remove();
  }

  #queue(): void {
    if (this.#queued) return;
    this.#queued = true;
    queueMicrotask(() => {
      this.#queued = false;
      if (this.#host.isConnected) this.#sync();
    });
  }

  #sync(): void {
    const originals = [...this.#host.childNodes].filter(node => node !== this.#copy);
    const clones = originals.map(node => node.cloneNode(true));
    for (const clone of clones) {
      if (!(clone instanceof Element)) continue;
      clone.removeAttribute('id');
      for (const withId of clone.querySelectorAll('[id]')) withId.removeAttribute('id');
    }
    this.#copy.replaceChildren(...clones);
    // Last, so that children a framework appends keep their order before it; re-appended when a
    // framework replaced all children (React sets `textContent` for a text-only child).
    if (this.#host.lastChild !== this.#copy) this.#host.append(this.#copy);
    this.#made().observer.takeRecords();
  }
}
