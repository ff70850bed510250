/**
 * The Overview's filters, pure: which filters an address asks for, what the page shows with them and
 * the words of its count. A filter is a category's id or `new`; categories add up (visual or
 * structure), `new` narrows them (new pages of those categories, or of all when none is chosen).
 */
import type { OverviewCategory, OverviewTile } from '../../../../content/overview';

/** The id of the filter of new pages. */
export const NEW_FILTER = 'new';

export interface OverviewGroup {
  category: OverviewCategory;
  tiles: OverviewTile[];
}

/**
 * The known filters an address's `filter` values name, each once, in the order of `known`. Values
 * may also be comma-separated (`?filter=visual,new`); anything unknown, empty or not a string is ignored.
 */
export function parseFilters(values: readonly unknown[] | null | undefined, known: readonly string[]): string[] {
  if (!Array.isArray(values)) return [];
  const asked = new Set(
    values.flatMap(value => (typeof value === 'string' ? value.split(',').map(part => part.trim().toLowerCase()) : [])),
  );
  return known.filter(id => asked.has(id));
}

/** The filters after a press on one of them: added when off, removed when on; kept in the order of `known`. */
export function toggleFilter(active: readonly string[], id: string, known: readonly string[]): string[] {
  const next = new Set(active);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return known.filter(k => next.has(k));
}

/** The groups with only the tiles the filters let through; a group left with none is dropped. */
export function filterGroups(groups: readonly OverviewGroup[], active: readonly string[]): OverviewGroup[] {
  const newOnly = active.includes(NEW_FILTER);
  const categories = active.filter(id => id !== NEW_FILTER);
  return groups.flatMap(group => {
    if (categories.length > 0 && !categories.includes(group.category.id)) return [];
    const tiles = newOnly ? group.tiles.filter(tile => tile.page.isNew === true) : group.tiles;
    return tiles.length > 0 ? [{ category: group.category, tiles }] : [];
  });
}

export interface CountTexts {
  all: string;
  some: string;
  none: string;
}

/** The count's words: all pages when nothing is filtered out, else how many of them are shown. */
export function countText(shown: number, total: number, texts: CountTexts): string {
  const fill = (text: string) => text.replace('{shown}', String(shown)).replace('{total}', String(total));
  if (shown === 0) return fill(texts.none);
  if (shown >= total) return fill(texts.all);
  return fill(texts.some);
}
