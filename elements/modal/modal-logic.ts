/**
 * Pure rules of `<ds-modal>`: when a backdrop click closes it, which body spacing applies, and
 * the return value a `data-modal-close` element gives.
 */

/** Why a modal closed (`ds-hide`'s `detail.reason`). */
export type DsModalCloseReason =
  /** Escape (or the platform's close request, e.g. Android's back gesture) on the topmost modal. */
  | 'escape'
  /** A click on the dimmed backdrop (see `closesOnBackdrop`). */
  | 'backdrop'
  /** The header's close button, or any slotted element with `data-modal-close`. */
  | 'close-button'
  /** `hide()`, `close()` or `open = false` (also removing the `open` attribute). */
  | 'method';

/** Valid values of `<ds-modal spacing>`. */
export const modalSpacings = ['normal', 'none'] as const;
export type DsModalSpacing = (typeof modalSpacings)[number];

/** What decides whether a click on the backdrop closes a modal. */
export interface BackdropOptions {
  /** The `dim-close` attribute. */
  readonly dimClose: boolean;
  /** Whether the header is shown (not `no-header`). */
  readonly hasHeader: boolean;
  /** Whether the toolbar is shown (the `footer` slot holds something). */
  readonly hasToolbar: boolean;
}

/**
 * A backdrop click closes a modal only if `dim-close` is on, or if the modal has
 * neither a header nor a toolbar (it would otherwise have no visible way to close).
 */
export function closesOnBackdrop({ dimClose, hasHeader, hasToolbar }: BackdropOptions): boolean {
  return dimClose || (!hasHeader && !hasToolbar);
}

/** `spacing` as rendered: `none` only when asked for exactly; anything else is `normal`. */
export function parseSpacing(value: unknown): DsModalSpacing {
  return typeof value === 'string' && value.trim().toLowerCase() === 'none' ? 'none' : 'normal';
}

/**
 * The return value of a close by a `data-modal-close` element: the attribute's value
 * (`data-modal-close="ok"` gives `"ok"`); an empty or missing value gives `""`.
 */
export function closerReturnValue(attribute: string | null | undefined): string {
  return typeof attribute === 'string' ? attribute.trim() : '';
}
