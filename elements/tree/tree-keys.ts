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
  | 'type'; // a printable character: type-ahead

/** Valid values of `<ds-tree selection>`. */
export const treeSelections = ['single', 'multiple', 'leaf'] as const;
export type DsTreeSelection = (typeof treeSelections)[number];

/** A `selection` value the tree can use: the value itself when valid, else `single` (`null`: invalid). */
export function parseSelection(value: unknown): DsTreeSelection | null {
  return (treeSelections as readonly unknown[]).includes(value) ? (value as DsTreeSelection) : null;
}

/**
 * The command of a key (`KeyboardEvent.key`), `null` for keys the tree leaves alone (Tab, modified
 * keys, keys of an input method's composition). Under right-to-left text ArrowLeft opens and
 * ArrowRight closes, as the arrows follow the screen.
 */
export function treeCommand(
  key: unknown,
  { rtl = false, modified = false }: { rtl?: boolean; modified?: boolean } = {},
): TreeCommand | null {
  if (typeof key !== 'string' || modified) return null;
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
