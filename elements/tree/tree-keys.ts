/**
 * Pure logic of ds-tree's keyboard model (the WAI-ARIA tree view pattern): what a key asks for,
 * before the tree knows which item is focused.
 */

/** What a key asks the tree to do. */
export type TreeCommand =
  | 'next' // the next visible item
  | 'previous' // the previous visible item
  | 'open' // open a closed parent, or move to its first child
  | 'close' // close an open parent, or move to its parent
  | 'first'
  | 'last'
  | 'expand-siblings' // `*`: open every parent at the focused item's level
  | 'activate' // Enter or Space: select (a parent in leaf mode: open or close)
  | 'type' // a printable character: type-ahead
  // a multi-select tree's own (the tree treats them as the plain keys, or not at all, in other modes):
  | 'toggle-next' // Shift+ArrowDown: move to the next visible item and toggle it
  | 'toggle-previous' // Shift+ArrowUp
  | 'select-range' // Shift+Space: select from the item chosen last to this one
  | 'select-to-first' // Ctrl+Shift+Home: select this item and every visible one above it
  | 'select-to-last' // Ctrl+Shift+End
  | 'select-all'; // Ctrl+A (⌘A)

/** Valid values of `<ds-tree selection>`. */
export const treeSelections = ['single', 'multiple', 'leaf'] as const;
export type DsTreeSelection = (typeof treeSelections)[number];

/** A `selection` value the tree can use: the value itself when valid, else `single` (`null`: invalid). */
export function parseSelection(value: unknown): DsTreeSelection | null {
  return (treeSelections as readonly unknown[]).includes(value) ? (value as DsTreeSelection) : null;
}

/**
 * The command of a key (`KeyboardEvent.key`), `null` for keys the tree leaves alone (Tab, Alt
 * chords, Ctrl or ⌘ chords other than those of a multi-select tree, keys of an input method's
 * composition). `ctrl` is Control or ⌘, `modified` any other modifier but Shift. Under right-to-left
 * text ArrowLeft opens and ArrowRight closes, as the arrows follow the screen.
 */
export function treeCommand(
  key: unknown,
  {
    rtl = false,
    modified = false,
    shift = false,
    ctrl = false,
  }: { rtl?: boolean; modified?: boolean; shift?: boolean; ctrl?: boolean } = {},
): TreeCommand | null {
  if (typeof key !== 'string' || modified) return null;
  if (ctrl) {
    if (shift && key === 'Home') return 'select-to-first';
    if (shift && key === 'End') return 'select-to-last';
    return !shift && key.toLowerCase() === 'a' ? 'select-all' : null;
  }
  if (shift && key === 'ArrowDown') return 'toggle-next';
  if (shift && key === 'ArrowUp') return 'toggle-previous';
  if (shift && key === ' ') return 'select-range';
  switch (key) {
    case 'ArrowDown':
      return 'next';
    case 'ArrowUp':
      return 'previous';
    case 'ArrowRight':
      return rtl ? 'close' : 'open';
    case 'ArrowLeft':
      return rtl ? 'open' : 'close';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case '*':
      return 'expand-siblings';
    case 'Enter':
    case ' ':
      return 'activate';
    default:
      // one printable character (a surrogate pair counts as one)
      return [...key].length === 1 && key.trim() !== '' ? 'type' : null;
  }
}

/** In a tree without multiple selection, the plain command a multi-select key stands for (or none). */
export function singleSelectCommand(command: TreeCommand): TreeCommand | null {
  switch (command) {
    case 'toggle-next':
      return 'next';
    case 'toggle-previous':
      return 'previous';
    case 'select-range':
      return 'activate';
    case 'select-to-first':
    case 'select-to-last':
    case 'select-all':
      return null;
    default:
      return command;
  }
}
