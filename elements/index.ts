/**
 * The library's entry: importing it registers every ds-* element (the one-script-tag bundle
 * `dist/elements/ds.js` is built from here) and re-exports the element classes, their types and
 * the event classes. `index.unit.test.ts` fails when an element module is missing here.
 */
export * from './badge/ds-badge.js';
export * from './avatar/ds-avatar.js';
export * from './avatar/ds-avatar-group.js';
export * from './blob/ds-blob.js';
export * from './breadcrumb/ds-breadcrumb.js';
export * from './breadcrumb/ds-breadcrumb-item.js';
export * from './button/ds-button.js';
export * from './button/ds-button-group.js';
export * from './callout/ds-callout.js';
export * from './card/ds-card.js';
export * from './checkbox/ds-checkbox.js';
export * from './checkbox/ds-checkbox-group.js';
export * from './color-picker/ds-color-picker.js';
export * from './combobox/ds-combobox.js';
export * from './count-up/ds-count-up.js';
export * from './date-picker/ds-date-picker.js';
export * from './details/ds-details.js';
export * from './divider/ds-divider.js';
export * from './dot-grid/ds-dot-grid.js';
export * from './drawer/ds-drawer.js';
export * from './file-input/ds-file-input.js';
export * from './gauge/ds-gauge.js';
export * from './icon/ds-icon.js';
export * from './marquee/ds-marquee.js';
export * from './menu/ds-menu.js';
export * from './menu/ds-menu-item.js';
export * from './modal/ds-modal.js';
export * from './number-field/ds-number-field.js';
export * from './popover/ds-popover.js';
export * from './progress/ds-progress.js';
export * from './radio/ds-radio.js';
export * from './radio/ds-radio-group.js';
export * from './ripple/ds-ripple.js';
export * from './select/ds-option.js';
export * from './select/ds-option-group.js';
export * from './select/ds-select.js';
export * from './side-panel/ds-side-panel.js';
export * from './slider/ds-slider.js';
export * from './spinner/ds-spinner.js';
export * from './snackbar/ds-snackbar.js';
export * from './snackbar/ds-snackbar-host.js';
export * from './switch/ds-switch.js';
export * from './tabs/ds-tab.js';
export * from './tabs/ds-tab-panel.js';
export * from './tabs/ds-tabs.js';
export * from './tag/ds-tag.js';
export * from './text-field/ds-text-field.js';
export * from './tooltip/ds-tooltip.js';
export * from './tree/ds-tree.js';
export * from './tree/ds-tree-item.js';
export * from './events/index.js';
export { DsElement } from './internal/core/ds-element.js';
export { DsFormElement, type DsFormValue, type DsValidationResult } from './internal/form/ds-form-element.js';
// Languages: add one with registerTranslation() or import '@dotline/elements/translations/de.js' (see README).
export {
  LocalizeController,
  registerTranslation,
  type PartialTranslation,
  type Translation,
  type TranslationMeta,
} from './internal/i18n/localize.js';
// Theming for plain pages: the same function the site uses (see README).
export { applyTheme, type ThemeSettings } from './tokens/theme.js';
