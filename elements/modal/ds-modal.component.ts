import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { DsFullscreenChangeEvent } from '../events/ds-fullscreen-change.js';
import { DsHideEvent } from '../events/ds-hide.js';
import { DsShowEvent } from '../events/ds-show.js';
import { isTopmostDismissible, pushDismissible, type Dismissible } from '../internal/overlay/dismissible-stack.js';
import { DsElement } from '../internal/core/ds-element.js';
import { delegateAria } from '../internal/a11y/host-aria.js';
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
import { deepActiveElement, firstTabbable, nextTabStop } from '../internal/a11y/focus.js';
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
 * Set while an Escape press is being handled by the dismissible stack (cleared in the next
 * task). An engine that still turns the same press into a `cancel` on the modal below (now the
 * topmost) must not close that one too.
 */
let escapeInProgress = false;

function markEscape(): void {
  escapeInProgress = true;
  setTimeout(() => {
    escapeInProgress = false;
  });
}

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
  static override styles = [DsElement.styles, focusRingStyles, modalStyles];

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

  /** The dialog is shown (modal) right now: what the element's own bookkeeping trusts. */
  #shown = false;
  /** `ds-show` was fired for the current opening (so `ds-hide` pairs with it). */
  #announced = false;
  #removeFromStack?: () => void;
  #opener?: HTMLElement | SVGElement;
  #pointerDownOnBackdrop = false;
  readonly #dismissible: Dismissible = {
    dismiss: () => {
      markEscape();
      this.#close('escape');
    },
  };

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
    if (!this.#shown) return;
    // Removed while open: clean up without events; `open` stays so that re-inserting reopens it.
    this.#shown = false;
    this.#announced = false;
    this.#removeFromStack?.();
    this.#removeFromStack = undefined;
    const dialog = this.dialog;
    if (dialog?.open) dialog.close();
    const active = deepActiveElement();
    this.#restoreFocus(active === null || active === document.body);
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
      @cancel=${this.#onCancel}
      @close=${this.#onDialogClose}
      @keydown=${this.#onDialogKeyDown}
      @pointerdown=${this.#onDialogPointerDown}
      @click=${this.#onDialogClick}
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
      <slot name="close-button"
        ><ds-button
          part="close-button"
          class="close-button"
          variant="plain"
          size="small"
          icon-only
          label=${strings.close}
          @click=${this.#onCloseClick}
          ><ds-icon name="close" size="20"></ds-icon></ds-button
      ></slot>
    </div>`;
  }

  /** Resolves when the current opening has settled (focus moved in, `ds-show` fired). */
  #settled: Promise<void> = Promise.resolve();

  #show(): void {
    const dialog = this.dialog;
    if (this.#shown || !dialog || !this.isConnected || !this.open) return;
    const active = deepActiveElement();
    const opener =
      (active instanceof HTMLElement || active instanceof SVGElement) && active !== document.body && !this.#owns(active)
        ? active
        : undefined;
    try {
      if (dialog.open) dialog.close();
      dialog.showModal();
    } catch {
      // Not displayable as a modal here (e.g. the document is not fully active): stay closed.
      this.open = false;
      return;
    }
    this.#shown = true;
    this.#announced = false;
    this.#opener = opener;
    this.returnValue = '';
    this.#removeFromStack = pushDismissible(this.#dismissible);
    this.#settled = this.#afterShow();
  }

  /** Waits for the inner elements to render, moves focus in and fires `ds-show`. */
  async #afterShow(): Promise<void> {
    await this.updateComplete;
    const dialog = this.dialog;
    if (dialog) await Promise.all(pendingUpdates(dialog));
    if (!this.#shown || this.#announced) return;
    this.#focusInitial();
    this.#announced = true;
    this.emit(new DsShowEvent());
  }

  #focusInitial(): void {
    const autofocus = [...this.querySelectorAll<HTMLElement>('[autofocus]')].find(
      el => el.closest('ds-modal') === this && el.getClientRects().length > 0,
    );
    const body = this.shadowRoot?.querySelector<HTMLElement>('.body');
    const target: HTMLElement | SVGElement | undefined =
      autofocus ?? (body && firstTabbable(body)) ?? (this.panel ? firstTabbable(this.panel) : undefined);
    (target ?? this.panel)?.focus();
  }

  #close(reason: DsModalCloseReason, returnValue?: string): void {
    if (!this.#shown) {
      // Only when set: writing a `useDefault` property's default while its attribute is absent counts as a
      // change (Lit reflects it), and `updated()` would call this again, endlessly.
      if (this.open) this.open = false;
      return;
    }
    const focused = deepActiveElement();
    const hadFocus = focused !== null && this.#owns(focused);
    this.#shown = false;
    this.#removeFromStack?.();
    this.#removeFromStack = undefined;
    if (returnValue !== undefined) this.returnValue = returnValue;
    const dialog = this.dialog;
    if (dialog?.open) dialog.close();
    this.open = false;
    const active = deepActiveElement();
    this.#restoreFocus(hadFocus || active === null || active === document.body);
    if (!this.#announced) return;
    this.#announced = false;
    this.emit(new DsHideEvent({ reason }));
    this.dispatchEvent(new Event('close'));
  }

  #restoreFocus(wanted: boolean): void {
    const opener = this.#opener;
    this.#opener = undefined;
    if (wanted && opener?.isConnected) opener.focus({ preventScroll: true });
  }

  /** Whether `node` is inside this modal (its light DOM or its shadow tree). */
  #owns(node: Node): boolean {
    for (let n: Node | null = node; n; n = n instanceof ShadowRoot ? n.host : n.parentNode) {
      if (n === this) return true;
    }
    return false;
  }

  /**
   * Native close requests (Escape, Android's back gesture) arrive as `cancel`. The dismissible
   * stack normally handles Escape first (and cancels the keydown); whatever still arrives here
   * closes this modal only if it is the topmost overlay.
   */
  #onCancel = (event: Event): void => {
    event.preventDefault();
    if (this.#shown && !escapeInProgress && isTopmostDismissible(this.#dismissible)) {
      this.#close('escape');
    }
  };

  /** The dialog closed without us (an engine that does not let `cancel` be refused): catch up. */
  #onDialogClose = (): void => {
    if (this.#shown && !this.dialog?.open) this.#close('escape');
  };

  /**
   * Keeps Tab inside, and moves it through the panel's stops itself: a modal `<dialog>` makes the
   * page inert, but engines then let Tab leave the last element for the browser's own UI
   * (Chromium) or the document. Every Tab goes to the next stop of `nextTabStop()`, in which a
   * radio group (native, or roving like `<ds-radio-group>`) is one stop, wrapping at either end.
   */
  #onDialogKeyDown = (event: KeyboardEvent): void => {
    // WebKitGTK reports Shift+Tab (GTK's ISO_Left_Tab) as key "Unidentified", code "Tab".
    const tab = event.key === 'Tab' || (event.key === 'Unidentified' && event.code === 'Tab');
    if (!tab || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const panel = this.panel;
    if (!panel || !this.#shown) return;
    const active = deepActiveElement();
    const target = nextTabStop(panel, active === panel ? null : active, event.shiftKey) ?? panel;
    event.preventDefault();
    target.focus();
  };

  #onDialogPointerDown = (event: PointerEvent): void => {
    this.#pointerDownOnBackdrop = event.target === this.dialog;
  };

  #onDialogClick = (event: MouseEvent): void => {
    const downOnBackdrop = this.#pointerDownOnBackdrop;
    this.#pointerDownOnBackdrop = false;
    // Only a press that started and ended on the backdrop (not a drag out of the panel).
    if (event.target !== this.dialog || !downOnBackdrop || !this.#shown) return;
    if (
      closesOnBackdrop({ dimClose: this.dimClose, hasHeader: !this.noHeader, hasToolbar: this.#slots.test('footer') })
    ) {
      this.#close('backdrop');
    }
  };

  #onCloseClick = (): void => {
    this.#close('close-button');
  };

  #onFullscreenClick = (): void => {
    this.fullscreen = !this.fullscreen;
    this.emit(new DsFullscreenChangeEvent({ fullscreen: this.fullscreen }));
  };

  /** A click on a slotted `data-modal-close` element (of this modal, not of a nested one). */
  #onHostClick = (event: MouseEvent): void => {
    if (!this.#shown || event.defaultPrevented) return;
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

/** `updateComplete` of every Lit element in `root`'s flat tree that has an update pending. */
function pendingUpdates(root: Element | ShadowRoot): Promise<unknown>[] {
  const pending: Promise<unknown>[] = [];
  const visit = (node: Element | ShadowRoot): void => {
    const children =
      node instanceof HTMLSlotElement
        ? node.assignedElements({ flatten: true })
        : node instanceof Element && node.shadowRoot
          ? [...node.shadowRoot.children]
          : [...node.children];
    for (const child of children) {
      const update = (child as Partial<{ updateComplete: Promise<unknown> }>).updateComplete;
      if (update instanceof Promise) pending.push(update);
      visit(child);
    }
    if (node instanceof HTMLSlotElement && node.assignedElements().length === 0) {
      for (const child of node.children) visit(child);
    }
  };
  visit(root);
  return pending;
}
