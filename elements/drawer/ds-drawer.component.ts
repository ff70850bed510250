import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query } from 'lit/decorators.js';
import { DsHideEvent } from '../events/ds-hide.js';
import { DsShowEvent } from '../events/ds-show.js';
import { DsElement } from '../internal/core/ds-element.js';
import { delegateAria } from '../internal/a11y/host-aria.js';
import { firstTabbable } from '../internal/a11y/focus.js';
import { dialogFrameStyles } from '../internal/overlay/dialog-frame.styles.js';
import { focusRingStyles } from '../internal/styles/focus-ring.styles.js';
import { HasSlotController } from '../internal/core/slot.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import { textOf } from '../internal/i18n/strings.js';
import { warnAttribute } from '../internal/core/warn.js';
import { ModalDialogController, renderCloseButton } from '../internal/overlay/modal-dialog.controller.js';
import en from '../translations/en.js';
import { DsButton } from '../button/ds-button.component.js';
import { DsIcon } from '../icon/ds-icon.component.js';
import { drawerStyles } from './ds-drawer.styles.js';
import { isUserRequest, parsePlacement, type DsDrawerCloseReason, type DsDrawerPlacement } from './drawer-logic.js';

export { drawerPlacements, type DsDrawerCloseReason, type DsDrawerPlacement } from './drawer-logic.js';

/** The words `<ds-drawer>` renders itself; override them with its `strings` property. */
export interface DrawerStrings {
  /** Name of the header's close button. */
  close: string;
}

/** The English defaults of `DrawerStrings` (other languages: `translations/`, chosen by `lang`). */
export const drawerStrings: Readonly<DrawerStrings> = en.drawer;

/**
 * A panel that slides in from an edge of the screen: a modal dialog (a native `<dialog>` opened
 * with `showModal()`, as `<ds-modal>` is), so it sits in the top layer, the rest of the page is
 * inert and does not scroll, and focus stays inside. A header shows the `label` as its title (an
 * `<h2>` that names the dialog) with a close button; the body is the default slot; the `footer`
 * slot is drawn only when something is slotted there.
 *
 * **Placement.** `start` and `end` follow the text direction (right to left, `start` is the right
 * edge); `top` and `bottom` span the width. The panel slides in from its edge, without motion
 * when the user prefers reduced motion.
 *
 * **Closing.** Escape (topmost overlay only), a press on the scrim, the close button or any
 * slotted element with `data-drawer-close` ask to close: `ds-hide` is fired first and is
 * cancelable then (e.g. to keep a form with unsaved changes open). `hide()` and `open = false`
 * close it without asking (`ds-hide` is fired, not cancelable).
 *
 * **Focus.** On opening, focus goes to the first slotted element with `autofocus`, else the first
 * focusable element of the body, else the close button. Tab and Shift+Tab stay inside. On closing,
 * focus returns to the element that had it before opening.
 *
 * @summary A modal panel that slides in from an edge of the screen.
 * @status experimental
 * @since 1.1
 * @dependency ds-button
 * @dependency ds-icon
 *
 * @slot - The body.
 * @slot footer - Actions under the body, e.g. Save and Cancel. Not drawn when empty.
 * @slot header-actions - Extra buttons in the header, before the close button.
 *
 * @csspart dialog - The native `<dialog>`: covers the viewport; its `::backdrop` is the scrim.
 * @csspart panel - The sliding box holding header, body and footer.
 * @csspart header - The header.
 * @csspart title - The `<h2>` title (absent with an empty `label`).
 * @csspart close-button - The close `<ds-button>`.
 * @csspart body - The wrapper of the default slot; scrolls when the content is taller than the panel.
 * @csspart footer - The wrapper of the `footer` slot (hidden when empty).
 *
 * @cssprop [--ds-drawer-size=24rem] - Width of a `start` or `end` drawer, height of a `top` or `bottom` one (never more than the screen less a margin).
 * @cssprop --ds-drawer-background - Background of the panel (default: `--ds-color-surface-raised`).
 * @cssprop --ds-drawer-color - Text colour (default: `--ds-color-on-surface`).
 * @cssprop --ds-drawer-backdrop - Colour of the scrim (default: `--ds-color-scrim`).
 * @cssprop --ds-drawer-border-color - Edge of the panel (default: `--ds-color-overlay-border`; `CanvasText` in forced colours).
 * @cssprop --ds-drawer-shadow - Shadow of the panel (default: `--ds-shadow-3`).
 * @cssprop --ds-drawer-padding - Padding of the body (default: `--ds-space-xl`).
 * @cssprop --ds-drawer-duration - Duration of the slide (default: `--ds-duration-medium`; none with reduced motion).
 * @cssprop [--ds-focus-ring-width=2px] - Width of the keyboard focus ring.
 * @cssprop [--ds-focus-ring-offset=2px] - Gap between a control and its focus ring.
 *
 * @fires {DsShowEvent} ds-show - The drawer opened (after `showModal()` and after focus moved in).
 * @fires {DsHideEvent} ds-hide - The drawer is closing; `detail.reason` is `escape`, `backdrop`, `close-button` or `method`. Cancelable, except for `method`: `preventDefault()` keeps it open.
 */
