import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit';
import {
  chord,
  clickCenter,
  deepActive,
  expectSoon,
  loadTokens,
  part,
  record,
  resetMouseAndFocus,
  settle,
  SPACE,
  types,
} from '../test/test-helpers.js';
import type { DsSelectionChangeEvent } from '../events/ds-selection-change.js';
import '../translations/de.js';
import { DsTree } from './ds-tree.js';
import { DsTreeItem } from './ds-tree-item.js';

before(loadTokens);
afterEach(resetMouseAndFocus);

/** A small file tree: Documents (open: Report, Notes), Music (closed: Album > Song), Photos (disabled), Trash. */
const files = (attrs = '', wrap: (t: TemplateResult) => TemplateResult = t => t) =>
  mount(
    wrap(html`<ds-tree label="Files" selection=${attrs || 'single'}>
      <ds-tree-item id="documents" expanded>Documents
        <ds-tree-item id="report">Report</ds-tree-item>
        <ds-tree-item id="notes">Notes</ds-tree-item>
      </ds-tree-item>
      <ds-tree-item id="music">Music
        <ds-tree-item id="album">Album<ds-tree-item id="song">Song</ds-tree-item></ds-tree-item>
      </ds-tree-item>
      <ds-tree-item id="photos" disabled>Photos<ds-tree-item id="beach">Beach</ds-tree-item></ds-tree-item>
      <ds-tree-item id="trash">Trash</ds-tree-item>
    </ds-tree>`),
  );

async function mount(template: TemplateResult): Promise<DsTree> {
  const root = await fixture<HTMLElement>(html`<div id="ax">${template}</div>`);
  const tree = root.querySelector('ds-tree')!;
  await settle(tree);
  await Promise.all(tree.items.map(item => item.updateComplete));
  await settle(tree);
  return tree;
}

const item = (tree: DsTree, id: string) => tree.querySelector<DsTreeItem>(`#${id}`)!;
const focusedId = () => (deepActive() as HTMLElement | null)?.id ?? '';
const tabStops = (tree: DsTree) => tree.items.filter(i => i.getAttribute('tabindex') === '0').map(i => i.id);

type AriaKey =
  'role' | 'ariaExpanded' | 'ariaSelected' | 'ariaLevel' | 'ariaBusy' | 'ariaDisabled' | 'ariaMultiSelectable';
/** ARIA as the accessibility tree takes it: an attribute on the host, else its ElementInternals. */
function aria(el: Element, key: AriaKey): string | null {
  const name = key === 'role' ? 'role' : `aria-${key.slice(4).toLowerCase()}`;
  const own = el.getAttribute(name);
  if (own !== null) return own;
  return ((el as unknown as { internals: ElementInternals }).internals[key] as string | null) ?? null;
}

interface AxNode {
  role: string;
  name: string;
  properties: Record<string, unknown>;
  children: AxNode[];
}
const flatten = (nodes: AxNode[]): AxNode[] => nodes.flatMap(n => [n, ...flatten(n.children)]);
/** Chromium's accessibility tree under `#ax`, flattened; `null` in Firefox and WebKit. */
async function axNodes(): Promise<AxNode[] | null> {
  const { tree } = (await executeServerCommand('ax-tree', { selector: '#ax' })) as { tree: AxNode[] | null };
  return tree && flatten(tree);
}

async function press(tree: DsTree, key: string): Promise<void> {
  await sendKeys({ press: key });
  await settle(tree);
}

async function focusItem(tree: DsTree, id: string): Promise<void> {
  item(tree, id).focus();
  await expectSoon(focusedId, id, `${id} has focus`);
}

