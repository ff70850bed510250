import { html, isServer, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { DsSelectionChangeEvent } from '../events/ds-selection-change.js';
import { DsElement } from '../internal/core/ds-element.js';
import { warnAttribute } from '../internal/core/warn.js';
import { composedContains, deepActiveElement } from '../internal/a11y/focus.js';
import { setHostAria } from '../internal/a11y/internals-aria.js';
import { isRtl } from '../internal/i18n/direction.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import { TypeAhead } from '../internal/interaction/type-ahead.js';
import en from '../translations/en.js';
import { DsTreeItem } from './ds-tree-item.component.js';
import { treeStyles } from './ds-tree.styles.js';
import { parseSelection, singleSelectCommand, treeCommand, treeSelections, type DsTreeSelection } from './tree-keys.js';

export { treeSelections, type DsTreeSelection } from './tree-keys.js';

/**
 * A tree view (the WAI-ARIA tree view pattern): nested `<ds-tree-item>`s that open and close, one
 * tab stop, and single or multiple selection.
 *
 * Put `<ds-tree-item>`s in it, and more items inside an item for its children. The tree is the
 * `tree` (`aria-multiselectable` with `selection="multiple"`), named by `label` or by an
 * `aria-label`/`aria-labelledby` written on it.
 *
 * Keyboard: Tab reaches one item (the one focused last, else the first selected, else the first).
 * ArrowDown and ArrowUp move to the next and previous visible item, Home and End to the first and
 * last. ArrowRight opens a closed parent, or moves to its first child; ArrowLeft closes an open
 * parent, or moves to the item's parent (the two swap under right-to-left text). `*` opens every
 * parent beside the focused item. Typing a character moves to the next item whose label starts
 * with it (characters typed quickly form a word). Enter and Space select the focused item (toggle
 * it with `selection="multiple"`); with `selection="leaf"` only items without children are
 * selected, and Enter or Space opens or closes a parent. With `selection="multiple"`, as the
 * pattern's multi-select keys: Shift+ArrowDown and Shift+ArrowUp move and toggle the item reached,
 * Shift+Space (or Shift+click) selects every visible item from the one chosen last to this one,
 * Ctrl+Shift+Home and Ctrl+Shift+End select from this item to the first or last (and move there),
 * Ctrl+A (⌘A) selects every item. A click selects an item; a click on
 * the expand icon opens or closes it. Disabled items are reached by the arrow keys but cannot be
 * selected, opened or closed.
 *
 * Focus stays on the right item when items change: an item that a collapse hides gives focus to
 * the collapsed parent, a removed one to its nearest neighbour.
 *
 * @summary A tree view: nested items that open and close, with single, multiple or leaf selection.
 * @status experimental
 * @since 1.1
 * @dependency ds-tree-item
 *
 * @slot - The top-level `<ds-tree-item>`s.
 *
 * @csspart base - The box around the items.
 *
 * @cssprop --ds-tree-padding - Space around the items (default: `0`).
 *
 * @fires {DsSelectionChangeEvent} ds-selection-change - The user changed the selection. `event.detail.selection`: the selected items, in document order.
 */
export class DsTree extends DsElement {
  static override styles = [DsElement.styles, treeStyles];

  /** The elements it renders, which `defineElement()` registers before it. */
  static override dependencies = { 'ds-tree-item': DsTreeItem };

  /**
   * How items are selected: `single` (one item), `multiple` (any number; Enter, Space or a click
   * toggles an item) or `leaf` (one item without children; a parent opens and closes instead).
   * An unknown value behaves as `single`, with a console warning.
   */
  @property({ reflect: true, useDefault: true })
  selection: DsTreeSelection = 'single';

  /** The tree's accessible name (an `aria-label` or `aria-labelledby` on it wins). */
  @property({ useDefault: true })
  label = '';

  readonly #localize = new LocalizeController(this);
  readonly #typeAhead = new TypeAhead();
  /** The item with `tabindex="0"`. */
  #tabStop: DsTreeItem | null = null;
  /** The visible items at the last check, to find a removed item's neighbours. */
  #lastVisible: DsTreeItem[] = [];
  /** Focus is (or was, until an item holding it went away) in the tree. */
  #focusWithin = false;

  constructor() {
    super();
    if (!isServer) {
      this.addEventListener('keydown', this.#onKeyDown);
      this.addEventListener('click', this.#onClick);
      this.addEventListener('focusin', this.#onFocusIn);
      this.addEventListener('focusout', this.#onFocusOut);
    }
  }

  /** The `selection` in effect (`single` for an unknown value). */
  get selectionMode(): DsTreeSelection {
    return parseSelection(this.selection) ?? 'single';
  }

  /** The localised "Loading…" of a lazy item. @internal */
  get loadingText(): string {
    return this.#localize.strings('tree', en.tree).loading;
  }

  /** Every item, nested ones included, in document order. */
  get items(): DsTreeItem[] {
    return [...this.querySelectorAll('ds-tree-item')].filter((el): el is DsTreeItem => el instanceof DsTreeItem);
  }

  /** The selected items, in document order. */
  get selectedItems(): DsTreeItem[] {
    const mode = this.selectionMode;
    return this.items.filter(item => item.selected && !(mode === 'leaf' && item.isParent));
  }

  /** The items one can see now (their parents all expanded), in order. */
  get visibleItems(): DsTreeItem[] {
    const out: DsTreeItem[] = [];
    const walk = (parent: Element): void => {
      for (const child of parent.children) {
        if (!(child instanceof DsTreeItem) || child.hidden) continue;
        out.push(child);
        if (child.expanded && !child.lazy) walk(child);
      }
    };
    walk(this);
    return out;
  }

  /**
   * An item's children or state changed (or `removed` left): check the tab stop once the tree
   * updates. Called by the items.
   * @internal
   */
  itemsChanged(removed?: DsTreeItem): void {
    if (removed && removed === this.#tabStop) this.#removedStop = removed;
    this.requestUpdate();
  }

  #removedStop: DsTreeItem | null = null;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('selection') && this.selection !== 'single' && !parseSelection(this.selection))
      warnAttribute(this, 'selection', this.selection, `is not a selection mode; use ${treeSelections.join(', ')}.`);
    const multiple = this.selectionMode === 'multiple';
    setHostAria(this, this.internals, {
      role: 'tree',
      ariaMultiSelectable: multiple ? 'true' : null,
      ariaLabel: this.label ? String(this.label) : null,
    });
  }

  protected override updated(changed: PropertyValues<this>): void {
    // the items' ARIA and check marks follow the mode
    if (changed.has('selection') && this.hasUpdated) for (const item of this.items) item.requestUpdate();
    for (const item of this.items) if (item.loading) item.requestUpdate(); // a new language's "Loading…"
    this.#syncTabStop();
  }

  override render(): TemplateResult {
    return html`<div part="base" class="base"><slot @slotchange=${() => this.requestUpdate()}></slot></div>`;
  }

  /** Keeps one tab stop on a visible item, and focus in the tree when the focused item went away. */
  #syncTabStop(): void {
    const visible = this.visibleItems;
    let stop = this.#tabStop;
    if (!stop || !visible.includes(stop)) {
      const removed = this.#removedStop;
      let next: DsTreeItem | null | undefined = null;
      if (stop && stop.isConnected && this.contains(stop)) {
        // hidden by a collapse: its nearest visible ancestor
        for (let p = stop.parentItem; p && !next; p = p.parentItem) if (visible.includes(p)) next = p;
      } else if (removed) {
        // removed: the next item that was visible before, else the previous one
        const at = this.#lastVisible.indexOf(removed);
        if (at >= 0) {
          next =
            this.#lastVisible.slice(at + 1).find(item => visible.includes(item)) ??
            this.#lastVisible
              .slice(0, at)
              .reverse()
              .find(item => visible.includes(item));
        }
      }
      stop = next ?? visible.find(item => item.selected) ?? visible.find(item => !item.disabled) ?? visible[0] ?? null;
    }
    this.#removedStop = null;
    this.#lastVisible = visible;
    const old = this.#tabStop;
    this.#tabStop = stop;
    if (old && old !== stop && old.tabIndex !== -1) old.tabIndex = -1;
    if (stop && stop.tabIndex !== 0) stop.tabIndex = 0;
    // focus was on an item that went away (removed, or hidden by a collapse: some engines blur it
    // only at the next style update): give it to the new tab stop
    if (stop && old && old !== stop && this.#focusWithin) {
      const active = deepActiveElement();
      if (!composedContains(this, active) || composedContains(old, active)) stop.focus({ preventScroll: true });
    }
  }

  // -------------------------------------------------------------------------------------------
  // focus

  #onFocusIn = (event: FocusEvent): void => {
    this.#focusWithin = true;
    const item = event.target;
    if (item instanceof DsTreeItem && item !== this.#tabStop && item.tree === this) {
      const old = this.#tabStop;
      this.#tabStop = item;
      if (old && old.tabIndex !== -1) old.tabIndex = -1;
      item.tabIndex = 0;
    }
  };

  #onFocusOut = (event: FocusEvent): void => {
    const to = event.relatedTarget as Node | null;
    if (to) {
      this.#focusWithin = composedContains(this, to);
      return;
    }
    // Focus went nowhere: a click outside, or the focused item was removed or hidden (then the
    // tree gives focus to another item once it updates).
    const from = event.target;
    queueMicrotask(() => {
      if (from instanceof DsTreeItem && from.isConnected && this.visibleItems.includes(from)) this.#focusWithin = false;
    });
  };

  // -------------------------------------------------------------------------------------------
  // actions

  /** The item chosen last (by a click, Enter or Space): where Shift+Space and Shift+click start a range. */
  #anchor: DsTreeItem | null = null;

  /** Selects `item` (toggles it with `multiple`), or opens or closes a parent in `leaf` mode. */
  #activate(item: DsTreeItem): void {
    if (item.disabled) return;
    const mode = this.selectionMode;
    if (mode === 'leaf' && item.isParent) {
      item.toggleByUser(!item.expanded);
      return;
    }
    this.#anchor = item;
    if (mode === 'multiple') item.selected = !item.selected;
    else {
      if (item.selected && this.selectedItems.length === 1) return;
      for (const other of this.items) if (other !== item && other.selected) other.selected = false;
      item.selected = true;
    }
    this.emit(new DsSelectionChangeEvent({ selection: this.selectedItems }));
  }

  /** Multiple selection: selects every enabled item of `items` (none deselected); tells when that changed. */
  #selectAll(items: readonly DsTreeItem[]): void {
    let changed = false;
    for (const item of items) {
      if (item.disabled || item.selected) continue;
      item.selected = true;
      changed = true;
    }
    if (changed) this.emit(new DsSelectionChangeEvent({ selection: this.selectedItems }));
  }

  /** Multiple selection: the visible items from the anchor (else `item`) to `item`, selected. */
  #selectRange(item: DsTreeItem): void {
    const visible = this.visibleItems;
    const to = visible.indexOf(item);
    const anchor = this.#anchor && visible.includes(this.#anchor) ? visible.indexOf(this.#anchor) : to;
    this.#selectAll(visible.slice(Math.min(anchor, to), Math.max(anchor, to) + 1));
  }

  /** Multiple selection: moves to `to` and toggles it (Shift+ArrowDown, Shift+ArrowUp). */
  #toggleTo(to: DsTreeItem | undefined): void {
    if (!to) return;
    to.focus();
    if (to.disabled) return;
    to.selected = !to.selected;
    this.#anchor = to;
    this.emit(new DsSelectionChangeEvent({ selection: this.selectedItems }));
  }

  /** The item an event happened on (the innermost), and whether on its expand icon. */
  #itemOf(event: Event): { item: DsTreeItem; onIcon: boolean } | null {
    const path = event.composedPath();
    const at = path.findIndex(node => node instanceof DsTreeItem);
    const item = path[at] as DsTreeItem | undefined;
    if (!item || item.tree !== this) return null;
    const onIcon = path.slice(0, at).some(node => (node as Element).classList?.contains('expander'));
    return { item, onIcon };
  }

  #onClick = (event: MouseEvent): void => {
    const hit = this.#itemOf(event);
    if (!hit) return;
    const { item, onIcon } = hit;
    // a click on the children's group area belongs to them, not to this item
    if (!event.composedPath().some(node => (node as Element).classList?.contains('row'))) return;
    if (onIcon && item.isParent) item.toggleByUser(!item.expanded);
    else if (event.shiftKey && this.selectionMode === 'multiple') this.#selectRange(item);
    else this.#activate(item);
  };

  #onKeyDown = (event: KeyboardEvent): void => {
    const item = event.target;
    if (!(item instanceof DsTreeItem) || item.tree !== this || event.isComposing) return;
    const key = treeCommand(event.key, {
      rtl: isRtl(item),
      modified: event.altKey,
      ctrl: event.ctrlKey || event.metaKey,
      shift: event.shiftKey,
    });
    const multiple = this.selectionMode === 'multiple';
    const command = key && (multiple ? key : singleSelectCommand(key));
    if (!command) return;
    const now = performance.now();
    if (command === 'activate' && event.key === ' ' && this.#typeAhead.typing(now)) {
      this.#type(event, item, now);
      return;
    }
    if (command !== 'type') this.#typeAhead.reset(); // another key ends a search
    const visible = this.visibleItems;
    const index = visible.indexOf(item);
    const focus = (to: DsTreeItem | undefined): void => {
      event.preventDefault();
      to?.focus();
    };
    switch (command) {
      case 'next':
        focus(visible[Math.min(index + 1, visible.length - 1)]);
        return;
      case 'previous':
        focus(visible[Math.max(index - 1, 0)]);
        return;
      case 'first':
        focus(visible[0]);
        return;
      case 'last':
        focus(visible.at(-1));
        return;
      case 'open':
        event.preventDefault();
        if (!item.isParent) return;
        if (!item.expanded) item.toggleByUser(true);
        else if (!item.loading) item.childItems[0]?.focus();
        return;
      case 'close':
        event.preventDefault();
        if (item.isParent && item.expanded && !item.disabled) item.toggleByUser(false);
        else item.parentItem?.focus();
        return;
      case 'expand-siblings': {
        event.preventDefault();
        const siblings = item.parentItem?.childItems ?? visible.filter(each => each.level === 1);
        for (const sibling of siblings) sibling.toggleByUser(true);
        return;
      }
      case 'activate':
        event.preventDefault();
        this.#activate(item);
        return;
      case 'toggle-next':
      case 'toggle-previous':
        event.preventDefault();
        this.#toggleTo(visible[command === 'toggle-next' ? index + 1 : index - 1]);
        return;
      case 'select-range':
        event.preventDefault();
        this.#selectRange(item);
        return;
      case 'select-to-first':
      case 'select-to-last': {
        event.preventDefault();
        const first = command === 'select-to-first';
        this.#selectAll(first ? visible.slice(0, index + 1) : visible.slice(index));
        (first ? visible[0] : visible.at(-1))?.focus();
        return;
      }
      case 'select-all':
        event.preventDefault();
        this.#selectAll(this.items);
        return;
      case 'type':
        this.#type(event, item, now);
    }
  };

  #type(event: KeyboardEvent, item: DsTreeItem, now: number): void {
    event.preventDefault();
    const visible = this.visibleItems;
    const found = this.#typeAhead.find(
      event.key,
      visible.map(each => each.labelText),
      visible.indexOf(item),
      now,
    );
    visible[found]?.focus();
  }
}
