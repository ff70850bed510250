// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
//
// The ds-* tags for direct use in React 19 JSX: the element's HTML attributes, its public
// properties (React 19 sets them as properties), its attributes with dashes, and its ds-* events
// as `onds-…` props (React 19 adds listeners for `on…` props on custom elements), with the element
// as the event's currentTarget.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { DsAvatarGroup } from '../../elements/avatar/ds-avatar-group.js';
import type { DsAvatar } from '../../elements/avatar/ds-avatar.js';
import type { DsBadge } from '../../elements/badge/ds-badge.js';
import type { DsBlob } from '../../elements/blob/ds-blob.js';
import type { DsBreadcrumbItem } from '../../elements/breadcrumb/ds-breadcrumb-item.js';
import type { DsBreadcrumb } from '../../elements/breadcrumb/ds-breadcrumb.js';
import type { DsButtonGroup } from '../../elements/button/ds-button-group.js';
import type { DsButton } from '../../elements/button/ds-button.js';
import type { DsCallout } from '../../elements/callout/ds-callout.js';
import type { DsCard } from '../../elements/card/ds-card.js';
import type { DsCheckboxGroup } from '../../elements/checkbox/ds-checkbox-group.js';
import type { DsCheckbox } from '../../elements/checkbox/ds-checkbox.js';
import type { DsColorPicker } from '../../elements/color-picker/ds-color-picker.js';
import type { DsCombobox } from '../../elements/combobox/ds-combobox.js';
import type { DsCountUp } from '../../elements/count-up/ds-count-up.js';
import type { DsDatePicker } from '../../elements/date-picker/ds-date-picker.js';
import type { DsDetails } from '../../elements/details/ds-details.js';
import type { DsDivider } from '../../elements/divider/ds-divider.js';
import type { DsDotGrid } from '../../elements/dot-grid/ds-dot-grid.js';
import type { DsDrawer } from '../../elements/drawer/ds-drawer.js';
import type { DsActionEvent } from '../../elements/events/ds-action.js';
import type { DsCardOpenEvent } from '../../elements/events/ds-card-open.js';
import type { DsCardSelectEvent } from '../../elements/events/ds-card-select.js';
import type { DsCollapseEvent } from '../../elements/events/ds-collapse.js';
import type { DsDismissEvent } from '../../elements/events/ds-dismiss.js';
import type { DsExpandEvent } from '../../elements/events/ds-expand.js';
import type { DsFinishEvent } from '../../elements/events/ds-finish.js';
import type { DsFullscreenChangeEvent } from '../../elements/events/ds-fullscreen-change.js';
import type { DsHideEvent } from '../../elements/events/ds-hide.js';
import type { DsLazyLoadEvent } from '../../elements/events/ds-lazy-load.js';
import type { DsRemoveEvent } from '../../elements/events/ds-remove.js';
import type { DsSelectEvent } from '../../elements/events/ds-select.js';
import type { DsSelectionChangeEvent } from '../../elements/events/ds-selection-change.js';
import type { DsShowEvent } from '../../elements/events/ds-show.js';
import type { DsTabShowEvent } from '../../elements/events/ds-tab-show.js';
import type { DsToggleEvent } from '../../elements/events/ds-toggle.js';
import type { DsFileInput } from '../../elements/file-input/ds-file-input.js';
import type { DsGauge } from '../../elements/gauge/ds-gauge.js';
import type { DsIcon } from '../../elements/icon/ds-icon.js';
import type { DsMarquee } from '../../elements/marquee/ds-marquee.js';
import type { DsMenuItem } from '../../elements/menu/ds-menu-item.js';
import type { DsMenu } from '../../elements/menu/ds-menu.js';
import type { DsModal } from '../../elements/modal/ds-modal.js';
import type { DsNumberField } from '../../elements/number-field/ds-number-field.js';
import type { DsPopover } from '../../elements/popover/ds-popover.js';
import type { DsProgress } from '../../elements/progress/ds-progress.js';
import type { DsRadioGroup } from '../../elements/radio/ds-radio-group.js';
import type { DsRadio } from '../../elements/radio/ds-radio.js';
import type { DsRipple } from '../../elements/ripple/ds-ripple.js';
import type { DsOptionGroup } from '../../elements/select/ds-option-group.js';
import type { DsOption } from '../../elements/select/ds-option.js';
import type { DsSelect } from '../../elements/select/ds-select.js';
import type { DsSidePanel } from '../../elements/side-panel/ds-side-panel.js';
import type { DsSlider } from '../../elements/slider/ds-slider.js';
import type { DsSnackbarHost } from '../../elements/snackbar/ds-snackbar-host.js';
import type { DsSnackbar } from '../../elements/snackbar/ds-snackbar.js';
import type { DsSpinner } from '../../elements/spinner/ds-spinner.js';
import type { DsSwitch } from '../../elements/switch/ds-switch.js';
import type { DsTabPanel } from '../../elements/tabs/ds-tab-panel.js';
import type { DsTab } from '../../elements/tabs/ds-tab.js';
import type { DsTabs } from '../../elements/tabs/ds-tabs.js';
import type { DsTag } from '../../elements/tag/ds-tag.js';
import type { DsTextField } from '../../elements/text-field/ds-text-field.js';
import type { DsTooltip } from '../../elements/tooltip/ds-tooltip.js';
import type { DsTreeItem } from '../../elements/tree/ds-tree-item.js';
import type { DsTree } from '../../elements/tree/ds-tree.js';