export class DsDrawer extends DsElement {
  static override styles = [DsElement.styles, focusRingStyles, dialogFrameStyles, drawerStyles];

  /** The elements it renders, which `defineElement()` registers before it. */
  static override dependencies = { 'ds-button': DsButton, 'ds-icon': DsIcon };

  static {
    // `aria-label`, `aria-describedby`, … on the host name and describe the dialog (internal/a11y/host-aria.ts)
    delegateAria(this, { targets: el => [el.renderRoot?.querySelector('dialog')] });
  }

  /** The title shown in the header and the dialog's accessible name. Always set it. */
  @property({ useDefault: true })
  label = '';

  /** Whether the drawer is open. Set it (or the attribute) to open or close; reflects. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  open = false;

  /** The edge it slides in from: `start`, `end` (default), `top` or `bottom`. Other values: `end`, with a warning. */
  @property({ reflect: true, useDefault: true })
  placement: DsDrawerPlacement = 'end';

  /**
   * Replaces the drawer's words, in any language (see `DrawerStrings`: the close button's name),
   * e.g. `{ close: 'Schließen' }`. Missing or non-string entries keep the default.
   */
  @property({ attribute: false })
  strings: Partial<DrawerStrings> = {};

  readonly #slots = new HasSlotController(this, 'footer', 'header-actions');
  readonly #localize = new LocalizeController(this);

  @query('dialog')
  private dialog!: HTMLDialogElement | null;

  @query('.panel')
  private panel!: HTMLElement | null;

  /** `ds-show` was fired for the current opening (so `ds-hide` pairs with it). */
  #announced = false;
  #settled: Promise<void> = Promise.resolve();

