import type { SnackbarOptions } from '../../elements/snackbar/ds-snackbar-host';

/** The "new version" snackbar: it stays until the visitor reloads or dismisses it. */
export const UPDATE_MESSAGE = 'A new version is available.';
export const UPDATE_ACTION = 'Reload';
export const UPDATE_SOURCE = 'pwa-update';

/**
 * The snackbar's options; `activate` makes the waiting service worker take over and reloads.
 * `replace`: a second update found while the first prompt is open shows one prompt, not two.
 */
export function updatePromptOptions(activate: () => void): SnackbarOptions {
  return {
    message: UPDATE_MESSAGE,
    action: UPDATE_ACTION,
    onAction: () => activate(),
    dismissible: true,
    source: UPDATE_SOURCE,
    replace: true,
  };
}
