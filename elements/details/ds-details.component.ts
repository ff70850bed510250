import { html, isServer, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query } from 'lit/decorators.js';
import { DsHideEvent } from '../events/ds-hide.js';
import { DsShowEvent } from '../events/ds-show.js';
import { DsElement } from '../internal/core/ds-element.js';
import { delegateAria } from '../internal/a11y/host-aria.js';
import { warnAttribute } from '../internal/core/warn.js';
import { textOf } from '../internal/i18n/strings.js';
import { focusRingStyles } from '../internal/styles/focus-ring.styles.js';
import { DsIcon } from '../icon/ds-icon.component.js';
import { detailsStyles } from './ds-details.styles.js';
import { cssTimeMs, parseHeadingLevel } from './details-logic.js';

/** Whether this browser can hide content `until-found` (find in page reveals it, with `beforematch`). */
function supportsUntilFound(): boolean {
  return !isServer && typeof HTMLElement !== 'undefined' && 'onbeforematch' in HTMLElement.prototype;
}

/**
 * A section whose content shows and hides under a header button: the disclosure pattern, and,
 * with `name` and `heading-level`, the accordion pattern. The button states `aria-expanded` and
 * controls the content; with `heading-level` (1 to 6) it sits in a heading of that level.
 *
 * **Groups.** Sections with the same `name` in the same document or shadow root are exclusive, as
 * native `<details name>` are: opening one closes the others, and one that arrives open where one is
 * open already closes itself (of several open in the markup, the first stays open).
 *
 * **Find in page.** Closed content is hidden `until-found` where the browser supports it, so
 * finding a word inside it opens the section; elsewhere it is simply hidden. A disabled section's
 * content is never found.
 *
 * **Motion.** The content's height animates open and closed over `--ds-details-duration`; with
 * reduced motion it shows and hides at once.
 *
 * @summary A section that shows or hides its content: a disclosure, or an accordion of several.
 * @status experimental
 * @since 1.1
 * @dependency ds-icon
 *
 * @slot - The content.
 * @slot summary - The header's text, instead of the `summary` attribute (text and inline elements only: it is inside a button).
 *
 * @csspart header - The heading around the button (a plain wrapper without `heading-level`).
 * @csspart summary - The header `<button>`.
 * @csspart summary-text - The wrapper of the summary text.
 * @csspart icon - The chevron; it turns when the section opens.
 * @csspart content - The wrapper of the content; hidden while closed.
 *
 * @cssprop --ds-details-background - Background of the section (default: transparent).
 * @cssprop --ds-details-border-color - The line under the header and the section (default: `--ds-color-border`).
 * @cssprop --ds-details-summary-font-weight - Weight of the summary text (default: `--ds-font-weight-medium`).
 * @cssprop --ds-details-padding - Padding of the header and the content (default: `--ds-space-m` block, `--ds-space-l` inline).
 * @cssprop --ds-details-duration - Duration of the height animation (default: `--ds-duration-medium`; none with reduced motion).
 * @cssprop [--ds-focus-ring-width=2px] - Width of the keyboard focus ring.
 * @cssprop [--ds-focus-ring-offset=2px] - Gap between a control and its focus ring.
 *
 * @fires {DsShowEvent} ds-show - The section is opening. Cancelable when the user opened it (`preventDefault()` keeps it closed); not when a script set `open`, a group opened it, or find in page did.
 * @fires {DsHideEvent} ds-hide - The section is closing. Cancelable when the user closed it; not when a script set `open` or another section of its group opened.
 */
export class DsDetails extends DsElement {
  static override styles = [DsElement.styles, focusRingStyles, detailsStyles];

  static override dependencies = { 'ds-icon': DsIcon };

  static {
    // `aria-label`, `aria-describedby`, … on the host reach the header button; it states its own expanded and controls
    delegateAria(this, {
      targets: el => [el.renderRoot?.querySelector('.summary')],
      skip: ['aria-expanded', 'aria-controls'],
    });
  }

  /** The header's text (the `summary` slot replaces it). */
  @property({ useDefault: true })
  summary = '';

  /** Whether the content is shown. Reflects. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  open = false;

  /** The user cannot open or close it (the header stays focusable and says it is disabled); scripts still can. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  disabled = false;

  /** A group name: opening a section closes the others with the same name in the same root. */
  @property({ reflect: true, useDefault: true })
  name = '';

  /**
   * Puts the header button in a heading of this level (1 to 6), as the accordion pattern has it;
   * 0 (default) renders no heading. Other values: no heading, with a warning.
   */
  @property({ attribute: 'heading-level', reflect: true, useDefault: true })
  headingLevel: number | string = 0;

  @query('.content')
  private content!: HTMLElement | null;

  /** The event of the current change was already fired (a user's toggle, cancelable). */
  #announced = false;
  /** Show the next change at once (find in page is scrolling to a match). */
  #instant = false;
  /** The content is still drawn while it animates closed. */
  #closing = false;
  #animation?: Animation;
  /** The content's height when the change began, and the length of its animation (0: none). */
  #from = 0;
  #duration = 0;

