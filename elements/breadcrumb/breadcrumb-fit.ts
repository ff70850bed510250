/**
 * How many breadcrumbs to hide so that the trail fits on one line: the middle ones, from the
 * second on (the levels furthest from the current page go first); the first and the last always
 * show, with a "…" button in place of the hidden ones.
 *
 * `widths` are the items' natural widths (separator included), `moreWidth` that of the "…" item
 * (separator included), `available` the room. Returns 0 when all fit (or there are fewer than
 * three items), else how many items from index 1 on to hide (at most `length - 2`: then the last
 * item's text is cut with an ellipsis). Bad numbers count as 0.
 */
export function hiddenCount(widths: readonly number[], moreWidth: number, available: number): number {
  const w = widths.map(n => (Number.isFinite(n) && n > 0 ? n : 0));
  const room = Number.isFinite(available) ? available : Infinity;
  const more = Number.isFinite(moreWidth) && moreWidth > 0 ? moreWidth : 0;
  if (w.length < 3) return 0;
  const total = w.reduce((sum, n) => sum + n, 0);
  // half a pixel: rounding of sub-pixel widths must not hide an item that fits
  if (total <= room + 0.5) return 0;
  let shown = total + more;
  for (let k = 1; k <= w.length - 2; k++) {
    shown -= w[k]!;
    if (shown <= room + 0.5) return k;
  }
  return w.length - 2;
}