  readonly #dialog = new ModalDialogController(this, {
    dialog: () => this.dialog,
    panel: () => this.panel,
    initialFocus: () => this.#initialFocus(),
    closesOnBackdrop: () => true,
    onDismiss: (reason, force) => this.#requestClose(reason, force),
    lockScroll: true,
  });

  constructor() {
    super();
    this.addEventListener('click', this.#onHostClick);
  }

  /** Opens the drawer; resolves once it is shown and focus is inside (after `ds-show`). */
  async show(): Promise<void> {
    this.open = true;
    await this.updateComplete;
    await this.#settled;
  }

  /** Closes the drawer (reason `method`, not cancelable); does nothing when it is not open. */
  async hide(): Promise<void> {
    this.#requestClose('method', true);
    await this.updateComplete;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Moved in the document while open: show it again (the first update shows it otherwise).
    if (this.hasUpdated && this.open) void this.updateComplete.then(() => this.#show());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Removed while open: clean up without events; `open` stays so that re-inserting reopens it.
    if (this.#dialog.teardown()) this.#announced = false;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('placement')) {
      const { problem } = parsePlacement(this.placement);
      if (problem) warnAttribute(this, 'placement', this.placement, problem);
    }
    if (changed.has('label') && this.open && !textOf(this.label).trim()) {
      warnAttribute(this, 'label', this.label, 'is empty: the drawer has no name; give it a label');
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('open')) {
      if (this.open) this.#show();
      else if (changed.get('open') !== undefined) this.#requestClose('method', true);
    }
  }

  override render(): TemplateResult {
    const label = textOf(this.label).trim();
    const strings = this.#localize.strings('drawer', drawerStrings, this.strings);
    return html`<dialog
      part="dialog"
      class="dialog"
      data-placement=${parsePlacement(this.placement).placement}
      aria-labelledby=${label ? 'title' : nothing}
      @cancel=${this.#dialog.onCancel}
      @close=${this.#dialog.onDialogClose}
      @keydown=${this.#dialog.onKeyDown}
      @pointerdown=${this.#dialog.onPointerDown}
      @click=${this.#dialog.onClick}
    >
      <div part="panel" class="panel" tabindex="-1">
        <div part="header" class="header">
          ${label ? html`<h2 part="title" class="title" id="title">${label}</h2>` : nothing}
          <div class="header-actions" ?hidden=${!this.#slots.test('header-actions')}>
            <slot name="header-actions"></slot>
          </div>
          ${renderCloseButton(strings.close, this.#onCloseClick)}
        </div>
        <div part="body" class="body"><slot></slot></div>
        <div part="footer" class="footer" ?hidden=${!this.#slots.test('footer')}>
          <slot name="footer"></slot>
        </div>
      </div>
    </dialog>`;
  }

  #show(): void {
    if (this.#dialog.shown || !this.dialog || !this.isConnected || !this.open) return;
    if (!this.#dialog.show()) {
      this.open = false; // not displayable as a modal here (e.g. the document is not fully active)
      return;
    }
    this.#announced = false;
    this.#settled = this.#afterShow();
  }

  async #afterShow(): Promise<void> {
    if (!(await this.#dialog.settle()) || this.#announced) return;
    this.#announced = true;
    this.emit(new DsShowEvent());
  }

  /** The first slotted `autofocus` element, else the body's first focusable one. */
  #initialFocus(): HTMLElement | SVGElement | undefined {
    const autofocus = [...this.querySelectorAll<HTMLElement>('[autofocus]')].find(
      el => el.closest('ds-drawer') === this && el.getClientRects().length > 0,
    );
    const body = this.shadowRoot?.querySelector<HTMLElement>('.body');
    return autofocus ?? (body ? firstTabbable(body) : undefined);
  }

  /**
   * Closes, after `ds-hide`: a request by the user is cancelable; `force` (the page's own call, or
   * an engine that already closed the dialog) closes whatever the listeners say.
   */
  #requestClose(reason: DsDrawerCloseReason, force: boolean): void {
    if (!this.#dialog.shown) {
      // Only when set: writing the default while the attribute is absent counts as a change.
      if (this.open) this.open = false;
      return;
    }
    if (this.#announced) {
      const cancelable = !force && isUserRequest(reason);
      const allowed = this.emit(new DsHideEvent({ reason }, { cancelable }));
      if (!allowed && cancelable) return;
      if (!this.#dialog.shown) return; // a listener closed it meanwhile
    }
    this.#announced = false;
    this.#dialog.close();
    this.open = false;
  }

  #onCloseClick = (): void => {
    this.#requestClose('close-button', false);
  };

  /** A click on a slotted `data-drawer-close` element (of this drawer, not of a nested one). */
  #onHostClick = (event: MouseEvent): void => {
    if (!this.#dialog.shown || event.defaultPrevented) return;
    for (const target of event.composedPath()) {
      if (target === this) return;
      if (!(target instanceof Element)) continue;
      if (target instanceof DsDrawer) return; // inside a nested drawer: that one handles it
      if (target.hasAttribute('data-drawer-close')) {
        this.#requestClose('close-button', false);
        return;
      }
    }
  };
}
