import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { DsElement } from '../internal/core/ds-element.js';
import { rippleStyles } from './ds-ripple.styles.js';
import { RippleWave, rippleGeometry, shouldRipple, type RipplePhase } from './ripple-state.js';

/**
 * A touch ripple: a pointer press on its surface starts a circle that grows from the pointer
 * (fully grown, "ready", after 300 ms) and fades out once released (removed 1000 ms after the
 * release). Purely decorative: hidden from assistive technology, `pointer-events: none`.
 *
 * The surface is the parent element by default, or the element whose id is in `for` (in the
 * same document or shadow root), or the element set as `control`. The ripple fills its nearest
 * positioned ancestor, so give the surface `position: relative` (the ripple inherits its
 * `border-radius` and is clipped to it).
 *
 * ```html
 * <div class="card" style="position: relative">Tap me<ds-ripple></ds-ripple></div>
 * ```
 *
 * No ripple is drawn under `prefers-reduced-motion: reduce`, while `disabled`, or while the
 * surface is `:disabled` or `aria-disabled="true"`. A mouse ripples on its main button only.
 *
 * @summary A touch ripple that any element can contain.
 * @status stable
 * @since 1.0
 *
 * @csspart surface - The clipping box the waves are drawn in.
 * @csspart wave - Each expanding circle; its `data-phase` is `expanding`, `ready` or `fading`.
 *
 * @cssprop [--ds-ripple-color=currentColor] - Colour of the waves (default: the surface's text colour).
 * @cssprop [--ds-ripple-opacity=0.12] - Opacity of a wave before it fades.
 */
export class DsRipple extends DsElement {
  static override styles = [DsElement.styles, rippleStyles];

  /** The id of the surface element, in the same document or shadow root. Default: the parent. */
  @property({ attribute: 'for', useDefault: true })
  htmlFor = '';

  /** Draws no ripple. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  disabled = false;

  #control: HTMLElement | null = null;
  #surface: HTMLElement | null = null;
  #waves = new Map<RippleWave, HTMLElement>();
  #pressed?: RippleWave;

  /**
   * The surface the ripple listens to: set it to attach to any element; reading it gives the
   * element in use (`control`, else the one named by `for`, else the parent).
   */
  get control(): HTMLElement | null {
    return this.#surface;
  }
  set control(element: HTMLElement | null) {
    this.#control = element instanceof HTMLElement ? element : null;
    if (this.isConnected) this.#attach();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('aria-hidden')) this.setAttribute('aria-hidden', 'true');
    this.#attach();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#detach();
    for (const wave of [...this.#waves.keys()]) wave.remove();
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (changed.has('htmlFor')) this.#attach();
    if (changed.has('disabled') && this.disabled) for (const wave of [...this.#waves.keys()]) wave.remove();
  }

  override render(): TemplateResult {
    return html`<div part="surface" class="surface"></div>`;
  }

  // ---- surface ---------------------------------------------------------------------------

  #findSurface(): HTMLElement | null {
    if (this.#control) return this.#control;
    const root = this.getRootNode() as Document | ShadowRoot;
    if (this.htmlFor) return root.getElementById?.(this.htmlFor) ?? null;
    if (this.parentElement) return this.parentElement;
    return root instanceof ShadowRoot && this.parentNode === root ? (root.host as HTMLElement) : null;
  }

  #attach(): void {
    const surface = this.isConnected ? this.#findSurface() : null;
    if (surface === this.#surface) return;
    this.#detach();
    this.#surface = surface;
    if (!surface) return;
    surface.addEventListener('pointerdown', this.#onPointerDown);
    surface.addEventListener('pointerup', this.#onRelease);
    surface.addEventListener('pointercancel', this.#onRelease);
    surface.addEventListener('pointerleave', this.#onRelease);
    surface.addEventListener('contextmenu', this.#onRelease);
  }

  #detach(): void {
    const surface = this.#surface;
    if (!surface) return;
    surface.removeEventListener('pointerdown', this.#onPointerDown);
    surface.removeEventListener('pointerup', this.#onRelease);
    surface.removeEventListener('pointercancel', this.#onRelease);
    surface.removeEventListener('pointerleave', this.#onRelease);
    surface.removeEventListener('contextmenu', this.#onRelease);
    this.#surface = null;
    this.#pressed?.release();
    this.#pressed = undefined;
  }

  // ---- waves -----------------------------------------------------------------------------

  #surfaceDisabled(surface: HTMLElement): boolean {
    return this.disabled || surface.matches(':disabled') || surface.getAttribute('aria-disabled') === 'true';
  }

  #reducedMotion(): boolean {
    return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  }

  #onPointerDown = (event: PointerEvent): void => {
    const surface = this.#surface;
    // Created by this very press (ds-button adds its ripple on the first one): render now.
    if (this.isUpdatePending) this.performUpdate();
    const container = this.renderRoot.querySelector<HTMLElement>('.surface');
    if (!surface || !container) return;
    const press = {
      reducedMotion: this.#reducedMotion(),
      disabled: this.#surfaceDisabled(surface),
      pointerType: event.pointerType,
      button: event.button,
      isPrimary: event.isPrimary,
    };
    if (!shouldRipple(press)) return;

    // Local coordinates, also when the surface is scaled (a pressed button shrinks a little).
    const box = this.getBoundingClientRect();
    const scaleX = box.width > 0 ? this.offsetWidth / box.width : 1;
    const scaleY = box.height > 0 ? this.offsetHeight / box.height : 1;
    const geometry = rippleGeometry(
      this.offsetWidth,
      this.offsetHeight,
      (event.clientX - box.left) * scaleX,
      (event.clientY - box.top) * scaleY,
    );

    const element = document.createElement('div');
    element.className = 'wave';
    element.setAttribute('part', 'wave');
    element.dataset['phase'] = 'expanding';
    element.style.width = element.style.height = `${geometry.size}px`;
    element.style.left = `${geometry.left}px`;
    element.style.top = `${geometry.top}px`;

    this.#pressed?.release();
    const wave = new RippleWave(this.#onPhase);
    this.#waves.set(wave, element);
    this.#pressed = wave;
    container.append(element);
  };

  #onRelease = (): void => {
    this.#pressed?.release();
    this.#pressed = undefined;
  };

  #onPhase = (phase: RipplePhase, wave: RippleWave): void => {
    const element = this.#waves.get(wave);
    if (!element) return;
    if (phase === 'removed') {
      element.remove();
      this.#waves.delete(wave);
      if (this.#pressed === wave) this.#pressed = undefined;
      return;
    }
    if (phase === 'fading') element.style.setProperty('--_fade', `${wave.fadeDuration}ms`);
    element.dataset['phase'] = phase;
  };
}
