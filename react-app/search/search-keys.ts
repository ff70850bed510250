/**
 * What the keys do in a search box (docs/DECISIONS.md, "Search box keyboard"): the field sits above
 * a list of result links. Down in the field goes to the first result; Up and Down move through the
 * results (Up from the first one goes back to the field); Home and End jump to the first and last
 * result; Escape clears the search and puts focus back in the field. Enter in the field opens the
 * first result (what a visitor who typed a word and pressed Enter expects); on a result, Enter is
 * the link's own. Tab is left alone: every result is also a normal tab stop.
 */

/** Where focus is: the field, or the result at an index. */
export type SearchFocus = 'field' | number;

export type SearchKeyAction = { type: 'focus'; to: SearchFocus } | { type: 'open'; index: number } | { type: 'clear' };

/** The action for `key` pressed at `at` with `count` results shown; `null` leaves the key to the browser. */
export function searchKeyAction(key: string, at: SearchFocus, count: number): SearchKeyAction | null {
  if (key === 'Escape') return { type: 'clear' };
  const results = Number.isInteger(count) && count > 0 ? count : 0;
  if (results === 0) return null;
  if (at === 'field') {
    if (key === 'ArrowDown') return { type: 'focus', to: 0 };
    return key === 'Enter' ? { type: 'open', index: 0 } : null;
  }
  if (!Number.isInteger(at) || at < 0 || at >= results) return null;
  switch (key) {
    case 'ArrowDown':
      return { type: 'focus', to: Math.min(at + 1, results - 1) };
    case 'ArrowUp':
      return { type: 'focus', to: at === 0 ? 'field' : at - 1 };
    case 'Home':
      return { type: 'focus', to: 0 };
    case 'End':
      return { type: 'focus', to: results - 1 };
    default:
      return null;
  }
}
