import { defineElement } from '../internal/core/define.js';
import { DsSnackbarHost } from './ds-snackbar-host.component.js';

export * from './ds-snackbar-host.component.js';

defineElement('ds-snackbar-host', DsSnackbarHost);

declare global {
  interface HTMLElementTagNameMap {
    'ds-snackbar-host': DsSnackbarHost;
  }
}