  override connectedCallback(): void {
    super.connectedCallback();
    // As native <details name>: a section that arrives open where one of its group is open closes, wherever
    // it lands. Sections connected together (two open in the page's markup: none has rendered yet) cannot
    // tell who came first: document order decides, so the first stays open.
    const keeps = (other: DsDetails) =>
      other.hasUpdated || !!(other.compareDocumentPosition(this) & Node.DOCUMENT_POSITION_FOLLOWING);
    if (this.open && this.isConnected && this.#othersOpenInGroup().some(keeps)) {
      if (this.hasUpdated) this.#instant = true;
      this.open = false;
    }
  }

  /** Opens the section (not cancelable). */
  show(): void {
    if (!this.open) this.open = true;
  }

  /** Closes the section (not cancelable). */
  hide(): void {
    if (this.open) this.open = false;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('headingLevel')) {
      const { problem } = parseHeadingLevel(this.headingLevel);
      if (problem) warnAttribute(this, 'heading-level', this.headingLevel, problem);
    }
    if (changed.has('open') && changed.get('open') !== undefined) {
      this.#from = this.content?.getBoundingClientRect().height ?? 0;
      this.#duration = this.#instant ? 0 : this.#readDuration();
      this.#instant = false;
      // keep the content drawn while it shrinks
      this.#closing = !this.open && this.#duration > 0 && this.#from > 0;
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('open') || changed.get('open') === undefined) return;
    if (!this.#announced) this.emit(this.open ? new DsShowEvent() : new DsHideEvent());
    this.#announced = false;
    if (this.open) this.#closeOthersInGroup();
    this.#animate();
  }

  override render(): TemplateResult {
    const { level } = parseHeadingLevel(this.headingLevel);
    const shown = this.open || this.#closing;
    const hidden = shown ? nothing : !this.disabled && supportsUntilFound() ? 'until-found' : '';
    return html`<div
        part="header"
        class="header"
        role=${level ? 'heading' : nothing}
        aria-level=${level ? String(level) : nothing}
      >
        <button
          part="summary"
          class="summary"
          id="summary"
          type="button"
          aria-expanded=${this.open ? 'true' : 'false'}
          aria-controls="content"
          aria-disabled=${this.disabled ? 'true' : nothing}
          @click=${this.#onClick}
        >
          <span part="summary-text" class="summary-text"><slot name="summary">${textOf(this.summary)}</slot></span>
          <ds-icon part="icon" class="icon" name="chevron-down" size="20"></ds-icon>
        </button>
      </div>
      <div part="content" class="content" id="content" hidden=${hidden} @beforematch=${this.#onBeforeMatch}>
        <div class="content-inner"><slot></slot></div>
      </div>`;
  }

  #onClick = (): void => {
    if (this.disabled) return;
    const opening = !this.open;
    const event = opening ? new DsShowEvent({}, { cancelable: true }) : new DsHideEvent({}, { cancelable: true });
    if (!this.emit(event)) return;
    this.#announced = true;
    this.open = opening;
  };

  /** Find in page matched closed content: the browser shows it; the section follows, without motion. */
  #onBeforeMatch = (): void => {
    if (this.open) return;
    this.#instant = true;
    this.open = true;
  };

  #closeOthersInGroup(): void {
    for (const other of this.#othersOpenInGroup()) other.open = false;
  }

  /** The other open sections of its `name` group in the same root. */
  #othersOpenInGroup(): DsDetails[] {
    const name = this.name.trim();
    const root = this.getRootNode();
    if (!name || !(root instanceof Document || root instanceof ShadowRoot)) return [];
    return [...root.querySelectorAll<DsDetails>(this.localName)].filter(
      other => other !== this && other instanceof DsDetails && other.open && other.name.trim() === name,
    );
  }

  /** Animates the content's height from where it is to where the new state puts it. */
  #animate(): void {
    const content = this.content;
    this.#animation?.cancel();
    this.#animation = undefined;
    const duration = this.#duration;
    if (!content || duration === 0 || typeof content.animate !== 'function' || (!this.open && !this.#closing)) {
      content?.removeAttribute('data-animating');
      this.#setClosing(false);
      return;
    }
    const to = this.open ? content.scrollHeight : 0;
    content.setAttribute('data-animating', '');
    const animation = content.animate([{ height: `${this.#from}px` }, { height: `${to}px` }], {
      duration,
      easing: 'cubic-bezier(0.2, 0, 0, 1)',
    });
    this.#animation = animation;
    const done = (): void => {
      if (this.#animation !== animation) return;
      this.#animation = undefined;
      content.removeAttribute('data-animating');
      this.#setClosing(false);
    };
    animation.addEventListener('finish', done);
  }

  #setClosing(closing: boolean): void {
    if (this.#closing === closing) return;
    this.#closing = closing;
    this.requestUpdate();
  }

  /** The animation's length: none with reduced motion, else the duration token. */
  #readDuration(): number {
    if (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) return 0;
    const style = getComputedStyle(this);
    return cssTimeMs(
      style.getPropertyValue('--ds-details-duration') || style.getPropertyValue('--ds-duration-medium') || '300ms',
    );
  }
}
