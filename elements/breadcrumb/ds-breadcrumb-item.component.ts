import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { DsElement } from '../internal/core/ds-element.js';
import { textOf } from '../internal/i18n/strings.js';
import { focusRingStyles } from '../internal/styles/focus-ring.styles.js';
import { DsPopover } from '../popover/ds-popover.component.js';
import { breadcrumbItemStyles } from './ds-breadcrumb-item.styles.js';

/** A breadcrumb hidden for lack of room, as its parent's menu lists it. */
export interface BreadcrumbLink {
  text: string;
  href: string;
}

/**
 * One level of a `<ds-breadcrumb>`: a link to a page above the current one, or the current page.
 *
 * The item is a list item (`role="listitem"`); its text is a link to `href`. `<ds-breadcrumb>` marks
 * its last item as the current page (`aria-current="page"` on its link, or on its text when it has no
 * `href`), draws the separators before the others, and, when room runs out, hides the middle
 * items behind a "…" button that lists them.
 *
 * @summary One level of a breadcrumb trail.
 * @status stable
 * @since 1.1
 * @dependency ds-popover
 *
 * @slot - The item's text.
 *
 * @csspart base - The item's box (separator and link).
 * @csspart link - The link (an `<a>`), or the text of a current item without `href`.
 * @csspart more-button - The "…" button that lists the hidden items (on the first of them, while items are hidden).
 * @csspart more-list - The list of hidden items' links, in the button's popover.
 */
export class DsBreadcrumbItem extends DsElement {
  static override styles = [DsElement.styles, focusRingStyles, breadcrumbItemStyles];

  /** The elements it renders, which `defineElement()` registers before it. */
  static override dependencies = { 'ds-popover': DsPopover };

  /** The address of the page this level stands for. Without it the item is text, not a link. */
  @property({ useDefault: true })
  href = '';

  /**
   * Set by `<ds-breadcrumb>` on its last item: the current page.
   * @internal
   */
  @state() current = false;

  /**
   * Set by `<ds-breadcrumb>` on the first hidden item: the items the "…" button lists (this one first).
   * @internal
   */
  @state() hiddenLinks: readonly BreadcrumbLink[] = [];

  /**
   * The name of the "…" button, in the breadcrumb's language (set by `<ds-breadcrumb>`).
   * @internal
   */
  @state() moreLabel = 'Show more breadcrumbs';

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('role')) this.setAttribute('role', 'listitem');
  }

  override render(): TemplateResult {
    const href = textOf(this.href).trim();
    const current = this.current ? 'page' : nothing;
    return html`<span part="base" class="item"
      >${this.hiddenLinks.length > 0 ? this.#renderMore() : nothing}${
        href
          ? html`<a part="link" class="link" href=${href} aria-current=${current}><slot></slot></a>`
          : html`<span part="link" class="link" aria-current=${current}><slot></slot></span>`
      }</span
    >`;
  }

  #renderMore(): TemplateResult {
    return html`<ds-popover class="more-popover" label=${this.moreLabel}>
      <button slot="trigger" part="more-button" class="more" type="button" aria-label=${this.moreLabel}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="5" cy="12" r="1.75"></circle><circle cx="12" cy="12" r="1.75"></circle
          ><circle cx="19" cy="12" r="1.75"></circle>
        </svg>
      </button>
      <ul part="more-list" class="more-list">
        ${this.hiddenLinks.map(
          link =>
            html`<li>
              ${
                link.href
                  ? html`<a class="more-link" href=${link.href} data-popover="close">${link.text}</a>`
                  : html`<span class="more-link">${link.text}</span>`
              }
            </li>`,
        )}
      </ul>
    </ds-popover>`;
  }
}
