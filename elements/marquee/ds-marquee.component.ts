import { html, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { cssVars } from '../internal/styles/css-vars.js';
import { DsElement } from '../internal/core/ds-element.js';
import { marqueeStyles } from './ds-marquee.styles.js';
import { MarqueeCopy } from './marquee-copy.js';
import { MARQUEE_SPEED, marqueeDirection, marqueeDuration } from './marquee-math.js';

export {
  MARQUEE_MIN_DURATION_S,
  MARQUEE_SPEED,
  marqueeDirections,
  marqueeDuration,
  type DsMarqueeDirection,
} from './marquee-math.js';

/**
 * A strip that scrolls its content sideways in an endless loop, at about 90 px per second
 * (`speed`); one loop takes the width of the content divided by the speed, at least 1 s.
 *
 * A copy of the content follows it, so the loop has no seam; the copy is `aria-hidden` and
 * `inert` and lives in the light DOM (slot `copy`, added by the element), so the page's styles
 * apply to both. The strip stops while a pointer is over it or focus is inside it, and while
 * `paused`. Under `prefers-reduced-motion: reduce` it does not move: the content is shown once,
 * wrapped onto as many lines as it needs. It is not a live region: assistive technology reads
 * the content once, in document order.
 *
 * ```html
 * <ds-marquee direction="ltr"><span>Lit</span><span>React</span><span>Tokens</span></ds-marquee>
 * ```
 *
 * @summary A continuously scrolling strip of content that pauses on hover and focus.
 * @status stable
 * @since 1.0
 *
 * @slot - The content that scrolls (laid out in a row).
 *
 * @csspart viewport - The visible strip (clips the moving track).
 * @csspart track - The moving row: the content and its copy.
 * @csspart content - The box around the content (one loop's distance, gap included).
 *
 * @cssprop [--ds-marquee-gap=var(--ds-space-3xl)] - Space between items and between the content and its copy.
 */
export class DsMarquee extends DsElement {
  static override styles = [DsElement.styles, marqueeStyles];

  /** The way the content travels on the screen: `rtl` (default, from right to left, like a news ticker) or `ltr`, in either direction of text. Other values: `rtl`. */
  @property({ useDefault: true })
  direction: 'rtl' | 'ltr' = 'rtl';

  /** Stops the strip where it is (it resumes from there). */
  @property({ type: Boolean, useDefault: true })
  paused = false;

  /** Speed in px per second, 1–2000 (default 90); not a number: 90. */
  @property({ type: Number, useDefault: true })
  speed: number = MARQUEE_SPEED.fallback;

  #copy = new MarqueeCopy(this);
  #contentWidth = 0;
  #resizeObserver?: ResizeObserver;

  /** Seconds one loop takes at the current size and speed (at least 1). */
  get duration(): number {
    return marqueeDuration(this.#contentWidth, this.speed);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#copy.connect();
    if (this.hasUpdated) this.#observeSize();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#copy.disconnect();
    this.#resizeObserver?.disconnect();
  }

  protected override firstUpdated(): void {
    this.#observeSize();
  }

  #observeSize(): void {
    const content = this.renderRoot.querySelector<HTMLElement>('.group');
    if (!content || typeof ResizeObserver !== 'function') return;
    this.#resizeObserver ??= new ResizeObserver(() => {
      const width = content.offsetWidth;
      if (width !== this.#contentWidth) {
        this.#contentWidth = width;
        this.requestUpdate();
      }
    });
    this.#resizeObserver.observe(content);
  }

  override render(): TemplateResult {
    const classes = [
      'track',
      marqueeDirection(this.direction) === 'ltr' ? 'track--ltr' : '',
      this.paused ? 'track--paused' : '',
      this.#contentWidth > 0 ? '' : 'track--measuring',
    ];
    return html`<div part="viewport" class="viewport">
      <div
        part="track"
        class=${classes.filter(Boolean).join(' ')}
        ${cssVars({ '--_duration': `${this.duration}s` })}
      >
        <div part="content" class="group"><slot></slot></div>
        <div class="group group--copy" aria-hidden="true"><slot name="copy"></slot></div>
      </div>
    </div>`;
  }
}