describe('ds-tree', () => {
  it('states its roles, names, levels and states (the accessibility tree in Chromium)', async () => {
    const tree = await files();
    item(tree, 'notes').selected = true;
    await settle(tree);
    expect(aria(tree, 'role')).to.equal('tree');
    expect(aria(tree, 'ariaMultiSelectable')).to.equal(null);
    expect(aria(item(tree, 'documents'), 'ariaExpanded')).to.equal('true');
    expect(aria(item(tree, 'music'), 'ariaExpanded')).to.equal('false');
    expect(aria(item(tree, 'report'), 'ariaExpanded'), 'a leaf states no expanded').to.equal(null);
    expect(aria(item(tree, 'report'), 'ariaLevel')).to.equal('2');
    expect(aria(item(tree, 'song'), 'ariaLevel')).to.equal('3');
    expect(aria(item(tree, 'notes'), 'ariaSelected')).to.equal('true');
    expect(aria(item(tree, 'report'), 'ariaSelected')).to.equal('false');
    expect(aria(item(tree, 'photos'), 'ariaDisabled')).to.equal('true');
    expect(part(item(tree, 'documents'), 'children').getAttribute('role')).to.equal('group');
    const nodes = await axNodes();
    if (nodes) {
      expect(nodes.filter(n => n.role === 'tree').map(n => n.name)).to.deep.equal(['Files']);
      const items = nodes.filter(n => n.role === 'treeitem');
      // only the visible items; a parent's name leaves out its children
      expect(items.map(n => n.name)).to.deep.equal(['Documents', 'Report', 'Notes', 'Music', 'Photos', 'Trash']);
      const notes = items.find(n => n.name === 'Notes')!.properties;
      expect([notes.level, notes.selected]).to.deep.equal([2, true]);
      expect(items.find(n => n.name === 'Documents')!.properties.expanded).to.equal(true);
      expect(items.find(n => n.name === 'Trash')!.properties).not.to.have.property('expanded');
      expect(items.find(n => n.name === 'Photos')!.properties.disabled).to.equal(true);
      expect(nodes.filter(n => n.role === 'group')).to.have.length(1);
    }
    tree.selection = 'multiple';
    await settle(tree);
    expect(aria(tree, 'ariaMultiSelectable')).to.equal('true');
    expect(part(item(tree, 'notes'), 'checkbox'), 'a check mark per item').to.exist;
    tree.selection = 'leaf';
    await settle(tree);
    expect(aria(tree, 'ariaMultiSelectable')).to.equal(null);
    expect(aria(item(tree, 'documents'), 'ariaSelected'), 'a parent is not selectable in leaf mode').to.equal(null);
    if (nodes) expect((await axNodes())!.find(n => n.role === 'tree')!.properties.multiselectable).to.equal(false);
  });

  it('has one tab stop: the first selected visible item, else the first item, then the one focused last', async () => {
    const tree = await files();
    expect(tabStops(tree)).to.deep.equal(['documents']);
    const other = await mount(
      html`<ds-tree><ds-tree-item id="a">A</ds-tree-item><ds-tree-item id="b" selected>B</ds-tree-item></ds-tree>`,
    );
    expect(tabStops(other)).to.deep.equal(['b']);
    await focusItem(tree, 'report');
    await press(tree, 'ArrowDown');
    await expectSoon(focusedId, 'notes');
    expect(tabStops(tree)).to.deep.equal(['notes']);
  });

  it('moves with ArrowDown, ArrowUp, Home and End over the visible items only, without wrapping', async () => {
    const tree = await files();
    await focusItem(tree, 'documents');
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      await press(tree, 'ArrowDown');
      seen.push(focusedId());
    }
    // Music is closed: Album and Song are skipped; the disabled Photos is reached; Trash is the end
    expect(seen).to.deep.equal(['report', 'notes', 'music', 'photos', 'trash', 'trash']);
    await press(tree, 'ArrowUp');
    await expectSoon(focusedId, 'photos');
    await press(tree, 'Home');
    await expectSoon(focusedId, 'documents');
    await press(tree, 'ArrowUp');
    await expectSoon(focusedId, 'documents');
    await press(tree, 'End');
    await expectSoon(focusedId, 'trash');
  });

  it('opens, enters, closes and leaves parents with ArrowRight and ArrowLeft, firing ds-expand and ds-collapse', async () => {
    const tree = await files();
    const events = record(tree, 'ds-expand', 'ds-collapse');
    await focusItem(tree, 'music');
    await press(tree, 'ArrowRight');
    await expectSoon(() => item(tree, 'music').expanded, true, 'ArrowRight opens');
    expect(focusedId()).to.equal('music');
    await press(tree, 'ArrowRight');
    await expectSoon(focusedId, 'album', 'ArrowRight moves to the first child');
    await press(tree, 'ArrowRight');
    await press(tree, 'ArrowRight');
    await expectSoon(focusedId, 'song');
    await press(tree, 'ArrowRight');
    expect(focusedId(), 'a leaf: nothing').to.equal('song');
    await press(tree, 'ArrowLeft');
    await expectSoon(focusedId, 'album', 'ArrowLeft on a leaf moves to its parent');
    await press(tree, 'ArrowLeft');
    await expectSoon(() => item(tree, 'album').expanded, false, 'ArrowLeft closes');
    await press(tree, 'ArrowLeft');
    await expectSoon(focusedId, 'music');
    expect(types(events)).to.deep.equal(['ds-expand', 'ds-expand', 'ds-collapse']);
    expect(events.map(e => (e.target as Element).id)).to.deep.equal(['music', 'album', 'album']);
    // the disabled parent neither opens nor closes
    await focusItem(tree, 'photos');
    await press(tree, 'ArrowRight');
    expect(item(tree, 'photos').expanded).to.be.false;
    // set by script: no event
    item(tree, 'music').expanded = false;
    await settle(tree);
    expect(events).to.have.length(3);
  });

  it('swaps ArrowRight and ArrowLeft under dir="rtl" and mirrors the expand icon', async () => {
    const tree = await files('', t => html`<div dir="rtl">${t}</div>`);
    await focusItem(tree, 'music');
    await press(tree, 'ArrowLeft');
    await expectSoon(() => item(tree, 'music').expanded, true, 'ArrowLeft opens in RTL');
    await press(tree, 'ArrowRight');
    await expectSoon(() => item(tree, 'music').expanded, false, 'ArrowRight closes in RTL');
    const icon = part(item(tree, 'music'), 'expand-icon').querySelector('svg')!;
    expect(Math.sign(new DOMMatrix(getComputedStyle(icon).transform).a), 'mirrored').to.equal(-1);
    const row = part(item(tree, 'report'), 'row').getBoundingClientRect();
    const parentRow = part(item(tree, 'documents'), 'row').getBoundingClientRect();
    expect(row.right, 'children indent from the right').to.be.below(parentRow.right - 10);
  });

  it('moves by type-ahead and opens every sibling with *', async () => {
    const tree = await files();
    await focusItem(tree, 'documents');
    await press(tree, 't');
    await expectSoon(focusedId, 'trash');
    await press(tree, 'ArrowUp'); // ends the search
    await press(tree, 'n');
    await expectSoon(focusedId, 'notes', 'only visible items, wrapping around');
    await press(tree, 'o');
    expect(focusedId(), '"no" stays on Notes').to.equal('notes');
    const events = record(tree, 'ds-expand');
    await focusItem(tree, 'music');
    await press(tree, '*');
    await expectSoon(() => item(tree, 'music').expanded, true);
    expect(item(tree, 'photos').expanded, 'disabled: stays closed').to.be.false;
    expect(item(tree, 'album').expanded, 'another level: stays closed').to.be.false;
    expect(events.map(e => (e.target as Element).id)).to.deep.equal(['music']);
  });

  it('selects one item with Enter, Space and a click (single), with ds-selection-change', async () => {
    const tree = await files();
    const events = record<DsSelectionChangeEvent>(tree, 'ds-selection-change');
    await focusItem(tree, 'report');
    await press(tree, 'Enter');
    await expectSoon(() => tree.selectedItems.map(i => i.id), ['report']);
    await press(tree, 'ArrowDown');
    await press(tree, SPACE);
    await expectSoon(() => tree.selectedItems.map(i => i.id), ['notes']);
    await clickCenter(part(item(tree, 'trash'), 'label'));
    await expectSoon(() => tree.selectedItems.map(i => i.id), ['trash']);
    expect(focusedId()).to.equal('trash');
    await press(tree, 'Enter'); // already selected: no change, no event
    expect(events.map(e => e.detail.selection.map(i => i.id))).to.deep.equal([['report'], ['notes'], ['trash']]);
    expect(aria(item(tree, 'report'), 'ariaSelected')).to.equal('false');
    // the disabled item is not selected
    await focusItem(tree, 'photos');
    await press(tree, 'Enter');
    expect(tree.selectedItems.map(i => i.id)).to.deep.equal(['trash']);
    // a click on the expand icon opens, and does not select
    await clickCenter(part(item(tree, 'music'), 'expand-icon'));
    await expectSoon(() => item(tree, 'music').expanded, true);
    expect(item(tree, 'music').selected).to.be.false;
  });

  it('toggles items with selection="multiple" and selects leaves only with selection="leaf"', async () => {
    const tree = await files('multiple');
    const events = record<DsSelectionChangeEvent>(tree, 'ds-selection-change');
    await focusItem(tree, 'report');
    await press(tree, SPACE);
    await press(tree, 'ArrowDown');
    await press(tree, 'Enter');
    await clickCenter(part(item(tree, 'trash'), 'label'));
    await expectSoon(() => tree.selectedItems.map(i => i.id), ['report', 'notes', 'trash']);
    await press(tree, SPACE);
    await expectSoon(() => tree.selectedItems.map(i => i.id), ['report', 'notes']);
    expect(events.at(-1)!.detail.selection.map(i => i.id)).to.deep.equal(['report', 'notes']);
    expect(part(item(tree, 'notes'), 'checkbox').querySelector('svg'), 'checked mark').to.exist;

    const leaf = await files('leaf');
    await focusItem(leaf, 'music');
    await press(leaf, 'Enter');
    await expectSoon(() => item(leaf, 'music').expanded, true, 'Enter opens a parent in leaf mode');
    expect(leaf.selectedItems).to.deep.equal([]);
    await press(leaf, 'Enter');
    await expectSoon(() => item(leaf, 'music').expanded, false, 'and closes it');
    await clickCenter(part(item(leaf, 'documents'), 'label'));
    await expectSoon(() => item(leaf, 'documents').expanded, false, 'a click toggles a parent');
    await focusItem(leaf, 'trash');
    await press(leaf, 'Enter');
    await expectSoon(() => leaf.selectedItems.map(i => i.id), ['trash']);
  });

  it('takes the multi-select keys with selection="multiple": Shift+arrows, Shift+Space, Ctrl+Shift+Home/End, Ctrl+A', async () => {
    const tree = await files('multiple');
    const ids = () => tree.selectedItems.map(i => i.id);
    const events = record<DsSelectionChangeEvent>(tree, 'ds-selection-change');
    await focusItem(tree, 'documents');
    await chord(['Shift'], 'ArrowDown');
    await chord(['Shift'], 'ArrowDown');
    await expectSoon(ids, ['report', 'notes'], 'Shift+ArrowDown moves and selects');
    await chord(['Shift'], 'ArrowUp');
    await expectSoon(ids, ['notes'], 'Shift+ArrowUp moves back and toggles');
    expect(focusedId()).to.equal('report');
    expect(events.at(-1)!.detail.selection.map(i => i.id)).to.deep.equal(['notes']);

    // Shift+Space: from the item chosen last (Trash) to the focused one, the disabled Photos left out
    await focusItem(tree, 'trash');
    await press(tree, SPACE);
    await focusItem(tree, 'report');
    await chord(['Shift'], SPACE);
    await expectSoon(ids, ['report', 'notes', 'music', 'trash']);

    for (const each of tree.items) each.selected = false;
    await focusItem(tree, 'notes');
    await chord(['Control', 'Shift'], 'End');
    await expectSoon(ids, ['notes', 'music', 'trash'], 'Ctrl+Shift+End');
    await expectSoon(focusedId, 'trash');
    await focusItem(tree, 'report');
    await chord(['Control', 'Shift'], 'Home');
    await expectSoon(ids, ['documents', 'report', 'notes', 'music', 'trash'], 'Ctrl+Shift+Home');
    await expectSoon(focusedId, 'documents');
    await chord(['Control'], 'a');
    await expectSoon(() => ids().includes('song') && !ids().includes('photos'), true, 'Ctrl+A: every enabled item');

    // one selection: Shift+ArrowDown only moves, Ctrl+A does nothing
    const single = await files();
    await focusItem(single, 'report');
    await press(single, 'Enter');
    await chord(['Shift'], 'ArrowDown');
    await expectSoon(focusedId, 'notes');
    await chord(['Control'], 'a');
    await settle(single);
    expect(single.selectedItems.map(i => i.id)).to.deep.equal(['report']);
  });

  it('loads a lazy item: ds-lazy-load once, "Loading…" in the language and aria-busy, then its children', async () => {
    const tree = await mount(
      html`<div lang="de"><ds-tree label="Server"><ds-tree-item id="remote" lazy>Remote</ds-tree-item></ds-tree></div>`,
    );
    const remote = item(tree, 'remote');
    const events = record(tree, 'ds-lazy-load', 'ds-expand');
    expect(aria(remote, 'ariaExpanded'), 'a lazy item is a parent').to.equal('false');
    await focusItem(tree, 'remote');
    await press(tree, 'ArrowRight');
    await expectSoon(() => types(events), ['ds-expand', 'ds-lazy-load']);
    await expectSoon(() => part(remote, 'loading').textContent, 'Wird geladen…');
    expect(part(remote, 'loading').getAttribute('role')).to.equal('status');
    expect(aria(remote, 'ariaBusy')).to.equal('true');
    await press(tree, 'ArrowRight'); // nothing to enter yet
    expect(focusedId()).to.equal('remote');
    const child = document.createElement('ds-tree-item');
    child.id = 'file';
    child.textContent = 'File';
    remote.append(child);
    remote.lazy = false;
    await settle(remote);
    await expectSoon(() => aria(remote, 'ariaBusy'), null);
    expect(part(remote, 'loading')).to.equal(null);
    expect(child.checkVisibility()).to.be.true;
    await press(tree, 'ArrowRight');
    await expectSoon(focusedId, 'file');
    expect(types(events)).to.deep.equal(['ds-expand', 'ds-lazy-load']);
  });

  it('keeps focus on the right item when the focused one is removed or hidden', async () => {
    const tree = await files();
    await focusItem(tree, 'notes');
    item(tree, 'notes').remove();
    await expectSoon(focusedId, 'music', 'the next item takes focus');
    expect(tabStops(tree)).to.deep.equal(['music']);
    await focusItem(tree, 'report');
    item(tree, 'documents').expanded = false;
    await expectSoon(focusedId, 'documents', 'a collapse gives focus to the parent');
    expect(tabStops(tree)).to.deep.equal(['documents']);
    await focusItem(tree, 'trash');
    item(tree, 'trash').remove();
    await expectSoon(focusedId, 'photos', 'the last item: the previous one');
  });

  it('warns about an unknown selection mode and behaves as single', async () => {
    const warn = console.warn;
    const messages: string[] = [];
    console.warn = (...args: unknown[]) => messages.push(String(args[0]));
    try {
      const tree = await files('several');
      expect(messages.some(m => m.includes('selection="several"'))).to.be.true;
      expect(tree.selectionMode).to.equal('single');
      await focusItem(tree, 'report');
      await press(tree, 'Enter');
      await expectSoon(() => tree.selectedItems.map(i => i.id), ['report']);
    } finally {
      console.warn = warn;
    }
  });
});
