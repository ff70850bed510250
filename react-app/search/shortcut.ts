/**
 * Ctrl+K (⌘K on Apple keyboards) opens the site search from any page (docs/DECISIONS.md,
 * "Search shortcut"). Text fields keep the key: on macOS Ctrl+K deletes to the end of the line,
 * and a tool's own field must never lose what the visitor types into it.
 */

export interface ShortcutKey {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  repeat?: boolean;
  isComposing?: boolean;
  defaultPrevented?: boolean;
}

/** Ctrl+K or Meta+K, nothing else held; K by its letter, or by its place on a non-Latin layout. */
export function isSearchShortcutKey(event: ShortcutKey): boolean {
  if (event.defaultPrevented || event.isComposing || event.repeat) return false;
  if (event.ctrlKey === event.metaKey || event.altKey || event.shiftKey) return false;
  const key = event.key.toLowerCase();
  if (key === 'k') return true;
  return event.code === 'KeyK' && !/^[a-z]$/.test(key);
}

/** The parts of an element that tell whether it takes typed text. */
export interface FocusedElement {
  localName: string;
  type?: string;
  isContentEditable?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
}

const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** Whether keys typed into `element` are text for it (an editable input, textarea or content-editable). */
export function takesText(element: FocusedElement | null | undefined): boolean {
  if (!element) return false;
  if (element.isContentEditable) return true;
  if (element.readOnly || element.disabled) return false;
  if (element.localName === 'textarea') return true;
  if (element.localName !== 'input') return false;
  return !NON_TEXT_INPUTS.has((element.type ?? 'text').toLowerCase());
}
