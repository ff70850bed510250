/**
 * Defines each `ds-*` tag the first time it appears in the page, for plain pages that load the
 * no-build files: `<script type="module" src=".../cdn/autoloader.js"></script>`. A tag `ds-foo-bar`
 * loads `foo-bar.js` from the folder of this script, once. Tags added later (by a script, or
 * inside another element's light DOM) are found by a MutationObserver.
 */

/** The file names of the library's tags (`autoloader.unit.test.ts` keeps them equal to the manifest). */
export const autoloadedNames = new Set([
  'badge',
  'avatar',
  'avatar-group',
  'blob',
  'breadcrumb',
  'breadcrumb-item',
  'button',
  'button-group',
  'callout',
  'card',
  'checkbox',
  'checkbox-group',
  'color-picker',
  'combobox',
  'count-up',
  'date-picker',
  'details',
  'divider',
  'dot-grid',
  'drawer',
  'file-input',
  'gauge',
  'icon',
  'marquee',
  'menu',
  'menu-item',
  'modal',
  'number-field',
  'option',
  'option-group',
  'popover',
  'progress',
  'radio',
  'radio-group',
  'ripple',
  'select',
  'side-panel',
  'slider',
  'spinner',
  'snackbar',
  'snackbar-host',
  'switch',
  'tab',
  'tab-panel',
  'tabs',
  'tag',
  'text-field',
  'tooltip',
  'tree',
  'tree-item',
]);

// Not `new URL('.', import.meta.url)`: bundlers rewrite that pattern into an asset of their own.
const folder = import.meta.url.slice(0, import.meta.url.lastIndexOf('/') + 1);
const seen = new Set<string>();

/** Loads the module of every undefined `ds-*` tag in `root` and below. */
export function discover(root: ParentNode): void {
  const undefinedElements = root.querySelectorAll(':not(:defined)');
  const candidates = root instanceof Element ? [root, ...undefinedElements] : undefinedElements;
  for (const element of candidates) load(element.localName);
}

function load(tag: string): void {
  if (!tag.startsWith('ds-') || seen.has(tag) || customElements.get(tag)) return;
  seen.add(tag);
  const name = tag.slice(3);
  // A typo gets a message, not a request that can only fail.
  if (!autoloadedNames.has(name)) {
    console.warn(`<${tag}> is not an element of this library: no ds-* tag is called so.`);
    return;
  }
  import(/* @vite-ignore */ `${folder}${name}.js`).catch((error: unknown) => {
    console.error(`<${tag}> could not be loaded from ${folder}${name}.js:`, error);
  });
}

if (typeof document !== 'undefined') {
  discover(document);
  new MutationObserver(records => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) discover(node);
  }).observe(document.documentElement, { childList: true, subtree: true });
}
