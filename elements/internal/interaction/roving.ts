/**
 * Pure logic of a radio group's keyboard model (WAI-ARIA radio group pattern): which option
 * holds the group's single tab stop, and where the arrow keys go.
 */

/** What the logic needs to know about an option. */
export interface RovingOption {
  /** The option's value. */
  readonly value: string;
  /** The option cannot be focused or chosen. */
  readonly disabled: boolean;
}

/**
 * Index of the option that `value` selects: the first option (enabled or not) with that value;
 * `-1` for an empty value or when no option has it. (A disabled option can show as checked, as
 * a native disabled radio can; it is not submitted.)
 */
export function selectedIndex(options: readonly RovingOption[], value: string | null | undefined): number {
  if (value === null || value === undefined || value === '') return -1;
  return options.findIndex(option => option.value === value);
}

/**
 * Index of the option that takes the tab stop (`tabindex="0"`): the selected one when it is
 * enabled, otherwise the first enabled one; `-1` when every option is disabled (or there is none).
 */
export function tabStopIndex(options: readonly RovingOption[], value: string | null | undefined): number {
  const selected = selectedIndex(options, value);
  if (selected >= 0 && !options[selected]!.disabled) return selected;
  return options.findIndex(option => !option.disabled);
}

/**
 * The next enabled option from `from` in direction `step` (+1 next, -1 previous), wrapping
 * around the ends and skipping disabled options. `from` may be `-1` (no current option): +1
 * then finds the first enabled option and -1 the last. Returns `-1` when no option is enabled.
 * A `from` that is itself the only enabled option returns `from`.
 */
export function nextEnabledIndex(options: readonly RovingOption[], from: number, step: 1 | -1): number {
  const count = options.length;
  if (count === 0) return -1;
  let start = Number.isInteger(from) && from >= 0 && from < count ? from : step === 1 ? -1 : count;
  for (let i = 0; i < count; i++) {
    start = (((start + step) % count) + count) % count;
    if (!options[start]!.disabled) return start;
  }
  return -1;
}
