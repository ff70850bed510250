import type { GalleryItem } from '../../../../content/gallery';
import { shareUrl } from './cards-list-demo';

/** How a share ended: the system share sheet, a copied link, cancelled by the visitor, or nothing worked. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * Shares an item's link: the Web Share API where the browser has it, else the link is copied to
 * the clipboard. Never throws (a refused permission or a missing API is an outcome).
 */
export async function shareItem(item: GalleryItem, pageUrl: string): Promise<{ outcome: ShareOutcome; url: string }> {
  const url = shareUrl(pageUrl, item.id);
  const data = { title: item.title, text: item.description, url };
  try {
    if (
      typeof navigator.share === 'function' &&
      (typeof navigator.canShare !== 'function' || navigator.canShare(data))
    ) {
      await navigator.share(data);
      return { outcome: 'shared', url };
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return { outcome: 'cancelled', url };
    // any other refusal: fall back on copying
  }
  try {
    await navigator.clipboard.writeText(url);
    return { outcome: 'copied', url };
  } catch {
    return { outcome: 'failed', url };
  }
}
