import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { DsFullscreenChangeEvent } from '../events/ds-fullscreen-change.js';
import { DsHideEvent } from '../events/ds-hide.js';
import { DsShowEvent } from '../events/ds-show.js';
import { ModalDialogController, renderCloseButton } from '../internal/overlay/modal-dialog.controller.js';
import { DsElement } from '../internal/core/ds-element.js';
import { delegateAria } from '../internal/a11y/host-aria.js';
import { dialogFrameStyles } from '../internal/overlay/dialog-frame.styles.js';
import { focusRingStyles } from '../internal/styles/focus-ring.styles.js';
import { HasSlotController } from '../internal/core/slot.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import { textOf } from '../internal/i18n/strings.js';
import en from '../translations/en.js';
import { modalStyles } from './ds-modal.styles.js';
import {
  closerReturnValue,
  closesOnBackdrop,
  parseSpacing,
  type DsModalCloseReason,
  type DsModalSpacing,
} from './modal-logic.js';
import { firstTabbable } from '../internal/a11y/focus.js';
import { DsButton } from '../button/ds-button.component.js';
import { DsIcon } from '../icon/ds-icon.component.js';

export { closesOnBackdrop, modalSpacings, type DsModalCloseReason, type DsModalSpacing } from './modal-logic.js';

/** The words `<ds-modal>` renders itself; override them with its `strings` property. */
export interface ModalStrings {
  /** Name of the header's close button. */
  close: string;
  /** Name of the fullscreen button while the modal is not maximized. */
  maximize: string;
  /** Name of the fullscreen button while the modal is maximized. */
  minimize: string;
}

/** The English defaults of `ModalStrings` (other languages: `translations/`, chosen by `lang`). */
export const modalStrings: Readonly<ModalStrings> = en.modal;

