/** Keys typed within this many ms of each other form one search. */
export const TYPEAHEAD_MS = 500;

/**
 * Type-ahead of a list (a menu's items, a select's options): each typed character extends the search while keys come
 * quickly, and `find()` answers the index of the item to move to. A pause starts a new search.
 *
 * - The search runs from the current item (so "co" stays on "Copy" after "c" found it) and wraps.
 * - The same character again (`c`, `c`, `c`) cycles through the items that start with it.
 * - Case-insensitive; no match keeps the current item (`-1`).
 */
export class TypeAhead {
  #typed = '';
  #typedAt = Number.NEGATIVE_INFINITY;

  /**
   * The index of the item to move to after `key` was typed, among `labels` (the items' texts),
   * `current` being the focused item's index (-1: none); `-1` when nothing matches.
   * `now`: the time of the key press in ms (`performance.now()`).
   */
  find(key: string, labels: readonly string[], current: number, now: number): number {
    this.#typed = now - this.#typedAt > TYPEAHEAD_MS ? key : this.#typed + key;
    this.#typedAt = now;
    const typed = this.#typed.toLocaleLowerCase();
    const repeated = [...typed].every(char => char === typed[0]);
    const needle = repeated ? typed.slice(0, 1) : typed;
    const start = repeated ? current + 1 : Math.max(current, 0);
    for (let step = 0; step < labels.length; step++) {
      const index = (start + step) % labels.length;
      if (labels[index]!.toLocaleLowerCase().startsWith(needle)) return index;
    }
    return -1;
  }

  /**
   * True while a search is under way at `now` (a key was typed less than `TYPEAHEAD_MS` ago): a
   * Space then belongs to the search ("New York"), not to the list's own action.
   */
  typing(now: number): boolean {
    return this.#typed !== '' && now - this.#typedAt <= TYPEAHEAD_MS;
  }

  /** Forgets what was typed. */
  reset(): void {
    this.#typed = '';
    this.#typedAt = Number.NEGATIVE_INFINITY;
  }
}
