import { clampOr } from '../internal/core/math.js';

/** Widths of `<ds-side-panel>` in px (90 collapsed, 240 open, as the Side Bar page shows). */
export const SIDE_PANEL_WIDTH = { collapsed: 90, open: 240, max: 2000 } as const;

/** A number, or a numeric string; anything else (null, '', an object) is NaN. */
function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
}

/** The collapsed width: 0–2000 px; anything else (not a number, negative, huge) is 90. */
export function collapsedWidth(value: unknown): number {
  const width = numberOf(value);
  return Number.isFinite(width) && width >= 0 && width <= SIDE_PANEL_WIDTH.max ? width : SIDE_PANEL_WIDTH.collapsed;
}

/** The open width: 0–2000 px (not a number: 240), never narrower than the collapsed width. */
export function openWidth(value: unknown, collapsed: number): number {
  const width = numberOf(value);
  const valid = Number.isFinite(width) && width >= 0 && width <= SIDE_PANEL_WIDTH.max;
  return Math.max(valid ? width : SIDE_PANEL_WIDTH.open, collapsed);
}

/** The auto-collapse threshold in px; 0 (never) for anything that is not a positive number. */
export function collapseThreshold(value: unknown): number {
  return clampOr(value, 0, 100_000, 0);
}

/** What the container's width asks of the panel: `close`, `reopen` or nothing. */
export function widthDecision(
  width: number,
  threshold: number,
  state: { open: boolean; autoClosed: boolean; userChose: boolean },
): 'close' | 'reopen' | null {
  if (state.userChose || threshold <= 0 || !(width > 0)) return null;
  if (width < threshold) return state.open ? 'close' : null;
  return state.autoClosed && !state.open ? 'reopen' : null;
}
