import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { DsHideEvent, type DsHideReason } from '../events/ds-hide.js';
import { DsSelectEvent } from '../events/ds-select.js';
import { DsShowEvent } from '../events/ds-show.js';
import type { Dismissible } from '../internal/overlay/dismissible-stack.js';
import { DsElement } from '../internal/core/ds-element.js';
import type { Point } from '../internal/overlay/floating.js';
import { floatingPlacements, parsePlacement } from '../internal/overlay/floating-attributes.js';
import { composedContains, deepActiveElement } from '../internal/a11y/focus.js';
import { OverlayController } from '../internal/overlay/overlay.controller.js';
import { PopupTriggerAria } from '../internal/overlay/trigger.js';
import { TypeAhead } from '../internal/interaction/type-ahead.js';
import { DsMenuItem } from './ds-menu-item.component.js';
import { menuStyles } from './ds-menu.styles.js';

/** Valid values of `<ds-menu placement>`: the popover's. */
export const menuPlacements = floatingPlacements;
export type DsMenuPlacement = (typeof menuPlacements)[number];

/** Gap between the trigger and the menu (px). */
const MENU_DISTANCE = 4;

/**
 * Why a menu closed, as `ds-hide`'s `event.detail.reason`: `select` (an item was chosen),
 * `escape`, `tab` (Tab or Shift+Tab in the menu), `trigger` (the trigger was clicked again),
 * `outside` (a press outside the trigger and the menu), `contextmenu` (a context menu opened
 * elsewhere), `resize` (the window) or `method` (`hide()` or `open = false` by script).
 */
export type DsMenuHideReason =
  'select' | 'escape' | 'tab' | 'trigger' | 'outside' | 'contextmenu' | 'resize' | 'method';

/** Reasons after which focus goes back to the trigger even when it was not in the menu. */
const RETURN_FOCUS: ReadonlySet<DsHideReason> = new Set(['escape', 'select']);

/** Which item takes focus when the menu opens. */
type OpenFocus = 'first' | 'last' | 'none';

/**
 * A menu button: a trigger that opens a list of actions (`<ds-menu-item>`), the menu-button
 * pattern of the WAI-ARIA Authoring Practices.
 *
 * Put the trigger (a `<ds-button>`, a `<button>`) in the `trigger` slot and the items in the default
 * slot. Choosing an item (click, Enter or Space) fires `ds-select` with the item's `value`, closes
 * the menu and returns focus to the trigger.
 *
 * Keyboard: on the trigger, Enter, Space or ArrowDown open the menu on its first item, ArrowUp on
 * its last. In the menu, ArrowDown and ArrowUp move to the next and previous item (wrapping
 * around), Home and End to the first and last, typing a character to the next item whose text
 * starts with it (characters typed quickly form a word). Escape closes the menu and returns focus
 * to the trigger; Tab closes it and moves on from the trigger. Disabled items are reached by the
 * arrow keys, but choosing them does nothing. A press outside closes the menu without moving focus.
 *
 * It is built on the popover's machinery: the list is a `popover="manual"` element in the top
 * layer, positioned like a `<ds-popover>` (same `placement` values, kept 10 px inside the
 * viewport, following its trigger on scroll), and on the same stack of overlays, so Escape closes
 * only the topmost one (a menu in a modal closes before the modal).
 *
 * ARIA: the list has `role="menu"`, named by `label` (or, when empty, by the trigger's name). The
 * trigger gets `aria-haspopup="menu"` and `aria-expanded`, on the slotted element itself when it
 * is focusable, otherwise on the focusable control inside it (a `<ds-button>`'s native `<button>`).
 * ARIA written on `<ds-menu>` itself stays on it, a wrapper: it does not name the list (use `label`).
 *
 * @summary A menu button: a trigger that opens a list of actions to choose from.
 * @status stable
 * @since 1.0
 * @dependency ds-menu-item
 *
 * @slot - The menu's items (`<ds-menu-item>`).
 * @slot trigger - The element that opens the menu (a button).
 *
 * @csspart menu - The list (`role="menu"`, in the top layer). `data-side` tells where it landed: `top`, `bottom`, `left`, `right` or `middle`.
 *
 * @cssprop --ds-menu-background - Background (default: `--ds-color-surface-raised`).
 * @cssprop --ds-menu-color - Text colour (default: `--ds-color-on-surface`).
 * @cssprop --ds-menu-border-color - Border colour (default: `--ds-color-border`).
 * @cssprop --ds-menu-radius - Corner radius (default: `--ds-radius-m`).
 * @cssprop --ds-menu-shadow - Box shadow (default: `--ds-shadow-3`).
 * @cssprop --ds-menu-padding - Space around the items (default: `--ds-space-xs`).
 * @cssprop [--ds-menu-min-width=10rem] - Minimum width of the list.
 * @cssprop --ds-menu-duration - Fade-in duration (default: `--ds-duration-fast`; none with reduced motion).
 *
 * @fires {DsSelectEvent} ds-select - The user chose an enabled item. `event.detail`: `{ value, item }`. Fired before the menu closes.
 * @fires {DsShowEvent} ds-show - The menu opened.
 * @fires {DsHideEvent} ds-hide - The menu closed. `event.detail.reason`: `select`, `escape`, `tab`, `trigger`, `outside`, `contextmenu`, `resize` or `method`.
 */