/**
 * A modal dialog: a native `<dialog>` opened with `showModal()`, so it sits in the top layer,
 * the rest of the page is inert and focus stays inside. A header shows the `label` as its
 * title (an `<h2>` that names the dialog) with a close button; the body is the default slot;
 * the toolbar is the `footer` slot and is drawn only when something is slotted there.
 *
 * **Closing.** Escape closes the topmost open overlay only (modals, popovers and tooltips share
 * one stack), so with two modals open, Escape closes the upper one and a second Escape the
 * lower one. The close button, `hide()`, `close(returnValue)` and `open = false` close it too.
 * Any slotted element with a `data-modal-close` attribute closes the modal when clicked (its
 * value, if any, becomes `returnValue`): use it for an OK button in the footer, or to replace
 * the close button through the `close-button` slot (customised popups with their own close
 * buttons). A click on the dimmed backdrop closes the modal only when `dim-close` is set, or
 * when the modal has neither a header nor a toolbar (it would have no visible way to close).
 *
 * **Focus.** On opening, focus goes to the first slotted element with `autofocus`, else the
 * first focusable element of the body, else the first focusable element of the dialog (header
 * buttons, toolbar), else the panel. Tab and Shift+Tab stay inside. On closing, focus returns
 * to the element that had it before opening, if that element is still in the document.
 *
 * **Inline.** `inline` draws the panel in the page's flow as it looks open, without the dialog, the
 * dim or any behaviour: a picture of the modal beside the button that opens a real one.
 *
 * **Name.** With a header, the dialog is labelled by its title; with `no-header`, `label`
 * becomes its `aria-label`. Always set `label`.
 *
 * @summary A modal dialog with a title, a body, an optional toolbar and a fullscreen mode.
 * @status stable
 * @since 1.0
 * @dependency ds-button
 * @dependency ds-icon
 *
 * @slot - The body.
 * @slot footer - The toolbar, e.g. an OK button (`<ds-button slot="footer" data-modal-close="ok">OK</ds-button>`). Not drawn when empty.
 * @slot header-actions - Extra buttons in the header, before the fullscreen and close buttons.
 * @slot close-button - Replaces the header's close button; give the replacement `data-modal-close`.
 *
 * @csspart dialog - The native `<dialog>`: covers the viewport; its `::backdrop` is the dim. With `inline`, a plain box in the page's flow.
 * @csspart panel - The visible box holding header, body and toolbar.
 * @csspart header - The header (absent with `no-header`).
 * @csspart title - The `<h2>` title (absent with `no-header` or an empty `label`).
 * @csspart header-actions - The wrapper of the `header-actions` slot.
 * @csspart fullscreen-button - The Maximize / Minimize `<ds-button>` (with `fullscreen-button`).
 * @csspart close-button - The default close `<ds-button>`.
 * @csspart body - The wrapper of the default slot; scrolls when the content is taller than the screen.
 * @csspart footer - The toolbar: the wrapper of the `footer` slot (hidden when empty).
 *
 * @cssprop --ds-modal-background - Background of the panel (default: `--ds-color-surface-raised`).
 * @cssprop --ds-modal-color - Text colour (default: `--ds-color-on-surface`).
 * @cssprop --ds-modal-backdrop - Colour of the dim behind the modal (default: `--ds-color-scrim`).
 * @cssprop --ds-modal-border-color - Border of the panel (default: `--ds-color-overlay-border`, none in light mode and a line in dark; `CanvasText` in forced colours).
 * @cssprop [--ds-modal-border-width=1px] - Border width of the panel.
 * @cssprop --ds-modal-divider-color - Lines under the header and above the toolbar (default: `--ds-color-border`).
 * @cssprop --ds-modal-radius - Corner radius of the panel (default: `--ds-radius-l`; 0 when fullscreen).
 * @cssprop --ds-modal-shadow - Shadow of the panel (default: `--ds-shadow-3`).
 * @cssprop [--ds-modal-width=36rem] - Width of the panel (never wider than the screen).
 * @cssprop --ds-modal-margin - Smallest gap between the panel and the screen's edges (default: `--ds-space-l`; `--ds-space-s` on screens narrower than 26em).
 * @cssprop --ds-modal-padding - Padding of the body with `spacing="normal"` (default: `--ds-space-xl`; `--ds-space-l` in a panel narrower than 24rem).
 * @cssprop --ds-modal-title-font-size - Font size of the title (default: `--ds-font-size-l`).
 * @cssprop --ds-modal-enter-duration - Duration of the opening animation (default: `--ds-duration-medium`; none with reduced motion).
 * @cssprop [--ds-focus-ring-width=2px] - Width of the keyboard focus ring.
 * @cssprop [--ds-focus-ring-offset=2px] - Gap between a control and its focus ring.
 *
 * @fires {DsShowEvent} ds-show - The modal opened (after `showModal()` and after focus moved in).
 * @fires {DsHideEvent} ds-hide - The modal closed; `detail.reason` is `escape`, `backdrop`, `close-button` (the header's close button or a `data-modal-close` element) or `method` (`hide()`, `close()`, `open = false`). Not fired when the element is removed while open.
 * @fires {Event} close - Like `<dialog>`'s `close` (does not bubble), right after `ds-hide`; read `returnValue`.
 * @fires {DsFullscreenChangeEvent} ds-fullscreen-change - The user pressed Maximize / Minimize; `detail.fullscreen` is the new state. Not fired when `fullscreen` is set by script.
 */
export class DsModal extends DsElement {
  static override styles = [DsElement.styles, focusRingStyles, dialogFrameStyles, modalStyles];

  /** The elements it renders, which `defineElement()` registers before it. */
  static override dependencies = { 'ds-button': DsButton, 'ds-icon': DsIcon };

  static {
    // `aria-label`, `aria-describedby`, … on the host name and describe the dialog (internal/a11y/host-aria.ts)
    delegateAria(this, { targets: el => [el.renderRoot?.querySelector('dialog')] });
  }

  /** The title shown in the header and the dialog's accessible name (also with `no-header`). */
  @property({ useDefault: true })
  label = '';

  /** Whether the modal is open. Set it (or the attribute) to open or close; reflects. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  open = false;

  /** Renders the modal maximized: the panel fills the viewport. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  fullscreen = false;

  /** Adds a Maximize / Minimize button to the header that toggles `fullscreen`. */
  @property({ type: Boolean, reflect: true, attribute: 'fullscreen-button', useDefault: true })
  fullscreenButton = false;

  /** Removes the header (title, header actions, close button). `label` still names the dialog. */
  @property({ type: Boolean, reflect: true, attribute: 'no-header', useDefault: true })
  noHeader = false;

