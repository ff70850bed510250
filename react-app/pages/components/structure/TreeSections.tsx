import { useEffect, useRef, useState, type ReactNode } from 'react';
import { DsButton } from '../../../ds/DsButton';
import { DsIcon } from '../../../ds/DsIcon';
import { DsTree } from '../../../ds/DsTree';
import { DsTreeItem } from '../../../ds/DsTreeItem';
import { DemoSection } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf, type SnippetElement } from '../../../docs/snippet-markup';
import { BACKUP, FIRST_OPEN, FIRST_SELECTED, LOAD_MS, PROJECT, REMOTE, type Node } from './tree-data';
import './tree.css';

const KEYS = [
  ['Tab', 'Move into the tree (to the selected item), and out of it'],
  ['↓ / ↑', 'Next / previous visible item'],
  ['→', 'Open a folder, or move to its first item'],
  ['←', 'Close a folder, or move to its parent'],
  ['Home / End', 'First / last visible item'],
  ['A–Z', 'Next item starting with the typed letters'],
  ['*', 'Open every folder at the same level'],
  ['Enter / Space', 'Select the item (toggle it in a multiple selection)'],
] as const;

const MULTIPLE_KEYS = [
  ['Enter / Space', 'Add the item to the selection, or take it out'],
  ['Shift+↓ / Shift+↑', 'Move, and add or take out the item reached'],
  ['Shift+Space', 'Select every item from the one chosen last to this one'],
  ['Ctrl+Shift+Home / Ctrl+Shift+End', 'Select from this item to the first / last'],
  ['Ctrl+A', 'Select every item'],
] as const;

/** The file tree as snippet markup (the first state: open folders, the selected file). */
function projectCode(nodes: readonly Node[], path = ''): SnippetElement[] {
  return nodes.map(node => {
    const id = path + node.name;
    return {
      tag: 'ds-tree-item',
      attrs: {
        expanded: FIRST_OPEN.includes(id),
        selected: id === FIRST_SELECTED,
      },
      children: node.children
        ? [node.name, ...projectCode(node.children, `${id}/`)]
        : [{ tag: 'ds-icon', attrs: { name: node.icon, size: 16 } }, node.name],
    };
  });
}

const fileBrowserCode = snippetOf({
  tag: 'ds-tree',
  attrs: { label: 'Project files' },
  reactProps: { onDsSelectionChange: { code: 'event => open(event.detail.selection[0])' } },
  children: projectCode(PROJECT),
});

const backupCode = snippetOf({
  tag: 'ds-tree',
  attrs: { label: 'Folders to back up', selection: 'multiple' },
  children: BACKUP.slice(0, 3).map((name, i) => ({
    tag: 'ds-tree-item',
    attrs: { selected: i < 2 },
    children: [name],
  })),
});

const lazyCode = snippetOf({
  tag: 'ds-tree',
  attrs: { label: 'Shared drive' },
  children: [
    {
      tag: 'ds-tree-item',
      attrs: { lazy: true },
      reactProps: { onDsLazyLoad: { code: 'event => loadFolder(event.currentTarget)' } },
      children: ['Team folder'],
    },
  ],
});

/** An item's own expand or collapse (the events bubble from nested items too). */
const own = (event: Event) => event.target === event.currentTarget;

