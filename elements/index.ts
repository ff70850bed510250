/**
 * The library's entry: importing it registers every ds-* element (the one-script-tag bundle
 * `dist/elements/ds.js` is built from here) and re-exports the classes and event types.
 */
export * from './button/ds-button.js';
export * from './button/ds-button-group.js';
export * from './snackbar/ds-snackbar.js';
export * from './snackbar/ds-snackbar-host.js';
export * from './events/index.js';
export { DsElement } from './internal/ds-element.js';
export { DsFormElement, type DsFormValue, type DsValidationResult } from './internal/ds-form-element.js';