  /** A click on the dimmed backdrop closes the modal (without it, only a modal with neither header nor toolbar closes so). */
  @property({ type: Boolean, reflect: true, attribute: 'dim-close', useDefault: true })
  dimClose = false;

  /** Padding of the body: `normal` (default) or `none` (content to the edges). Other values: `normal`. */
  @property({ reflect: true, useDefault: true })
  spacing: DsModalSpacing = 'normal';

  /**
   * Draws the panel in place, in the page's flow, as it looks open: no `<dialog>`, no top layer,
   * no dim, no focus trap, and `open` does nothing. For a picture of the modal next to the button
   * that opens a real one (documentation, previews); make such a picture `inert`.
   */
  @property({ type: Boolean, reflect: true, useDefault: true })
  inline = false;

  /**
   * Replaces the modal's words, in any language (see `ModalStrings`: the names of the close and
   * fullscreen buttons), e.g. `{ close: 'Schließen' }`. Missing or non-string entries keep the default.
   */
  @property({ attribute: false })
  strings: Partial<ModalStrings> = {};

  /**
   * The value the modal was last closed with: the argument of `close(returnValue)` or the value
   * of the clicked `data-modal-close` attribute; `''` otherwise. Reset when the modal opens.
   */
  returnValue = '';

  /** Re-renders when the toolbar or header actions are filled or emptied (an empty toolbar is not drawn). */
  readonly #slots = new HasSlotController(this, 'footer', 'header-actions');

  readonly #localize = new LocalizeController(this);

  @query('dialog')
  private dialog!: HTMLDialogElement | null;

  @query('.panel')
  private panel!: HTMLElement | null;

  /** `ds-show` was fired for the current opening (so `ds-hide` pairs with it). */
  #announced = false;
  /** The `<dialog>`: shown state, focus in and back, Escape, backdrop, Tab (internal/overlay). */
  readonly #dialog = new ModalDialogController(this, {
    dialog: () => this.dialog,
    panel: () => this.panel,
    initialFocus: () => this.#initialFocus(),
    closesOnBackdrop: () =>
      closesOnBackdrop({ dimClose: this.dimClose, hasHeader: !this.noHeader, hasToolbar: this.#slots.test('footer') }),
    onDismiss: reason => this.#close(reason),
  });

