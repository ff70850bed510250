import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { cssVars } from '../internal/styles/css-vars.js';
import { DsActionEvent } from '../events/ds-action.js';
import { DsDismissEvent } from '../events/ds-dismiss.js';
import { DsElement } from '../internal/core/ds-element.js';
import { focusRingStyles } from '../internal/styles/focus-ring.styles.js';
import { finiteOr } from '../internal/core/math.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import en from '../translations/en.js';
import { snackbarStyles } from './ds-snackbar.styles.js';
import { DsButton } from '../button/ds-button.component.js';

/** The words `<ds-snackbar>` renders itself; override them with its `strings` property (or the host's). */
export interface SnackbarStrings {
  /** Name of the dismiss button. */
  dismiss: string;
}

/** The English defaults of `SnackbarStrings` (other languages: `translations/`, chosen by `lang`). */
export const snackbarStrings: Readonly<SnackbarStrings> = en.snackbar;

/**
 * One snackbar: a short message at the bottom of the screen, with an optional action button
 * (`action-label`, e.g. "Undo" or "Reload"), an optional countdown (remaining seconds and a
 * shrinking progress bar) and an optional dismiss button.
 *
 * Usually created by `<ds-snackbar-host>.show()`, which times it, announces it and removes it.
 * On its own it only draws: it never removes itself; its action button fires `ds-action` and its
 * dismiss button `ds-dismiss`. The action is a real button in the tab order (after the message,
 * before Dismiss). For another control (a link), put it in the `action` slot instead.
 *
 * @summary A short message with an optional countdown and dismiss button.
 * @status stable
 * @since 1.0
 * @dependency ds-button
 *
 * @slot - The message.
 * @slot action - A control of your own in place of the built-in action button (e.g. a link).
 *
 * @csspart base - The snackbar's box.
 * @csspart message - The wrapper of the message.
 * @csspart countdown - The remaining seconds (with `countdown`).
 * @csspart progress - The track of the progress bar (with `countdown`).
 * @csspart progress-bar - The shrinking bar.
 * @csspart action-button - The action `<ds-button>` (with `action-label`).
 * @csspart dismiss-button - The dismiss `<ds-button>` (with `dismissible`).
 *
 * @cssprop --ds-snackbar-background - Background (default: `--ds-color-inverse-surface`).
 * @cssprop --ds-snackbar-color - Text colour (default: `--ds-color-on-inverse-surface`).
 * @cssprop --ds-snackbar-border-color - Border colour (default: transparent; `CanvasText` in forced colours).
 * @cssprop --ds-snackbar-radius - Corner radius (default: `--ds-radius-m`).
 * @cssprop --ds-snackbar-shadow - Shadow (default: `--ds-shadow-3`).
 * @cssprop --ds-snackbar-font-size - Font size (default: `--ds-font-size-s`).
 * @cssprop [--ds-snackbar-min-width=18rem] - Minimum width (never wider than the screen).
 * @cssprop [--ds-snackbar-max-width=36rem] - Maximum width.
 * @cssprop --ds-snackbar-action-color - Text colour of the action button (default: the snackbar's text colour).
 * @cssprop --ds-snackbar-progress-color - Colour of the progress bar (default: `--ds-color-accent`).
 * @cssprop [--ds-snackbar-progress-height=3px] - Height of the progress bar.
 * @cssprop --ds-snackbar-enter-duration - Duration of the slide-in (default: `--ds-duration-medium`).
 * @cssprop --ds-snackbar-exit-duration - Duration of the slide-out (default: `--ds-duration-medium`).
 *
 * @fires {DsActionEvent} ds-action - The user pressed the action button. Cancelable. The snackbar does not hide itself (the host does, unless cancelled).
 * @fires {DsDismissEvent} ds-dismiss - The user pressed the dismiss button. Cancelable. The snackbar does not hide itself.
 */
export class DsSnackbar extends DsElement {
  static override styles = [DsElement.styles, focusRingStyles, snackbarStyles];

  /** The elements it renders, which `defineElement()` registers before it. */
  static override dependencies = { 'ds-button': DsButton };

  /** Time in ms the snackbar is shown for; drives the countdown. `0` or `Infinity`: no countdown. */
  @property({ type: Number, useDefault: true })
  duration = 0;

  /** Shows the remaining seconds and a progress bar that shrinks over `duration`. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  countdown = false;

  /** Label of the action button (e.g. `Undo`); empty: no action button. */
  @property({ attribute: 'action-label', reflect: true, useDefault: true })
  actionLabel = '';

