// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
export { DsButton } from './DsButton.js';
export { DsButtonGroup } from './DsButtonGroup.js';
export { DsCheckbox } from './DsCheckbox.js';
export { DsCheckboxGroup } from './DsCheckboxGroup.js';
export { DsColorPicker } from './DsColorPicker.js';
export { DsIcon } from './DsIcon.js';
export { DsModal } from './DsModal.js';
export { DsPopover } from './DsPopover.js';
export { DsRadio } from './DsRadio.js';
export { DsRadioGroup } from './DsRadioGroup.js';
export { DsRipple } from './DsRipple.js';
export { DsSlider } from './DsSlider.js';
export { DsSnackbar } from './DsSnackbar.js';
export { DsSnackbarHost } from './DsSnackbarHost.js';
export { DsSwitch } from './DsSwitch.js';
export { DsTextField } from './DsTextField.js';
export { DsTooltip } from './DsTooltip.js';
