/** Pure rules of `<ds-drawer>`: its placements and why it closed. */

/** Valid values of `<ds-drawer placement>`: `start` and `end` follow the text direction. */
export const drawerPlacements = ['start', 'end', 'top', 'bottom'] as const;
export type DsDrawerPlacement = (typeof drawerPlacements)[number];

/** Why a drawer closes (`ds-hide`'s `detail.reason`). */
export type DsDrawerCloseReason =
  /** Escape (or the platform's close request) on the topmost overlay. */
  | 'escape'
  /** A press on the scrim beside the panel. */
  | 'backdrop'
  /** The header's close button, or a slotted element with `data-drawer-close`. */
  | 'close-button'
  /** `hide()` or `open = false`. */
  | 'method';

/** Whether the user asked for this close (then `ds-hide` is cancelable); `method` is the page's own. */
export function isUserRequest(reason: DsDrawerCloseReason): boolean {
  return reason !== 'method';
}

/**
 * `placement` as rendered: one of `drawerPlacements` (trimmed, any case), else `end`, with
 * `problem` set to say why (for the author's warning).
 */
export function parsePlacement(value: unknown): { placement: DsDrawerPlacement; problem?: string } {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const found = drawerPlacements.find(p => p === text);
  if (found) return { placement: found };
  return { placement: 'end', problem: `is not a placement; use ${drawerPlacements.join(', ')} (the drawer uses end)` };
}
