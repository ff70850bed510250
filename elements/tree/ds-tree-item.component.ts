import { html, isServer, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { DsCollapseEvent } from '../events/ds-collapse.js';
import { DsExpandEvent } from '../events/ds-expand.js';
import { DsLazyLoadEvent } from '../events/ds-lazy-load.js';
import { DsElement } from '../internal/core/ds-element.js';
import { setHostAria, setHostTabIndex } from '../internal/a11y/internals-aria.js';
import en from '../translations/en.js';
import { treeItemStyles } from './ds-tree-item.styles.js';

/** What an item needs of its tree (the tree's class imports this module, not the other way round). */
export interface TreeOwner extends HTMLElement {
  readonly selection: string;
  /** The localised "Loading…". */
  readonly loadingText: string;
  /** An item's children or state changed: the tree checks its tab stop. */
  itemsChanged(removed?: DsTreeItem): void;
}

// One chevron for every item (Lit clones the template); it points to the inline end, mirrored in CSS.
const chevron = svg`<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M6 3.5 10.5 8 6 12.5"></path></svg>`;
const check = svg`<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M3.5 8.5 6.5 11.5 12.5 4.5"></path></svg>`;

/**
 * One node of a `<ds-tree>`: a label and, nested inside it, more `<ds-tree-item>`s (its children,
 * which go to its `children` slot on their own).
 *
 * The item is the `treeitem` itself (`role`, `aria-level`, `aria-expanded` on parents only,
 * `aria-selected`, `aria-disabled`, `aria-busy`, as default semantics through `ElementInternals`)
 * and takes focus; the tree moves focus between items (one tab stop). Its children sit in a
 * `group`, indented at the inline start.
 *
 * An item with `lazy` is a parent whose children are not there yet: expanding it fires
 * `ds-lazy-load` and shows "Loading…" (announced, `aria-busy`) until the app appends its children
 * and removes `lazy`.
 *
 * ```html
 * <ds-tree-item expanded>Documents
 *   <ds-tree-item>Report.pdf</ds-tree-item>
 * </ds-tree-item>
 * ```
 *
 * @summary A node of a ds-tree: a label, its nested items, its expanded, selected and loading states.
 * @status experimental
 * @since 1.1
 *
 * @slot - The label (text, and an icon before it if you like).
 * @slot children - The nested `<ds-tree-item>`s (given this slot automatically).
 *
 * @csspart row - The item's row: expand icon, check mark (multiple selection) and label.
 * @csspart expand-icon - The box of the expand icon (empty on a leaf, which keeps its place).
 * @csspart checkbox - The check mark's box, in a tree with `selection="multiple"`.
 * @csspart label - The label's box.
 * @csspart children - The group of nested items.
 * @csspart loading - The "Loading…" line of a lazy item being loaded.
 *
 * @cssprop [--ds-tree-item-indent=1.25rem] - How far the nested items are indented.
 * @cssprop --ds-tree-item-indent-guide-color - The line along the nested items (default: `--ds-color-border`).
 * @cssprop --ds-tree-item-background-hover - The hovered row (default: `--ds-color-surface-sunken`).
 * @cssprop --ds-tree-item-background-selected - The selected row (default: `--ds-color-accent-soft`).
 * @cssprop --ds-tree-item-color-selected - Text of the selected row (default: `--ds-color-on-accent-soft`).
 *
 * @fires {DsExpandEvent} ds-expand - The user opened the item (not fired when `expanded` is set by script).
 * @fires {DsCollapseEvent} ds-collapse - The user closed the item (not fired when `expanded` is set by script).
 * @fires {DsLazyLoadEvent} ds-lazy-load - A `lazy` item was expanded: append its children, then remove `lazy`.
 */
export class DsTreeItem extends DsElement {
  static override styles = [DsElement.styles, treeItemStyles];

  /** Its children are shown (a parent or a `lazy` item only). */
  @property({ type: Boolean, reflect: true, useDefault: true })
  expanded = false;

  /** The item is selected (in a tree with `selection="leaf"`, only items without children can be). */
  @property({ type: Boolean, reflect: true, useDefault: true })
  selected = false;

  /** Focusable, but the user cannot select, expand or collapse it. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  disabled = false;

  /** A parent whose children the app loads when it is first expanded (`ds-lazy-load`); remove it once they are appended. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  lazy = false;

  #tree: TreeOwner | null = null;
  #level = 1;
  #hasChildren = false;
  #lazyFired = false;

  /** The tree it belongs to (its closest `<ds-tree>`), if any. */
  get tree(): TreeOwner | null {
    return this.#tree;
  }

  /** Its depth: 1 for an item of the tree itself, 2 for its children, … */
  get level(): number {
    return this.#level;
  }

  /** Whether it has children, or will have (`lazy`): such an item can be expanded. */
  get isParent(): boolean {
    return this.lazy === true || this.#hasChildren;
  }

  /** Waiting for its children: `lazy` and expanded. */
  get loading(): boolean {
    return this.lazy === true && this.expanded === true;
  }

  /** The item that holds it, if it is nested. */
  get parentItem(): DsTreeItem | null {
    const parent = this.parentElement;
    return parent instanceof DsTreeItem ? parent : null;
  }

  /** Its nested items (direct children only), hidden ones left out. */
  get childItems(): DsTreeItem[] {
    const items: DsTreeItem[] = [];
    for (const child of this.children) if (child instanceof DsTreeItem && !child.hidden) items.push(child);
    return items;
  }

  /** The label's text, without its nested items (type-ahead reads it). */
  get labelText(): string {
    let text = '';
    for (const node of this.childNodes) {
      if (node instanceof DsTreeItem || (node as Element).slot === 'children') continue;
      text += node.textContent ?? '';
    }
    return text.replace(/\s+/g, ' ').trim();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const parent = this.parentElement;
    if (parent instanceof DsTreeItem) {
      if (!this.hasAttribute('slot')) this.setAttribute('slot', 'children');
      this.#level = parent.level + 1;
    } else this.#level = 1;
    this.#tree = this.closest<TreeOwner & Element>('ds-tree');
    // before the first render, as a parser puts the children in after their parent connects
    this.#hasChildren = this.querySelector(':scope > ds-tree-item') !== null;
    setHostTabIndex(this, -1);
    this.#tree?.itemsChanged();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#tree?.itemsChanged(this);
    this.#tree = null;
  }

  /**
   * Opens or closes the item as the user asked (a key or a click), with its `ds-expand` or
   * `ds-collapse`; nothing for a disabled item or a leaf. Returns whether it changed.
   * @internal
   */
  toggleByUser(open: boolean): boolean {
    if (this.disabled || !this.isParent || this.expanded === open) return false;
    this.expanded = open;
    this.emit(open ? new DsExpandEvent() : new DsCollapseEvent());
    return true;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('lazy') && !this.lazy) this.#lazyFired = false;
    const selection = this.#tree?.selection;
    const selectable = !(selection === 'leaf' && this.isParent);
    setHostAria(this, this.internals, {
      role: 'treeitem',
      ariaLevel: String(this.#level),
      ariaExpanded: this.isParent ? String(this.expanded === true) : null,
      ariaSelected: selectable ? String(this.selected === true) : null,
      ariaDisabled: this.disabled === true ? 'true' : null,
      ariaBusy: this.loading ? 'true' : null,
    });
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (this.loading && !this.#lazyFired && !isServer) {
      this.#lazyFired = true;
      this.emit(new DsLazyLoadEvent());
    }
    // a collapse may hide the focused item, and a change of `hidden` or `disabled` the tab stop
    if (this.hasUpdated && (changed.has('expanded') || changed.has('disabled') || changed.has('lazy')))
      this.#tree?.itemsChanged();
  }

  override render(): TemplateResult {
    const parent = this.isParent;
    const multiple = this.#tree?.selection === 'multiple';
    return html`<div part="row" class="row">
        <span part="expand-icon" class="expander">${parent ? chevron : nothing}</span>${
          multiple ? html`<span part="checkbox" class="check">${this.selected ? check : nothing}</span>` : nothing
        }<span part="label" class="label"><slot></slot></span>
      </div>
      <div part="children" class="children" role="group" ?hidden=${!this.expanded || !parent}>
        ${
          this.lazy
            ? html`<div part="loading" class="loading" role="status">${this.loading ? (this.#tree?.loadingText ?? en.tree.loading) : ''}</div>`
            : nothing
        }<slot name="children" @slotchange=${this.#onChildrenChange}></slot>
      </div>`;
  }

  #onChildrenChange = (event: Event): void => {
    const has = (event.target as HTMLSlotElement).assignedElements().some(el => el instanceof DsTreeItem);
    if (has !== this.#hasChildren) {
      this.#hasChildren = has;
      this.requestUpdate();
    }
    this.#tree?.itemsChanged();
  };
}
