import { html, isServer, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { DsElement } from '../internal/core/ds-element.js';
import { delegateAria } from '../internal/a11y/host-aria.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import en from '../translations/en.js';
import { hiddenCount } from './breadcrumb-fit.js';
import { DsBreadcrumbItem } from './ds-breadcrumb-item.component.js';
import { breadcrumbStyles } from './ds-breadcrumb.styles.js';

/** The words of `<ds-breadcrumb>`. */
export interface BreadcrumbStrings {
  /** The navigation landmark's name. */
  label: string;
  /** The name of the "…" button that lists the hidden items. */
  showMore: string;
}

/** The English defaults of `BreadcrumbStrings` (other languages: `translations/`, chosen by `lang`). */
export const breadcrumbStrings: Readonly<BreadcrumbStrings> = en.breadcrumb;

/**
 * A breadcrumb trail: where the current page sits in the site, as links to the pages above it
 * (the breadcrumb pattern of the WAI-ARIA Authoring Practices).
 *
 * Put `<ds-breadcrumb-item href="…">` elements inside, from the top level down; the last one is the
 * current page (`aria-current="page"`; give it an `href` to keep it a link, or none for plain text).
 * The trail is a navigation landmark named "Breadcrumb" in the element's language (an `aria-label`
 * on the host replaces it) holding an ordered list. The separators between items are drawn in CSS,
 * so nothing of them is read, and they point the other way in right-to-left text.
 *
 * The trail stays on one line. When it does not fit (measured whenever its width or an item's
 * changes), the middle items, from the second on, are hidden behind a "…" button named "Show more
 * breadcrumbs", whose popover lists their links; the first and the last item always show, and
 * the last one's text is cut with an ellipsis when even that is too wide.
 *
 * ```html
 * <ds-breadcrumb>
 *   <ds-breadcrumb-item href="/">Home</ds-breadcrumb-item>
 *   <ds-breadcrumb-item href="/components/">Components</ds-breadcrumb-item>
 *   <ds-breadcrumb-item>Buttons</ds-breadcrumb-item>
 * </ds-breadcrumb>
 * ```
 *
 * @summary A trail of links to the pages above the current one, collapsing its middle when room runs out.
 * @status stable
 * @since 1.1
 * @dependency ds-breadcrumb-item
 *
 * @slot - The `<ds-breadcrumb-item>` elements, from the top level to the current page.
 *
 * @csspart base - The navigation landmark (`<nav>`).
 * @csspart list - The ordered list of items.
 *
 * @cssprop --ds-breadcrumb-color - Text colour of a current item's text without a link (default: `--ds-color-on-surface-muted`).
 * @cssprop --ds-breadcrumb-link-color - Colour of the links (default: `--ds-color-accent`).
 * @cssprop --ds-breadcrumb-current-color - Colour of the current page's item (default: `--ds-color-on-surface`).
 * @cssprop --ds-breadcrumb-separator-color - Colour of the separators (default: `--ds-color-on-surface-muted`).
 * @cssprop [--ds-breadcrumb-separator-gap=0.6em] - Space on each side of a separator.
 * @cssprop --ds-breadcrumb-font-size - Font size (default: `--ds-font-size-s`).
 */
export class DsBreadcrumb extends DsElement {
  static override styles = [DsElement.styles, breadcrumbStyles];

  /** The elements it renders, which `defineElement()` registers before it. */
  static override dependencies = { 'ds-breadcrumb-item': DsBreadcrumbItem };

  static {
    // an aria-label on the host names the landmark (internal/a11y/host-aria.ts)
    delegateAria(this, { targets: el => [el.renderRoot?.querySelector('nav')] });
  }

  /** Replaces the breadcrumb's own words, in any language (see `BreadcrumbStrings`). Missing or non-string entries keep the default. */
  @property({ attribute: false })
  strings: Partial<BreadcrumbStrings> = {};

  readonly #localize = new LocalizeController(this);
  #resizeObserver: ResizeObserver | undefined;
  /** Watches the items: a web font or a new text changes their widths. */
  #itemObserver: ResizeObserver | undefined;
  #fitFrame = 0;
  #items: DsBreadcrumbItem[] = [];
  /** The "…" item's width (separator included) the last time it showed. */
  #moreWidth = 0;

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated) this.#observe();
    // web fonts change the items' widths
    if (!isServer) void document.fonts?.ready.then(() => this.#fit());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resizeObserver?.disconnect();
    this.#itemObserver?.disconnect();
    cancelAnimationFrame(this.#fitFrame);
  }

  protected override firstUpdated(): void {
    this.#observe();
  }

  protected override updated(): void {
    // the words follow the language; the items hold the button's name
    const { showMore } = this.#localize.strings('breadcrumb', breadcrumbStrings, this.strings);
    for (const item of this.#items) item.moreLabel = showMore;
  }

  override render(): TemplateResult {
    const strings = this.#localize.strings('breadcrumb', breadcrumbStrings, this.strings);
    // The list's items are the slotted ds-breadcrumb-items (role="listitem"); role="list" because
    // WebKit drops a list's role when its markers are removed.
    /* eslint-disable lit-a11y/list, lit-a11y/no-redundant-role */
    return html`<nav part="base" aria-label=${strings.label}>
      <ol part="list" class="list" role="list"><slot @slotchange=${this.#onSlotChange}></slot></ol>
    </nav>
    <div class="sizer"></div>`;
    /* eslint-enable lit-a11y/list, lit-a11y/no-redundant-role */
  }

  /**
   * Watches the room: a box as wide as the host and never taller than 0, so that hiding items (which
   * may change the trail's height) never resizes what is observed, and the fit runs in the observer's
   * callback without a frame's delay or an observer loop.
   */
  #observe(): void {
    const sizer = this.renderRoot.querySelector('.sizer');
    if (!sizer || typeof ResizeObserver !== 'function') return;
    this.#resizeObserver ??= new ResizeObserver(() => this.#fit());
    this.#resizeObserver.observe(sizer);
    // The items change size when the fit hides them: their observer fits again in the next frame, not
    // in its callback (that would be an observer loop); the second fit finds the same and changes nothing.
    this.#itemObserver ??= new ResizeObserver(() => {
      cancelAnimationFrame(this.#fitFrame);
      this.#fitFrame = requestAnimationFrame(() => this.#fit());
    });
    for (const item of this.#items) this.#itemObserver.observe(item);
  }

  #onSlotChange = (): void => {
    const items = [...this.children].filter((el): el is DsBreadcrumbItem => el instanceof DsBreadcrumbItem);
    for (const old of this.#items) if (!items.includes(old)) this.#release(old);
    this.#items = items;
    const { showMore } = this.#localize.strings('breadcrumb', breadcrumbStrings, this.strings);
    items.forEach((item, i) => {
      item.toggleAttribute('data-ds-first', i === 0);
      item.toggleAttribute('data-ds-last', i === items.length - 1);
      item.current = i === items.length - 1;
      item.moreLabel = showMore;
      this.#itemObserver?.observe(item);
    });
    this.#fit();
  };

  #release(item: DsBreadcrumbItem): void {
    this.#itemObserver?.unobserve(item);
    for (const name of ['data-ds-first', 'data-ds-last', 'data-ds-collapsed', 'data-ds-overflow'])
      item.removeAttribute(name);
    item.current = false;
    item.hiddenLinks = [];
  }

  /** Shows every item, measures the trail and hides its middle when it does not fit; all in one task, so nothing flickers. */
  #fit(): void {
    const items = this.#items;
    const list = this.renderRoot?.querySelector<HTMLElement>('.list');
    if (!list || items.length === 0) return;
    const overflowing = items.find(item => item.hasAttribute('data-ds-overflow'));
    if (overflowing) {
      const more = overflowing.shadowRoot?.querySelector('.more-popover');
      // the "…" item's width: the separator and the button (the item shows only them)
      if (more) this.#moreWidth = overflowing.getBoundingClientRect().width;
    }
    for (const item of items) {
      item.removeAttribute('data-ds-collapsed');
      item.removeAttribute('data-ds-overflow');
    }
    list.classList.add('measuring');
    const widths = items.map(item => item.getBoundingClientRect().width);
    const available = this.getBoundingClientRect().width;
    list.classList.remove('measuring');
    const fontSize = parseFloat(getComputedStyle(list).fontSize) || 16;
    const hidden = hiddenCount(widths, this.#moreWidth || fontSize * 3.2, available);
    items.forEach((item, i) => {
      const first = i === 1 && hidden > 0;
      item.toggleAttribute('data-ds-overflow', first);
      item.toggleAttribute('data-ds-collapsed', i > 1 && i <= hidden);
      const links = first
        ? items.slice(1, hidden + 1).map(it => ({
            text: (it.textContent ?? '').replace(/\s+/g, ' ').trim(),
            href: it.href,
          }))
        : [];
      // (the "…" button, once drawn, resizes its item: the item observer fits again with its real width)
      if (links.length > 0 || item.hiddenLinks.length > 0) item.hiddenLinks = links;
    });
  }
}