/** The project as a file browser: single selection, folders the user opens and closes. */
function FileBrowser() {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(FIRST_OPEN));
  const [selected, setSelected] = useState(FIRST_SELECTED);
  const toggle = (id: string, isOpen: boolean) =>
    setOpen(previous => {
      const next = new Set(previous);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  const items = (nodes: readonly Node[], path = ''): ReactNode =>
    nodes.map(node => {
      const id = path + node.name;
      return (
        <DsTreeItem
          key={id}
          data-path={id}
          expanded={open.has(id)}
          selected={id === selected}
          onDsExpand={event => own(event) && toggle(id, true)}
          onDsCollapse={event => own(event) && toggle(id, false)}
        >
          {node.icon && <DsIcon name={node.icon} size={16} />}
          {node.name}
          {node.children && items(node.children, `${id}/`)}
        </DsTreeItem>
      );
    });
  return (
    <div className="tree-demo">
      <DsTree
        className="tree-demo__tree"
        label="Project files"
        onDsSelectionChange={event => {
          const item = event.detail.selection[0] as HTMLElement | undefined;
          setSelected(item?.dataset.path ?? '');
        }}
      >
        {items(PROJECT)}
      </DsTree>
      <p className="tree-demo__status">
        Open file: <strong>{selected.split('/').at(-1) || 'none'}</strong>
      </p>
    </div>
  );
}

/** A multiple selection: the folders to back up. */
function Backup() {
  const [chosen, setChosen] = useState<readonly string[]>(['Documents', 'Photos']);
  return (
    <div className="tree-demo">
      <DsTree
        className="tree-demo__tree"
        label="Folders to back up"
        selection="multiple"
        onDsSelectionChange={event => setChosen(event.detail.selection.map(item => item.textContent!.trim()))}
      >
        {BACKUP.map(name => (
          <DsTreeItem key={name} selected={chosen.includes(name)}>
            {name}
          </DsTreeItem>
        ))}
      </DsTree>
      <p className="tree-demo__status">{chosen.length === 1 ? '1 folder' : `${chosen.length} folders`} to back up</p>
    </div>
  );
}

/** A folder whose files arrive when it is first opened, after a pretend network delay. */
function LazyFolder() {
  const [state, setState] = useState<'idle' | 'loading' | 'loaded'>('idle');
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const load = () => {
    setState('loading');
    timer.current = window.setTimeout(() => setState('loaded'), LOAD_MS);
  };
  const reset = () => {
    window.clearTimeout(timer.current);
    setState('idle');
    setOpen(false);
  };
  return (
    <div className="tree-demo">
      <DsTree className="tree-demo__tree" label="Shared drive">
        <DsTreeItem
          lazy={state !== 'loaded'}
          expanded={open}
          onDsExpand={event => own(event) && setOpen(true)}
          onDsCollapse={event => own(event) && setOpen(false)}
          onDsLazyLoad={load}
        >
          Team folder
          {state === 'loaded' &&
            REMOTE.map(name => (
              <DsTreeItem key={name}>
                <DsIcon name="list" size={16} />
                {name}
              </DsTreeItem>
            ))}
        </DsTreeItem>
        <DsTreeItem>Personal notes</DsTreeItem>
      </DsTree>
      <DsButton variant="secondary" size="small" disabled={state === 'idle'} onClick={reset}>
        Forget the loaded files
      </DsButton>
    </div>
  );
}

/** The demos of `<ds-tree>`: a file browser, a multiple selection and a folder loaded on demand. */
export function TreeSections() {
  return (
    <>
      <DemoSection
        title="Tree"
        description="Nested items that open and close, like the folders of a file browser. One item is selected; the keyboard moves through the items you can see."
        wide
      >
        <FileBrowser />
        <Snippet label="Tree code" {...fileBrowserCode} />
        <KeyboardNotes rows={KEYS} />
      </DemoSection>
      <DemoSection
        title="Multiple selection"
        description="Any number of items can be selected: a click, Enter or Space adds an item to the selection or takes it out; Shift with a click or the arrows selects several."
      >
        <Backup />
        <Snippet label="Multiple selection code" {...backupCode} />
        <KeyboardNotes rows={MULTIPLE_KEYS} />
      </DemoSection>
      <DemoSection
        title="Loaded on demand"
        description="A lazy item asks for its children the first time it opens, and says “Loading…” until they arrive."
      >
        <LazyFolder />
        <Snippet label="Lazy tree code" {...lazyCode} />
      </DemoSection>
    </>
  );
}