export class DsMenu extends DsElement implements Dismissible {
  static override styles = [DsElement.styles, menuStyles];

  /** The elements it renders, which `defineElement()` registers before it. */
  static override dependencies = { 'ds-menu-item': DsMenuItem };

  /**
   * Where the list goes: the popover's values, `bottom` (default), `top`, `left`, `right`, `start`,
   * `end` (following the text direction), `auto`, `middle` or `mouse`. Unknown values behave as
   * `bottom`, with a console warning.
   */
  @property({ reflect: true, useDefault: true })
  placement: DsMenuPlacement = 'bottom';

  /** Accessible name of the list (`role="menu"`). When empty, the trigger's name names it. */
  @property({ useDefault: true })
  label = '';

  /**
   * Whether the menu is open. Setting it opens or closes the menu (and fires `ds-show`/`ds-hide`);
   * opened this way (not in the markup), focus moves to the first item, as on a click. `show()`
   * opens it without moving focus.
   */
  @property({ type: Boolean, reflect: true, useDefault: true })
  open = false;

  /**
   * Draws the list in place, in the page's flow below its trigger, as it looks open: not in the
   * top layer, and the trigger and `open` do nothing. For a picture of the menu beside the live one
   * (documentation, previews); make such a picture `inert`.
   */
  @property({ type: Boolean, reflect: true, useDefault: true })
  inline = false;