  constructor() {
    super();
    this.addEventListener('click', this.#onHostClick);
  }

  /** Opens the modal; resolves once it is shown and focus is inside (after `ds-show`). */
  async show(): Promise<void> {
    this.open = true;
    await this.updateComplete;
    await this.#settled;
  }

  /** Closes the modal (reason `method`); does nothing when it is not open. */
  async hide(): Promise<void> {
    this.#close('method');
    await this.updateComplete;
  }

  /** Closes the modal like `<dialog>.close()`: `returnValue` becomes the given value. Does nothing when it is not open. */
  close(returnValue?: string): void {
    this.#close('method', returnValue);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Moved in the document while open: show it again (the first update shows it otherwise).
    if (this.hasUpdated && this.open && !this.inline) void this.updateComplete.then(() => this.#show());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Removed while open: clean up without events; `open` stays so that re-inserting reopens it.
    if (this.#dialog.teardown()) this.#announced = false;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (this.inline) return; // a picture: never shown as a dialog
    if (changed.has('open')) {
      if (this.open) this.#show();
      else if (changed.get('open') !== undefined) this.#close('method');
    }
  }

  override render(): TemplateResult {
    const label = textOf(this.label);
    const titled = !this.noHeader && label.trim() !== '';
    if (this.inline) return html`<div part="dialog" class="dialog inline">${this.#renderPanel(titled, label)}</div>`;
    return html`<dialog
      part="dialog"
      class="dialog"
      aria-labelledby=${titled ? 'title' : nothing}
      aria-label=${!titled && label.trim() ? label : nothing}
      @cancel=${this.#dialog.onCancel}
      @close=${this.#dialog.onDialogClose}
      @keydown=${this.#dialog.onKeyDown}
      @pointerdown=${this.#dialog.onPointerDown}
      @click=${this.#dialog.onClick}
    >
      ${this.#renderPanel(titled, label)}
    </dialog>`;
  }

  #renderPanel(titled: boolean, label: string): TemplateResult {
    return html`<div part="panel" class="panel" tabindex=${this.inline ? nothing : '-1'}>
      ${this.noHeader ? nothing : this.#renderHeader(titled ? label : undefined)}
      <div part="body" class=${classMap({ body: true, flush: parseSpacing(this.spacing) === 'none' })}><slot></slot></div>
      <div part="footer" class="footer" ?hidden=${!this.#slots.test('footer')}>
        <slot name="footer"></slot>
      </div>
    </div>`;
  }

  /** The header; `title` is the label shown as its title (none when empty). */
  #renderHeader(title: string | undefined): TemplateResult {
    const strings = this.#localize.strings('modal', modalStrings, this.strings);
    return html`<div part="header" class="header">
      ${title !== undefined ? html`<h2 part="title" class="title" id="title">${title}</h2>` : nothing}
      <div part="header-actions" class=${classMap({ 'header-actions': true, 'has-content': this.#slots.test('header-actions') })}>
        <slot name="header-actions"></slot>
      </div>
      ${
        this.fullscreenButton
          ? html`<ds-button
            part="fullscreen-button"
            class="fullscreen-button"
            variant="plain"
            size="small"
            icon-only
            label=${this.fullscreen ? strings.minimize : strings.maximize}
            @click=${this.#onFullscreenClick}
            ><ds-icon name=${this.fullscreen ? 'minimize' : 'maximize'} size="20"></ds-icon
          ></ds-button>`
          : nothing
      }
      <slot name="close-button">${renderCloseButton(strings.close, this.#onCloseClick)}</slot>
    </div>`;
  }

  /** Resolves when the current opening has settled (focus moved in, `ds-show` fired). */
  #settled: Promise<void> = Promise.resolve();

  #show(): void {
    if (this.#dialog.shown || !this.dialog || !this.isConnected || !this.open) return;
    if (!this.#dialog.show()) {
      // Not displayable as a modal here (e.g. the document is not fully active): stay closed.
      this.open = false;
      return;
    }
    this.#announced = false;
    this.returnValue = '';
    this.#settled = this.#afterShow();
  }

  /** Waits for the inner elements to render, moves focus in and fires `ds-show`. */
  async #afterShow(): Promise<void> {
    if (!(await this.#dialog.settle()) || this.#announced) return;
    this.#announced = true;
    this.emit(new DsShowEvent());
  }

  /** The first slotted `autofocus` element, else the body's first focusable one. */
  #initialFocus(): HTMLElement | SVGElement | undefined {
    const autofocus = [...this.querySelectorAll<HTMLElement>('[autofocus]')].find(
      el => el.closest('ds-modal') === this && el.getClientRects().length > 0,
    );
    const body = this.shadowRoot?.querySelector<HTMLElement>('.body');
    return autofocus ?? (body ? firstTabbable(body) : undefined);
  }

  #close(reason: DsModalCloseReason, returnValue?: string): void {
    if (!this.#dialog.shown) {
      // Only when set: writing a `useDefault` property's default while its attribute is absent counts as a
      // change (Lit reflects it), and `updated()` would call this again, endlessly.
      if (this.open) this.open = false;
      return;
    }
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.#dialog.close();
    this.open = false;
    if (!this.#announced) return;
    this.#announced = false;
    this.emit(new DsHideEvent({ reason }));
    this.dispatchEvent(new Event('close'));
  }

  #onCloseClick = (): void => {
    this.#close('close-button');
  };

  #onFullscreenClick = (): void => {
    this.fullscreen = !this.fullscreen;
    this.emit(new DsFullscreenChangeEvent({ fullscreen: this.fullscreen }));
  };

  /** A click on a slotted `data-modal-close` element (of this modal, not of a nested one). */
  #onHostClick = (event: MouseEvent): void => {
    if (!this.#dialog.shown || event.defaultPrevented) return;
    let closer: Element | undefined;
    for (const target of event.composedPath()) {
      if (target === this) break;
      if (!(target instanceof Element)) continue;
      if (target instanceof DsModal) return; // inside a nested modal: that one handles it
      if (!closer && target.hasAttribute('data-modal-close')) closer = target;
    }
    if (closer) this.#close('close-button', closerReturnValue(closer.getAttribute('data-modal-close')));
  };
}