/** Props of a ds-* tag: its HTML attributes, overridden by its own properties `P`. */
type DsTagProps<E extends HTMLElement, P> = Omit<DetailedHTMLProps<HTMLAttributes<E>, E>, keyof P> & Partial<P>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** A person's picture, initials or silhouette, named by their name. */
      'ds-avatar': DsTagProps<
        DsAvatar,
        {
          name: DsAvatar['name'];
          src: DsAvatar['src'];
          shape: DsAvatar['shape'];
          size: DsAvatar['size'];
        }
      >;
      /** Overlapping avatars with a "+N" for the ones that do not fit. */
      'ds-avatar-group': DsTagProps<
        DsAvatarGroup,
        {
          max: DsAvatarGroup['max'];
          size: DsAvatarGroup['size'];
          strings: DsAvatarGroup['strings'];
        }
      >;
      /** A count, dot or status mark, alone or on an icon or button. */
      'ds-badge': DsTagProps<
        DsBadge,
        {
          variant: DsBadge['variant'];
          count: DsBadge['count'];
          max: DsBadge['max'];
          dot: DsBadge['dot'];
          label: DsBadge['label'];
          locale: DsBadge['locale'];
          strings: DsBadge['strings'];
        }
      >;
      /** A seeded organic blob shape (SVG), filled from the theme's tokens. */
      'ds-blob': DsTagProps<
        DsBlob,
        {
          edges: DsBlob['edges'];
          smoothness: DsBlob['smoothness'];
          seed: DsBlob['seed'];
          size: DsBlob['size'];
          label: DsBlob['label'];
          strings: DsBlob['strings'];
        }
      >;
      /** A trail of links to the pages above the current one, collapsing its middle when room runs out. */
      'ds-breadcrumb': DsTagProps<
        DsBreadcrumb,
        {
          strings: DsBreadcrumb['strings'];
        }
      >;
      /** One level of a breadcrumb trail. */
      'ds-breadcrumb-item': DsTagProps<
        DsBreadcrumbItem,
        {
          href: DsBreadcrumbItem['href'];
        }
      >;
      /** Buttons trigger an action, toggle a state, submit a form or navigate. */
      'ds-button': DsTagProps<
        DsButton,
        {
          variant: DsButton['variant'];
          size: DsButton['size'];
          toggle: DsButton['toggle'];
          pressed: DsButton['pressed'];
          iconOnly: DsButton['iconOnly'];
          label: DsButton['label'];
          type: DsButton['type'];
          value: DsButton['value'];
          href: DsButton['href'];
          target: DsButton['target'];
          rel: DsButton['rel'];
          download: DsButton['download'];
          name: DsButton['name'];
          disabled: DsButton['disabled'];
          'icon-only': boolean;
        }
      >;
      /** Joins related buttons into one labelled group. */
      'ds-button-group': DsTagProps<
        DsButtonGroup,
        {
          label: DsButtonGroup['label'];
        }
      >;
      /** A notice with an icon per kind, a title, a body and an optional dismiss button. */
      'ds-callout': DsTagProps<
        DsCallout,
        {
          variant: DsCallout['variant'];
          dismissible: DsCallout['dismissible'];
          strings: DsCallout['strings'];
          hidden: string | number;
          role: string | number;
          'onds-dismiss': (event: DsDismissEvent & { currentTarget: DsCallout }) => void;
        }
      >;
      /** A card with media, heading, text and actions; optionally selectable, with a long press. */
      'ds-card': DsTagProps<
        DsCard,
        {
          selectable: DsCard['selectable'];
          selected: DsCard['selected'];
          longPress: DsCard['longPress'];
          orientation: DsCard['orientation'];
          label: DsCard['label'];
          'long-press': boolean;
          'onds-card-select': (event: DsCardSelectEvent & { currentTarget: DsCard }) => void;
          'onds-card-open': (event: DsCardOpenEvent & { currentTarget: DsCard }) => void;
        }
      >;
      /** Checkboxes let the user turn an option on or off, or show a mixed state. */
      'ds-checkbox': DsTagProps<
        DsCheckbox,
        {
          indeterminate: DsCheckbox['indeterminate'];
          appearance: DsCheckbox['appearance'];
          strings: DsCheckbox['strings'];
          value: DsCheckbox['value'];
          defaultChecked: DsCheckbox['defaultChecked'];
          required: DsCheckbox['required'];
          label: DsCheckbox['label'];
          checked: DsCheckbox['checked'];
          name: DsCheckbox['name'];
          disabled: DsCheckbox['disabled'];
        }
      >;
      /** Groups checkboxes into one labelled, multiple-choice form field. */
      'ds-checkbox-group': DsTagProps<
        DsCheckboxGroup,
        {
          strings: DsCheckboxGroup['strings'];
          label: DsCheckboxGroup['label'];
          hideLabel: DsCheckboxGroup['hideLabel'];
          appearance: DsCheckboxGroup['appearance'];
          required: DsCheckboxGroup['required'];
          value: DsCheckboxGroup['value'];
          name: DsCheckboxGroup['name'];
          disabled: DsCheckboxGroup['disabled'];
          'hide-label': boolean;
        }
      >;
      /** Picks a colour with an area, sliders, a hex field and swatches. */
      'ds-color-picker': DsTagProps<
        DsColorPicker,
        {
          value: DsColorPicker['value'];
          strings: DsColorPicker['strings'];
          label: DsColorPicker['label'];
          alpha: DsColorPicker['alpha'];
          swatches: DsColorPicker['swatches'];
          name: DsColorPicker['name'];
          disabled: DsColorPicker['disabled'];
          unsupported: boolean;
        }
      >;
      /** A labelled text field that filters a list of options as you type: one or several values, custom text, remote options. */
      'ds-combobox': DsTagProps<
        DsCombobox,
        {
          defaultValue: DsCombobox['defaultValue'];
          placeholder: DsCombobox['placeholder'];
          required: DsCombobox['required'];
          multiple: DsCombobox['multiple'];
          allowCustom: DsCombobox['allowCustom'];
          debounce: DsCombobox['debounce'];
          open: DsCombobox['open'];
          options: DsCombobox['options'];
          strings: DsCombobox['strings'];
          value: DsCombobox['value'];
          label: DsCombobox['label'];
          hideLabel: DsCombobox['hideLabel'];
          helpText: DsCombobox['helpText'];
          name: DsCombobox['name'];
          disabled: DsCombobox['disabled'];
          'allow-custom': boolean;
          'hide-label': boolean;
          'help-text': string | number;
        }
      >;
      /** An animated number that counts up or down to a final value. */
      'ds-count-up': DsTagProps<
        DsCountUp,
        {
          from: DsCountUp['from'];
          to: DsCountUp['to'];
          duration: DsCountUp['duration'];
          decimals: DsCountUp['decimals'];
          locale: DsCountUp['locale'];
          'onds-finish': (event: DsFinishEvent & { currentTarget: DsCountUp }) => void;
        }
      >;
      /** A labelled date field that reads dates typed in the locale's format and opens a calendar to choose one. */
      'ds-date-picker': DsTagProps<
        DsDatePicker,
        {
          defaultValue: DsDatePicker['defaultValue'];
          min: DsDatePicker['min'];
          max: DsDatePicker['max'];
          required: DsDatePicker['required'];
          placeholder: DsDatePicker['placeholder'];
          locale: DsDatePicker['locale'];
          open: DsDatePicker['open'];
          errorText: DsDatePicker['errorText'];
          isDateDisabled: DsDatePicker['isDateDisabled'];
          strings: DsDatePicker['strings'];
          value: DsDatePicker['value'];
          label: DsDatePicker['label'];
          hideLabel: DsDatePicker['hideLabel'];
          helpText: DsDatePicker['helpText'];
          name: DsDatePicker['name'];
          disabled: DsDatePicker['disabled'];
          'error-text': string | number;
          'hide-label': boolean;
          'help-text': string | number;
        }
      >;
      /** A section that shows or hides its content: a disclosure, or an accordion of several. */
      'ds-details': DsTagProps<
        DsDetails,
        {
          summary: DsDetails['summary'];
          open: DsDetails['open'];
          disabled: DsDetails['disabled'];
          name: DsDetails['name'];
          headingLevel: DsDetails['headingLevel'];
          'heading-level': string | number;
          'onds-show': (event: DsShowEvent & { currentTarget: DsDetails }) => void;
          'onds-hide': (event: DsHideEvent & { currentTarget: DsDetails }) => void;
        }
      >;
      /** A horizontal or vertical separator line with spacing. */
      'ds-divider': DsTagProps<
        DsDivider,
        {
          variant: DsDivider['variant'];
          spacing: DsDivider['spacing'];
          opacity: DsDivider['opacity'];
          inverted: DsDivider['inverted'];
          orientation: DsDivider['orientation'];
        }
      >;
      /** A dot grid for drawing 16×16 icons by pointer, touch or keyboard. */
      'ds-dot-grid': DsTagProps<
        DsDotGrid,
        {
          eraser: DsDotGrid['eraser'];
          guides: DsDotGrid['guides'];
          mirror: DsDotGrid['mirror'];
          label: DsDotGrid['label'];
          strings: DsDotGrid['strings'];
          value: DsDotGrid['value'];
          name: DsDotGrid['name'];
          disabled: DsDotGrid['disabled'];
        }
      >;
      /** A modal panel that slides in from an edge of the screen. */
      'ds-drawer': DsTagProps<
        DsDrawer,
        {
          label: DsDrawer['label'];
          open: DsDrawer['open'];
          placement: DsDrawer['placement'];
          strings: DsDrawer['strings'];
          'onds-show': (event: DsShowEvent & { currentTarget: DsDrawer }) => void;
          'onds-hide': (event: DsHideEvent & { currentTarget: DsDrawer }) => void;
        }
      >;
      /** A labelled drop zone and button for choosing files, with previews, limits and remove buttons. */
      'ds-file-input': DsTagProps<
        DsFileInput,
        {
          accept: DsFileInput['accept'];
          multiple: DsFileInput['multiple'];
          maxSize: DsFileInput['maxSize'];
          required: DsFileInput['required'];
          strings: DsFileInput['strings'];
          label: DsFileInput['label'];
          hideLabel: DsFileInput['hideLabel'];
          helpText: DsFileInput['helpText'];
          name: DsFileInput['name'];
          disabled: DsFileInput['disabled'];
          'max-size': string | number;
          'hide-label': boolean;
          'help-text': string | number;
        }
      >;
      /** A dial showing a value on a scale, with the value as text. */
      'ds-gauge': DsTagProps<
        DsGauge,
        {
          value: DsGauge['value'];
          min: DsGauge['min'];
          max: DsGauge['max'];
          label: DsGauge['label'];
          unit: DsGauge['unit'];
          variant: DsGauge['variant'];
          showMax: DsGauge['showMax'];
          decimals: DsGauge['decimals'];
          locale: DsGauge['locale'];
          strings: DsGauge['strings'];
          'show-max': boolean;
        }
      >;
      /** A scalable icon from the standard or the Dotline set. */
      'ds-icon': DsTagProps<
        DsIcon,
        {
          name: DsIcon['name'];
          set: DsIcon['set'];
          size: DsIcon['size'];
          stroke: DsIcon['stroke'];
          variant: DsIcon['variant'];
          label: DsIcon['label'];
          'aria-label': string | number;
          'aria-labelledby': string | number;
        }
      >;
      /** A continuously scrolling strip of content that pauses on hover and focus. */
      'ds-marquee': DsTagProps<
        DsMarquee,
        {
          direction: DsMarquee['direction'];
          paused: DsMarquee['paused'];
          speed: DsMarquee['speed'];
        }
      >;
      /** A menu button: a trigger that opens a list of actions to choose from. */
      'ds-menu': DsTagProps<
        DsMenu,
        {
          placement: DsMenu['placement'];
          label: DsMenu['label'];
          open: DsMenu['open'];
          inline: DsMenu['inline'];
          'onds-select': (event: DsSelectEvent & { currentTarget: DsMenu }) => void;
          'onds-show': (event: DsShowEvent & { currentTarget: DsMenu }) => void;
          'onds-hide': (event: DsHideEvent & { currentTarget: DsMenu }) => void;
        }
      >;
      /** One choice of a `<ds-menu>`: a focusable, activatable row. */
      'ds-menu-item': DsTagProps<
        DsMenuItem,
        {
          value: DsMenuItem['value'];
          disabled: DsMenuItem['disabled'];
        }
      >;
      /** A modal dialog with a title, a body, an optional toolbar and a fullscreen mode. */
      'ds-modal': DsTagProps<
        DsModal,
        {
          label: DsModal['label'];
          open: DsModal['open'];
          fullscreen: DsModal['fullscreen'];
          fullscreenButton: DsModal['fullscreenButton'];
          noHeader: DsModal['noHeader'];
          dimClose: DsModal['dimClose'];
          spacing: DsModal['spacing'];
          inline: DsModal['inline'];
          strings: DsModal['strings'];
          returnValue: DsModal['returnValue'];
          'fullscreen-button': boolean;
          'no-header': boolean;
          'dim-close': boolean;
          'onds-show': (event: DsShowEvent & { currentTarget: DsModal }) => void;
          'onds-hide': (event: DsHideEvent & { currentTarget: DsModal }) => void;
          'onds-fullscreen-change': (event: DsFullscreenChangeEvent & { currentTarget: DsModal }) => void;
        }
      >;
      /** A labelled spinbutton for numbers, formatted and read in the page's language. */
      'ds-number-field': DsTagProps<
        DsNumberField,
        {
          defaultValue: DsNumberField['defaultValue'];
          min: DsNumberField['min'];
          max: DsNumberField['max'];
          step: DsNumberField['step'];
          largeStep: DsNumberField['largeStep'];
          snap: DsNumberField['snap'];
          wheel: DsNumberField['wheel'];
          format: DsNumberField['format'];
          locale: DsNumberField['locale'];
          placeholder: DsNumberField['placeholder'];
          required: DsNumberField['required'];
          readonly: DsNumberField['readonly'];
          errorText: DsNumberField['errorText'];
          strings: DsNumberField['strings'];
          value: DsNumberField['value'];
          label: DsNumberField['label'];
          hideLabel: DsNumberField['hideLabel'];
          helpText: DsNumberField['helpText'];
          name: DsNumberField['name'];
          disabled: DsNumberField['disabled'];
          'large-step': string | number;
          'error-text': string | number;
          'hide-label': boolean;
          'help-text': string | number;
        }
      >;
      /** One choice of a `<ds-select>` or `<ds-combobox>`: a value and its text. */
      'ds-option': DsTagProps<
        DsOption,
        {
          value: DsOption['value'];
          label: DsOption['label'];
          disabled: DsOption['disabled'];
        }
      >;
      /** A labelled group of options in a `<ds-select>` or `<ds-combobox>`. */
      'ds-option-group': DsTagProps<
        DsOptionGroup,
        {
          label: DsOptionGroup['label'];
          disabled: DsOptionGroup['disabled'];
        }
      >;
      /** A non-modal panel of any content, opened from a trigger by click or context menu. */
      'ds-popover': DsTagProps<
        DsPopover,
        {
          placement: DsPopover['placement'];
          trigger: DsPopover['trigger'];
          open: DsPopover['open'];
          distance: DsPopover['distance'];
          hideOnScroll: DsPopover['hideOnScroll'];
          label: DsPopover['label'];
          inline: DsPopover['inline'];
          'hide-on-scroll': boolean;
          'onds-show': (event: DsShowEvent & { currentTarget: DsPopover }) => void;
          'onds-hide': (event: DsHideEvent & { currentTarget: DsPopover }) => void;
        }
      >;
      /** A progress bar or ring, determinate or indeterminate. */
      'ds-progress': DsTagProps<
        DsProgress,
        {
          value: DsProgress['value'];
          max: DsProgress['max'];
          indeterminate: DsProgress['indeterminate'];
          label: DsProgress['label'];
          variant: DsProgress['variant'];
          showValue: DsProgress['showValue'];
          locale: DsProgress['locale'];
          strings: DsProgress['strings'];
          'show-value': boolean;
        }
      >;
      /** One choice of a radio group. */
      'ds-radio': DsTagProps<
        DsRadio,
        {
          value: DsRadio['value'];
          disabled: DsRadio['disabled'];
          deselectable: DsRadio['deselectable'];
          label: DsRadio['label'];
        }
      >;
      /** Radio groups let the user choose one option of a set. */
      'ds-radio-group': DsTagProps<
        DsRadioGroup,
        {
          strings: DsRadioGroup['strings'];
          label: DsRadioGroup['label'];
          hideLabel: DsRadioGroup['hideLabel'];
          defaultValue: DsRadioGroup['defaultValue'];
          required: DsRadioGroup['required'];
          appearance: DsRadioGroup['appearance'];
          value: DsRadioGroup['value'];
          name: DsRadioGroup['name'];
          disabled: DsRadioGroup['disabled'];
          'hide-label': boolean;
        }
      >;
      /** A touch ripple that any element can contain. */
      'ds-ripple': DsTagProps<
        DsRipple,
        {
          htmlFor: DsRipple['htmlFor'];
          disabled: DsRipple['disabled'];
          control: DsRipple['control'];
          for: string | number;
        }
      >;
      /** A labelled select: a field that opens a list of options to choose one from. */
      'ds-select': DsTagProps<
        DsSelect,
        {
          defaultValue: DsSelect['defaultValue'];
          placeholder: DsSelect['placeholder'];
          required: DsSelect['required'];
          open: DsSelect['open'];
          strings: DsSelect['strings'];
          value: DsSelect['value'];
          label: DsSelect['label'];
          hideLabel: DsSelect['hideLabel'];
          helpText: DsSelect['helpText'];
          name: DsSelect['name'];
          disabled: DsSelect['disabled'];
          'hide-label': boolean;
          'help-text': string | number;
        }
      >;
      /** A collapsible side panel (navigation rail), 90 px collapsed and 240 px open. */
      'ds-side-panel': DsTagProps<
        DsSidePanel,
        {
          open: DsSidePanel['open'];
          side: DsSidePanel['side'];
          collapsedWidth: DsSidePanel['collapsedWidth'];
          openWidth: DsSidePanel['openWidth'];
          collapseBelow: DsSidePanel['collapseBelow'];
          strings: DsSidePanel['strings'];
          'collapsed-width': string | number;
          'open-width': string | number;
          'collapse-below': string | number;
          'onds-toggle': (event: DsToggleEvent & { currentTarget: DsSidePanel }) => void;
        }
      >;
      /** Sliders pick a value, or a range of values, from a continuous or stepped interval. */
      'ds-slider': DsTagProps<
        DsSlider,
        {
          label: DsSlider['label'];
          hideLabel: DsSlider['hideLabel'];
          min: DsSlider['min'];
          max: DsSlider['max'];
          step: DsSlider['step'];
          strings: DsSlider['strings'];
          range: DsSlider['range'];
          showValue: DsSlider['showValue'];
          valueText: DsSlider['valueText'];
          valueFormatter: DsSlider['valueFormatter'];
          ticks: DsSlider['ticks'];
          value: DsSlider['value'];
          valueStart: DsSlider['valueStart'];
          valueEnd: DsSlider['valueEnd'];
          name: DsSlider['name'];
          disabled: DsSlider['disabled'];
          'hide-label': boolean;
          'show-value': boolean;
          'value-text': string | number;
          'value-start': string | number;
          'value-end': string | number;
        }
      >;
      /** A short message with an optional countdown and dismiss button. */
      'ds-snackbar': DsTagProps<
        DsSnackbar,
        {
          duration: DsSnackbar['duration'];
          countdown: DsSnackbar['countdown'];
          actionLabel: DsSnackbar['actionLabel'];
          dismissible: DsSnackbar['dismissible'];
          strings: DsSnackbar['strings'];
          exiting: DsSnackbar['exiting'];
          paused: DsSnackbar['paused'];
          'action-label': string | number;
          'onds-action': (event: DsActionEvent & { currentTarget: DsSnackbar }) => void;
          'onds-dismiss': (event: DsDismissEvent & { currentTarget: DsSnackbar }) => void;
        }
      >;
      /** Shows, times, stacks and announces snackbars. */
      'ds-snackbar-host': DsTagProps<
        DsSnackbarHost,
        {
          strings: DsSnackbarHost['strings'];
          'onds-show': (event: DsShowEvent & { currentTarget: DsSnackbarHost }) => void;
          'onds-action': (event: DsActionEvent & { currentTarget: DsSnackbarHost }) => void;
          'onds-hide': (event: DsHideEvent & { currentTarget: DsSnackbarHost }) => void;
        }
      >;
      /** A loading indicator sized by the font. */
      'ds-spinner': DsTagProps<
        DsSpinner,
        {
          label: DsSpinner['label'];
          strings: DsSpinner['strings'];
        }
      >;
      /** Switches turn a setting on or off at once. */
      'ds-switch': DsTagProps<
        DsSwitch,
        {
          strings: DsSwitch['strings'];
          value: DsSwitch['value'];
          defaultChecked: DsSwitch['defaultChecked'];
          required: DsSwitch['required'];
          label: DsSwitch['label'];
          checked: DsSwitch['checked'];
          name: DsSwitch['name'];
          disabled: DsSwitch['disabled'];
        }
      >;
      /** A tab of a ds-tabs: a label, an optional icon, the name of its panel. */
      'ds-tab': DsTagProps<
        DsTab,
        {
          panel: DsTab['panel'];
          disabled: DsTab['disabled'];
        }
      >;
      /** The content of one tab of a ds-tabs. */
      'ds-tab-panel': DsTagProps<
        DsTabPanel,
        {
          name: DsTabPanel['name'];
        }
      >;
      /** Tabs and their panels (APG tabs pattern) as tiles, pills, a navigation bar or bottom tabs. */
      'ds-tabs': DsTagProps<
        DsTabs,
        {
          appearance: DsTabs['appearance'];
          activation: DsTabs['activation'];
          value: DsTabs['value'];
          label: DsTabs['label'];
          'onds-tab-show': (event: DsTabShowEvent & { currentTarget: DsTabs }) => void;
        }
      >;
      /** A short label for a keyword or a chosen value, optionally removable. */
      'ds-tag': DsTagProps<
        DsTag,
        {
          variant: DsTag['variant'];
          size: DsTag['size'];
          removable: DsTag['removable'];
          disabled: DsTag['disabled'];
          strings: DsTag['strings'];
          'onds-remove': (event: DsRemoveEvent & { currentTarget: DsTag }) => void;
        }
      >;
      /** A labelled text input or textarea with help text, validation and error messages. */
      'ds-text-field': DsTagProps<
        DsTextField,
        {
          defaultValue: DsTextField['defaultValue'];
          type: DsTextField['type'];
          placeholder: DsTextField['placeholder'];
          required: DsTextField['required'];
          minLength: DsTextField['minLength'];
          maxLength: DsTextField['maxLength'];
          min: DsTextField['min'];
          max: DsTextField['max'];
          pattern: DsTextField['pattern'];
          readonly: DsTextField['readonly'];
          errorText: DsTextField['errorText'];
          multiline: DsTextField['multiline'];
          rows: DsTextField['rows'];
          autocomplete: DsTextField['autocomplete'];
          passwordVisible: DsTextField['passwordVisible'];
          validator: DsTextField['validator'];
          messages: DsTextField['messages'];
          strings: DsTextField['strings'];
          value: DsTextField['value'];
          label: DsTextField['label'];
          hideLabel: DsTextField['hideLabel'];
          helpText: DsTextField['helpText'];
          name: DsTextField['name'];
          disabled: DsTextField['disabled'];
          minlength: string | number;
          maxlength: string | number;
          'error-text': string | number;
          'password-visible': boolean;
          'hide-label': boolean;
          'help-text': string | number;
        }
      >;
      /** A short description of an element, shown on hover, keyboard focus or a long press. */
      'ds-tooltip': DsTagProps<
        DsTooltip,
        {
          content: DsTooltip['content'];
          placement: DsTooltip['placement'];
          distance: DsTooltip['distance'];
          delay: DsTooltip['delay'];
          radius: DsTooltip['radius'];
          tone: DsTooltip['tone'];
          disabled: DsTooltip['disabled'];
          open: DsTooltip['open'];
          inline: DsTooltip['inline'];
          'onds-show': (event: DsShowEvent & { currentTarget: DsTooltip }) => void;
          'onds-hide': (event: DsHideEvent & { currentTarget: DsTooltip }) => void;
        }
      >;
      /** A tree view: nested items that open and close, with single, multiple or leaf selection. */
      'ds-tree': DsTagProps<
        DsTree,
        {
          selection: DsTree['selection'];
          label: DsTree['label'];
          'onds-selection-change': (event: DsSelectionChangeEvent & { currentTarget: DsTree }) => void;
        }
      >;
      /** A node of a ds-tree: a label, its nested items, its expanded, selected and loading states. */
      'ds-tree-item': DsTagProps<
        DsTreeItem,
        {
          expanded: DsTreeItem['expanded'];
          selected: DsTreeItem['selected'];
          disabled: DsTreeItem['disabled'];
          lazy: DsTreeItem['lazy'];
          'onds-expand': (event: DsExpandEvent & { currentTarget: DsTreeItem }) => void;
          'onds-collapse': (event: DsCollapseEvent & { currentTarget: DsTreeItem }) => void;
          'onds-lazy-load': (event: DsLazyLoadEvent & { currentTarget: DsTreeItem }) => void;
        }
      >;
    }
  }
}
