/** The choices of every demo on the Checkbox & Radio page: one value per demo, and what Reset Form restores. */
export interface Choices {
  newsletter: boolean;
  /** The label-less checkbox of the file row. */
  report: boolean;
  notifications: boolean;
  remember: boolean;
  /** The chosen contact's value, '' for none ("Uncheck Me" chosen again clears it). */
  contact: string;
  layout: string;
  /** The checked weekdays' values, Monday to Friday. */
  days: readonly string[];
}

export const CHOICE_DEFAULTS: Choices = {
  newsletter: false,
  report: false,
  notifications: true,
  remember: true,
  contact: 'email',
  layout: 'grid',
  days: ['mo', 'we'],
};

export const CONTACT_OPTIONS = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone call' },
  { value: 'post', label: 'Letter by post', disabled: true },
  { value: 'uncheck', label: 'Uncheck Me', deselectable: true },
] as const;

export const LAYOUTS = [
  { value: 'stream', label: 'Stream' },
  { value: 'table', label: 'Table' },
  { value: 'grid', label: 'Grid' },
  { value: 'column', label: 'Column' },
] as const;

export const WEEKDAYS = [
  { value: 'mo', short: 'Mo', name: 'Monday' },
  { value: 'tu', short: 'Tu', name: 'Tuesday' },
  { value: 'we', short: 'We', name: 'Wednesday' },
  { value: 'th', short: 'Th', name: 'Thursday' },
  { value: 'fr', short: 'Fr', name: 'Friday' },
] as const;

/** The label of the option with `value` in `options`, as a list of none or one (for a read-out). */
export function chosenLabels(options: readonly { value: string; label: string }[], value: string): string[] {
  return options.filter(option => option.value === value).map(option => option.label);
}

/** The names of the checked weekdays, Monday first. */
export const dayNames = (days: readonly string[]): string[] =>
  WEEKDAYS.filter(day => days.includes(day.value)).map(day => day.name);