  /** The list in the top layer, next to the trigger; a press outside, a context menu elsewhere or a resize close it. */
  readonly #overlay = new OverlayController(this, {
    box: () => this.panel,
    trigger: () => this.triggerElement,
    placement: () => ({
      placement: parsePlacement(this.placement, menuPlacements, 'bottom', 'ds-menu'),
      distance: MENU_DISTANCE,
      point: this.#point,
    }),
    close: reason => this.#close(reason),
  });
  #hideReason: DsHideReason | undefined;
  #openFocus: OpenFocus = 'first';
  #point: Point | undefined;
  readonly #triggerAria = new PopupTriggerAria('menu', {
    trigger: () => this.triggerElement,
    panel: () => this.panel,
    label: () => this.label,
    expanded: () => this.#overlay.shown,
    connected: () => this.isConnected,
  });
  readonly #typeAhead = new TypeAhead();

  private get panel(): HTMLElement | null {
    return this.renderRoot?.querySelector<HTMLElement>('.menu') ?? null;
  }

  /** The element in the `trigger` slot (the first one), if any. */
  get triggerElement(): HTMLElement | null {
    const slot = this.renderRoot?.querySelector<HTMLSlotElement>('slot[name="trigger"]');
    const assigned = slot?.assignedElements({ flatten: true }) ?? [
      ...this.querySelectorAll(':scope > [slot="trigger"]'),
    ];
    return (assigned.find(el => el instanceof HTMLElement) as HTMLElement | undefined) ?? null;
  }

  /** The menu's items, in order (hidden ones left out). */
  get items(): DsMenuItem[] {
    const slot = this.renderRoot?.querySelector<HTMLSlotElement>('slot:not([name])');
    const assigned = slot?.assignedElements({ flatten: true }) ?? [...this.children];
    return assigned
      .flatMap(el => (el instanceof DsMenuItem ? [el] : [...el.querySelectorAll('ds-menu-item')]))
      .filter(item => !item.hidden && item.getAttribute('slot') !== 'trigger');
  }

  /** Opens the menu without moving focus into it. */
  async show(): Promise<void> {
    if (!this.open) this.#openFocus = 'none';
    this.open = true;
    await this.updateComplete;
  }

  /** Closes the menu (`ds-hide` reason `method`). */
  async hide(): Promise<void> {
    this.#close('method');
    await this.updateComplete;
  }

  /**
   * Called by the dismissible stack when Escape is pressed and this is the topmost overlay.
   * @internal
   */
  dismiss(reason: 'escape'): void {
    this.#close(reason);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated && this.open && !this.#overlay.shown) void this.updateComplete.then(() => this.#sync());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback(); // the overlay controller hides the list
    this.#triggerAria.clear();
  }

  protected override firstUpdated(): void {
    this.#triggerAria.update();
    // `open` in the markup shows the menu without taking focus
    if (this.open) this.#openFocus = 'none';
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (changed.has('open')) this.#sync();
    else if (this.#overlay.shown && changed.has('placement')) void this.#overlay.position();
    if (changed.has('label')) this.#triggerAria.name();
  }

  override render(): TemplateResult {
    // Keys are handled on the list (roving focus); the trigger is a button, so keys click it.
    // The list's name follows the trigger's, so #updateName() sets it outside the template.
    return html`<slot
        name="trigger"
        @click=${this.#onTriggerClick}
        @keydown=${this.#onTriggerKeyDown}
        @slotchange=${this.#onTriggerSlotChange}
      ></slot
      ><div
        part="menu"
        class="menu"
        popover="manual"
        role="menu"
        tabindex="-1"
        @click=${this.#onMenuClick}
        @keydown=${this.#onMenuKeyDown}
        @pointermove=${this.#onMenuPointerMove}
      ><slot></slot></div>`;
  }

  // -------------------------------------------------------------------------------------------
  // opening and closing

  #openWith(focus: OpenFocus, point?: Point): void {
    this.#openFocus = focus;
    this.#point = point;
    if (this.open && this.#overlay.shown) this.#focusOnOpen();
    this.open = true;
  }

  /** Closes at once (focus must be where it belongs before the key's default action runs). */
  #close(reason: DsHideReason): void {
    if (!this.open && !this.#overlay.shown) return;
    this.#hideReason = reason;
    this.open = false;
    this.#sync();
  }

  /** Brings the list in line with `open`. */
  #sync(): void {
    if (this.open && !this.#overlay.shown) this.#showMenu();
    else if (!this.open && this.#overlay.shown) this.#hideMenu(this.#hideReason ?? 'method');
    this.#hideReason = undefined;
  }

  #showMenu(): void {
    if (this.inline || !this.#overlay.show()) return; // inline: a picture, drawn by its styles
    this.#triggerAria.update();
    // focus first (the list is shown, only not placed yet): keys pressed meanwhile reach the items
    this.#focusOnOpen();
    void this.#overlay.position().then(() => {
      if (this.#overlay.shown) this.emit(new DsShowEvent());
    });
  }

  #hideMenu(reason: DsHideReason): void {
    this.#overlay.hideAndSettleFocus(reason, RETURN_FOCUS, () => this.#triggerAria.update());
    this.#point = undefined;
    this.#openFocus = 'first';
    this.emit(new DsHideEvent({ reason }));
  }

  #focusOnOpen(): void {
    const items = this.items;
    const item = this.#openFocus === 'first' ? items[0] : this.#openFocus === 'last' ? items.at(-1) : undefined;
    if (item) item.focus({ preventScroll: true });
    else if (this.#openFocus !== 'none') this.panel?.focus({ preventScroll: true });
  }

  // -------------------------------------------------------------------------------------------
  // the trigger

  #onTriggerClick = (event: MouseEvent): void => {
    if (this.open) {
      this.#close('trigger');
      return;
    }
    // a pointer click opens `mouse` placement at the pointer; a keyboard click at the trigger's centre
    this.#openWith('first', event.detail > 0 ? { x: event.clientX, y: event.clientY } : undefined);
  };

  #onTriggerKeyDown = (event: KeyboardEvent): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    this.#openWith(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  #onTriggerSlotChange = (): void => {
    this.#triggerAria.update();
    if (this.#overlay.shown) void this.#overlay.position();
  };

  // -------------------------------------------------------------------------------------------
  // the items

  /** The item an event happened on (or inside), if it belongs to this menu. */
  #itemOf(event: Event): DsMenuItem | undefined {
    const item = event.composedPath().find((node): node is DsMenuItem => node instanceof DsMenuItem);
    return item && this.items.includes(item) ? item : undefined;
  }

  /** The item that has focus, if any. */
  #focusedItem(items: readonly DsMenuItem[]): DsMenuItem | undefined {
    const active = deepActiveElement();
    return items.find(item => composedContains(item, active));
  }

  #select(item: DsMenuItem): void {
    if (item.disabled) return;
    this.emit(new DsSelectEvent({ value: item.selectValue, item }));
    this.#close('select');
  }

  #onMenuClick = (event: MouseEvent): void => {
    const item = this.#itemOf(event);
    if (item) this.#select(item);
  };

  #onMenuPointerMove = (event: PointerEvent): void => {
    if (event.pointerType === 'touch') return;
    // the pointer and the keyboard share one highlighted item
    const item = this.#itemOf(event);
    if (item && !composedContains(item, deepActiveElement())) item.focus({ preventScroll: true });
  };

  #onMenuKeyDown = (event: KeyboardEvent): void => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return;
    const items = this.items;
    const current = this.#focusedItem(items);
    const index = current ? items.indexOf(current) : -1;
    const move = (to: number): void => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus({ preventScroll: false });
    };
    // WebKitGTK reports Shift+Tab as key "Unidentified" (GTK's ISO_Left_Tab); its code is Tab
    const key = event.code === 'Tab' ? 'Tab' : event.key;
    switch (key) {
      case 'ArrowDown':
        move(index + 1);
        return;
      case 'ArrowUp':
        move(index < 0 ? -1 : index - 1);
        return;
      case 'Home':
      case 'PageUp':
        move(0);
        return;
      case 'End':
      case 'PageDown':
        move(-1);
        return;
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (current) this.#select(current);
        return;
      case 'Tab':
        // not prevented: Tab then moves on from the trigger, as if the menu had not been opened
        this.#overlay.focusTrigger();
        this.#close('tab');
        return;
      default:
        if (event.key.length === 1 && event.key.trim() !== '') {
          event.preventDefault();
          const found = this.#typeAhead.find(
            event.key,
            items.map(item => item.labelText),
            index,
            performance.now(),
          );
          items[found]?.focus({ preventScroll: false });
        }
    }
  };
}
