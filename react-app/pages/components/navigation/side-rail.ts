import type { SnippetElement } from '../../../docs/snippet-markup';

/** The items of the demo rails: an icon and a label each. */
export const RAIL_ITEMS = [
  { icon: 'home', label: 'Home' },
  { icon: 'search', label: 'Search' },
  { icon: 'mail', label: 'Inbox' },
  { icon: 'star', label: 'Favourites' },
  { icon: 'settings', label: 'Settings' },
] as const;

/** The side bar is 90 px collapsed and 240 px open (the element's defaults). */
export const SIDE_BAR_WIDTHS = { collapsed: 90, open: 240 } as const;

/** `<ds-side-panel>` with the demo rail's header and links, as a snippet shows it. */
export function sidePanelSnippet(attrs: SnippetElement['attrs'], items: number = RAIL_ITEMS.length): SnippetElement {
  return {
    tag: 'ds-side-panel',
    attrs,
    children: [
      { tag: 'strong', attrs: { slot: 'header', 'data-label': true }, children: ['Workspace'] },
      {
        tag: 'nav',
        attrs: { 'aria-label': 'Workspace' },
        children: RAIL_ITEMS.slice(0, items).map(item => ({
          tag: 'a',
          attrs: { href: `/${item.label.toLowerCase()}` },
          children: [
            { tag: 'ds-icon', attrs: { name: item.icon } },
            { tag: 'span', attrs: { 'data-label': true }, children: [item.label] },
          ],
        })),
      },
    ],
  };
}
