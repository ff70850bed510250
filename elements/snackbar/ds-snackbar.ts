import { defineElement } from '../internal/core/define.js';
import { DsSnackbar } from './ds-snackbar.component.js';

export * from './ds-snackbar.component.js';

defineElement('ds-snackbar', DsSnackbar);

declare global {
  interface HTMLElementTagNameMap {
    'ds-snackbar': DsSnackbar;
  }
}
