import type { GalleryItem } from '../../../../content/gallery';
import { snippetOf, type SnippetElement } from '../../../docs/snippet-markup';

/** The gallery's three layouts; Card is the default. */
export const LAYOUTS = [
  { value: 'card', label: 'Card', icon: 'layout-stream' },
  { value: 'list', label: 'List', icon: 'list' },
  { value: 'grid', label: 'Grid', icon: 'layout-grid' },
] as const;

export type GalleryLayout = (typeof LAYOUTS)[number]['value'];

/** The like count animates from 0 over this long (ms). */
export const LIKE_COUNT_MS = 1500;

/** What the demo's Reset restores: Card layout, nothing selected, no likes. */
export interface GallerySettings {
  layout: GalleryLayout;
  /** The selected item's id, or '' for none. */
  selected: string;
  /** Ids of the items the visitor liked, in gallery order. */
  liked: readonly string[];
}

export const GALLERY_DEFAULTS: GallerySettings = { layout: 'card', selected: '', liked: [] };

export function isLayout(value: unknown): value is GalleryLayout {
  return LAYOUTS.some(layout => layout.value === value);
}

/** Selecting the selected item again deselects it. */
export function nextSelection(current: string, clicked: string): string {
  return current === clicked ? '' : clicked;
}

/** Likes or unlikes `id`, keeping the gallery's order (so equal sets compare equal for Reset). */
export function toggleLike(liked: readonly string[], id: string, order: readonly GalleryItem[]): string[] {
  const next = new Set(liked);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return order.map(item => item.id).filter(itemId => next.has(itemId));
}

/** The count a Like button shows: others' likes plus the visitor's own. */
export function likeCount(item: GalleryItem, liked: readonly string[]): number {
  return item.likes + (liked.includes(item.id) ? 1 : 0);
}

/** The word after the animated count: "1 like", "129 likes". */
export const likesWord = (count: number) => (count === 1 ? 'like' : 'likes');

/** The address a Share gives out: the page itself, with the item as its hash. */
export function shareUrl(pageUrl: string, id: string): string {
  try {
    const url = new URL(pageUrl);
    url.hash = id;
    return url.href;
  } catch {
    return pageUrl;
  }
}

/** The demo's card as code: the selected item (else the first), with the state the demo gives it. */
export function cardCode(settings: GallerySettings, items: readonly GalleryItem[]): { html: string; react: string } {
  const item = items.find(i => i.id === settings.selected) ?? items[0]!;
  const selected = settings.selected === item.id;
  const liked = settings.liked.includes(item.id);
  const children: SnippetElement['children'] = [
    {
      tag: 'img',
      attrs: {
        slot: 'media',
        src: item.image.src,
        alt: item.image.alt,
        width: item.image.width,
        height: item.image.height,
        loading: 'lazy',
        decoding: 'async',
      },
    },
    { tag: 'h3', attrs: { slot: 'heading' }, children: [item.title] },
    ...(settings.layout === 'grid' ? [] : [{ tag: 'p', children: [item.description] }]),
    ...(selected
      ? [
          { tag: 'ds-button', attrs: { slot: 'actions', size: 'small', variant: 'outline' }, children: ['Share'] },
          {
            tag: 'ds-button',
            attrs: { slot: 'actions', size: 'small', variant: 'outline', toggle: true, pressed: liked },
            children: ['Like'],
          },
        ]
      : []),
  ];
  const card: SnippetElement = {
    tag: 'ds-card',
    attrs: {
      selectable: true,
      selected,
      'long-press': settings.layout === 'card',
      orientation: settings.layout === 'list' ? 'horizontal' : null,
    },
    reactProps: {
      onDsCardSelect: { code: `() => select('${item.id}')` },
      onDsCardOpen: { code: `() => openDetail('${item.id}')` },
    },
    children,
  };
  return snippetOf(card, { lineLength: 70 });
}
