/**
 * English: the words every element renders or announces, and the fallback of every other language.
 * The elements take their defaults from here (`modalStrings` is `en.modal`), and the type of every
 * other translation is derived from it, so the type-check fails when a language misses a word.
 * Placeholders in braces (`{label}`, `{value}`) are filled in by the element.
 */
import { UNSUPPORTED_COLOR_LABEL } from '../color/unsupported.js';
import { formStrings } from '../internal/form/ds-form-element.js';
import { registerTranslation, type TranslationMeta } from '../internal/i18n/localize.js';

const groups = {
  blob: {
    /** The image's accessible name when `label` is empty. */
    name: 'Blob',
  },
  // Structure: ds-breadcrumb, ds-tag, ds-avatar
  breadcrumb: {
    /** The navigation landmark's name (an `aria-label` on the host replaces it). */
    label: 'Breadcrumb',
    /** The button that lists the breadcrumbs hidden for lack of room. */
    showMore: 'Show more breadcrumbs',
  },
  tag: {
    /** The remove button's name; `{text}` is the tag's text. */
    remove: 'Remove {text}',
  },
  avatar: {
    /** ds-avatar-group's "+N", read as words; `{count}` is formatted in the element's locale. */
    more: 'and {count} more',
    moreOne: 'and {count} more',
  },
  checkbox: {
    /** The validation message of a required checkbox or switch left unchecked. */
    valueMissing: 'Please check this box if you want to proceed.',
  },
  checkboxGroup: {
    valueMissing: 'Please select at least one option.',
  },
  colorPicker: {
    picker: 'Color picker',
    area: 'Saturation and brightness',
    areaRole: '2D slider',
    areaValue: 'saturation {saturation}%, brightness {brightness}%',
    hue: 'Hue',
    hueValue: '{degrees} degrees',
    hueValueOne: '{degrees} degree',
    alpha: 'Opacity',
    alphaValue: '{percent}%',
    hexColor: 'Hex color',
    unsupported: UNSUPPORTED_COLOR_LABEL,
    swatches: 'Swatches',
    previousSwatches: 'Previous swatches',
    nextSwatches: 'Next swatches',
  },
  /** ds-combobox: its words and announcements. */
  combobox: {
    requiredMark: '*',
    valueMissing: 'Please select an item in the list.',
    /** Announced (politely) after filtering; `{count}` is formatted in the element's locale. */
    results: '{count} results available.',
    resultsOne: '{count} result available.',
    noResults: 'No results',
    loading: 'Loading…',
    loadError: 'The options could not be loaded.',
    /** The name of a chosen value's remove button (multiple). */
    remove: 'Remove {label}',
  },
  /** ds-date-picker: the field's format letters, the calendar's buttons and the validation messages. */
  datePicker: {
    requiredMark: '*',
    /** The calendar button's name while no date is chosen. */
    chooseDate: 'Choose date',
    /** The calendar button's name with a chosen date (`{date}` in words). */
    changeDate: 'Change date, {date}',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    close: 'Close',
    /** The letters of the format hint (`DD.MM.YYYY`), one field each. */
    dayLetters: 'DD',
    monthLetters: 'MM',
    yearLetters: 'YYYY',
    /** Typed text that is not a date; `{format}` is the hint, `{example}` a date in it. */
    badInput: 'Enter a date in the form {format}, like {example}.',
    valueMissing: 'Enter a date.',
    /** `{min}` and `{max}` are written in the locale's numeric format. */
    rangeUnderflow: 'Choose {min} or a later date.',
    rangeOverflow: 'Choose {max} or an earlier date.',
    unavailable: '{date} is not available. Choose another date.',
  },
  dotGrid: {
    label: 'Dot grid',
    dot: 'Row {row}, column {column}, {state}',
    on: 'on',
    off: 'off',
  },
  /** ds-file-input: its button, drop zone, list and messages (its `strings` property overrides them). */
  fileInput: {
    choose: 'Choose file',
    chooseMultiple: 'Choose files',
    dropHint: 'Drop a file here',
    dropHintMultiple: 'Drop files here',
    /** Read with the button after its name, for the asterisk the eye sees. */
    required: 'Required',
    requiredMark: '*',
    valueMissing: 'Choose a file.',
    /** The name of a chosen file's remove button. */
    remove: 'Remove {name}',
    /** Announced after files were added: {count} of them (`addedOne` where the language's plural rules say "one"). */
    added: '{count} files added',
    addedOne: '{count} file added',
    removed: '{name} removed',
    /** Refused files; {names} is a list ("a.txt and b.doc"), {limit} a size ("2.5 MB"). */
    wrongType: 'Not an accepted type of file: {names}.',
    tooLarge: 'Larger than {limit}: {names}.',
    tooMany: 'Only one file can be chosen. Not added: {names}.',
  },
  /** A form control's validation message when it gives none of its own. */
  form: formStrings,
  gauge: {
    label: 'Gauge',
    valueText: '{value} {unit}',
    max: 'Max {max} {unit}',
  },
  // Feedback: ds-progress, ds-spinner, ds-badge, ds-callout
  progress: {
    /** The progress bar's name when `label` is empty. */
    label: 'Progress',
  },
  spinner: {
    /** The spinner's name when `label` is empty. */
    label: 'Loading',
  },
  badge: {
    /** What a dot badge without a `label` says. */
    dot: 'New',
    /** A count over `max`: `{max}` is formatted in the element's locale. */
    overflow: '{max}+',
  },
  callout: {
    /** Name of the dismiss button. */
    dismiss: 'Dismiss',
    /** Read before the content, so the kind of message is not told by colour and icon alone. */
    info: 'Information',
    success: 'Success',
    warning: 'Warning',
    danger: 'Error',
  },
  modal: {
    close: 'Close',
    maximize: 'Maximize',
    minimize: 'Minimize',
  },
  // ds-drawer
  drawer: {
    /** Name of the header's close button. */
    close: 'Close',
  },
  // ds-number-field
  numberField: {
    /** The − button's name; `{label}` is the field's label. */
    decrease: 'Decrease {label}',
    increase: 'Increase {label}',
    decreaseUnlabelled: 'Decrease',
    increaseUnlabelled: 'Increase',
    /** Typed text that is not a number reverts: `{text}` is the text, `{value}` the value kept. */
    notANumber: '“{text}” is not a number. The value stays {value}.',
    notANumberEmpty: '“{text}” is not a number. The field stays empty.',
    clampedToMax: 'The highest value is {max}.',
    clampedToMin: 'The lowest value is {min}.',
    requiredMark: '*',
  },
  radioGroup: {
    valueMissing: 'Please select one of these options.',
  },
  select: {
    requiredMark: '*',
    valueMissing: 'Please select an item in the list.',
  },
  sidePanel: {
    collapse: 'Collapse panel',
    expand: 'Expand panel',
  },
  slider: {
    rangeStart: '{label} start',
    rangeEnd: '{label} end',
  },
  snackbar: {
    dismiss: 'Dismiss',
  },
  tabs: {
    /** The tab list's name when ds-tabs has no `label`. */
    label: 'Tabs',
  },
  // ds-tree
  tree: {
    /** Shown and announced in a lazy item while its children load. */
    loading: 'Loading…',
  },
  textField: {
    showPassword: 'Show password for {label}',
    showPasswordUnlabelled: 'Show password',
    requiredMark: '*',
  },
  /** ds-text-field's validation messages (its `messages` property overrides them). */
  validation: {
    required: 'Fill in this field.',
    min: 'Enter {min} or more.',
    max: 'Enter {max} or less.',
    minLength: 'Use at least {minLength} characters (you used {length}).',
    maxLength: 'Use at most {maxLength} characters (you used {length}).',
    pattern: 'Match the requested format.',
    validate: 'Enter a valid value.',
    email: 'Enter an email address, like name@example.com.',
    url: 'Enter a web address, like https://example.com.',
    number: 'Enter a number.',
  },
};

/** Every group of words and its keys, all required. */
export type TranslationGroups = { [G in keyof typeof groups]: { [K in keyof (typeof groups)[G]]: string } };

/** A complete language: write `const de = { … } satisfies Translation`. */
export interface Translation extends TranslationMeta, TranslationGroups {}

/** What `registerTranslation()` accepts: any groups and keys (the rest falls back). */
export type PartialTranslation = TranslationMeta & { [G in keyof TranslationGroups]?: Partial<TranslationGroups[G]> };

const en = { $code: 'en', $name: 'English', $dir: 'ltr', ...groups } satisfies Translation;

registerTranslation(en);

export default en;