  /** Shows a dismiss button. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  dismissible = false;

  /**
   * Replaces the snackbar's words, in any language (see `SnackbarStrings`: the dismiss button's name),
   * e.g. `{ dismiss: 'Schließen' }`. Missing or non-string entries keep the default.
   */
  @property({ attribute: false })
  strings: Partial<SnackbarStrings> = {};

  readonly #localize = new LocalizeController(this);

  /** Plays the exit animation (set by the host while the snackbar leaves). */
  @property({ type: Boolean, reflect: true, useDefault: true })
  exiting = false;

  /** Freezes the countdown and the progress bar (the host pauses while hovered or focused). */
  @property({ type: Boolean, reflect: true, useDefault: true })
  paused = false;

  /** Seconds left, as shown by the countdown. */
  @state()
  private secondsLeft = 0;

  /** ms left at `#startedAt`. */
  #remaining = 0;
  #startedAt?: number;
  #tick?: ReturnType<typeof setTimeout>;

  override connectedCallback(): void {
    super.connectedCallback();
    this.#restart();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stopTick();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('duration') && changed.get('duration') !== undefined) this.#restart();
    if (changed.has('paused') || changed.has('exiting') || changed.has('countdown')) this.#syncClock();
  }

  override render(): TemplateResult {
    const timed = this.countdown && this.#hasDuration;
    return html`<div part="base" class="snackbar">
      <div part="message" class="message"><slot></slot></div>
      <slot name="action"
        >${
          this.actionLabel
            ? html`<ds-button part="action-button" class="action" variant="plain" size="small" @click=${this.#onAction}
                >${this.actionLabel}</ds-button
              >`
            : nothing
        }</slot
      >
      ${timed ? html`<span part="countdown" class="countdown" aria-hidden="true">${this.#localize.number(this.secondsLeft)}</span>` : nothing}
      ${
        this.dismissible
          ? html`<ds-button
            part="dismiss-button"
            class="dismiss"
            variant="plain"
            size="small"
            icon-only
            label=${this.#localize.strings('snackbar', snackbarStrings, this.strings).dismiss}
            @click=${this.#onDismiss}
            ><svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round">
              <path d="M6 6l12 12M18 6L6 18" /></svg
          ></ds-button>`
          : nothing
      }
      ${
        timed
          ? html`<div part="progress" class="progress" aria-hidden="true">
            <div part="progress-bar" class="progress-bar" ${cssVars({ '--_duration': `${this.#duration}ms` })}></div>
          </div>`
          : nothing
      }
    </div>`;
  }

  /** `duration` read loosely (a numeric string counts; null, NaN, junk: 0). */
  get #duration(): number {
    return finiteOr(this.duration, 0);
  }

  get #hasDuration(): boolean {
    return this.#duration > 0;
  }

  /** Starts the countdown over from `duration`. */
  #restart(): void {
    this.#stopTick();
    this.#remaining = this.#hasDuration ? this.#duration : 0;
    this.#startedAt = undefined;
    this.secondsLeft = Math.ceil(this.#remaining / 1000);
    this.#syncClock();
  }

  /** Runs the countdown clock when it should run (connected, counting, not paused nor exiting). */
  #syncClock(): void {
    const run = this.isConnected && this.countdown && this.#hasDuration && !this.paused && !this.exiting;
    if (run && this.#startedAt === undefined) {
      this.#startedAt = performance.now();
      this.#scheduleTick();
    } else if (!run && this.#startedAt !== undefined) {
      this.#remaining = this.#left();
      this.#stopTick();
    }
  }

  #left(): number {
    if (this.#startedAt === undefined) return this.#remaining;
    return Math.max(0, this.#remaining - (performance.now() - this.#startedAt));
  }

  #scheduleTick(): void {
    const left = this.#left();
    this.secondsLeft = Math.ceil(left / 1000);
    if (left <= 0) return;
    // wake up just after the next whole second
    const untilNextSecond = left - (this.secondsLeft - 1) * 1000;
    this.#tick = setTimeout(() => this.#scheduleTick(), untilNextSecond + 5);
  }

  #stopTick(): void {
    if (this.#tick !== undefined) clearTimeout(this.#tick);
    this.#tick = undefined;
    this.#startedAt = undefined;
  }

  #onAction = (): void => {
    this.emit(new DsActionEvent());
  };

  #onDismiss = (): void => {
    this.emit(new DsDismissEvent());
  };
}
