/**
 * What `<ds-select>` and `<ds-combobox>` read of their light DOM: the `<ds-option>`s, directly inside it or inside a
 * `<ds-option-group>`, as plain data. Read from attributes (which the option elements reflect), so
 * options that are not upgraded yet read the same.
 */

/** One option as the select draws it. */
export interface SelectOption {
  /** The `<ds-option>` it comes from. */
  readonly element: Element;
  readonly value: string;
  readonly label: string;
  /** Disabled by itself or by its group. */
  readonly disabled: boolean;
  /** Index of its group in `SelectOptions.groups`; -1 outside any group. */
  readonly group: number;
}

export interface SelectOptions {
  readonly options: readonly SelectOption[];
  /** The groups' labels, in order. */
  readonly groups: readonly string[];
}

const textOfElement = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

function optionOf(element: Element, group: number, groupDisabled: boolean): SelectOption {
  const text = textOfElement(element);
  const label = element.getAttribute('label')?.trim() || text;
  return {
    element,
    // like <option>: without a value attribute, the text is the value
    value: element.getAttribute('value') ?? text,
    label,
    disabled: groupDisabled || element.hasAttribute('disabled'),
    group,
  };
}

/** The options of `host`, in document order; hidden options and groups are left out. */
export function readOptions(host: Element): SelectOptions {
  const options: SelectOption[] = [];
  const groups: string[] = [];
  for (const child of host.children) {
    if (child.hasAttribute('hidden')) continue;
    if (child.localName === 'ds-option') {
      options.push(optionOf(child, -1, false));
    } else if (child.localName === 'ds-option-group') {
      const group = groups.length;
      groups.push(child.getAttribute('label')?.trim() ?? '');
      const disabled = child.hasAttribute('disabled');
      for (const inner of child.children) {
        if (inner.localName === 'ds-option' && !inner.hasAttribute('hidden'))
          options.push(optionOf(inner, group, disabled));
      }
    }
  }
  return { options, groups };
}

/**
 * The index of the enabled option `steps` enabled options away from `from` (negative: back),
 * stopping at the first or last enabled one, as the APG select-only combobox does (no wrapping).
 * From `-1` or a disabled option, one step forward lands on the next enabled option and one step
 * back on the previous one. `-1` when no option is enabled.
 */
export function stepEnabled(disabled: readonly boolean[], from: number, steps: number): number {
  const enabled: number[] = [];
  disabled.forEach((off, index) => {
    if (!off) enabled.push(index);
  });
  if (enabled.length === 0) return -1;
  let at = enabled.indexOf(from);
  if (at < 0) {
    const next = enabled.findIndex(index => index > from);
    const after = next < 0 ? enabled.length : next;
    at = steps > 0 ? after - 1 : after;
  }
  return enabled[Math.min(enabled.length - 1, Math.max(0, at + steps))]!;
}

/** The first enabled option (`-1`: none). */
export const firstEnabled = (disabled: readonly boolean[]): number => stepEnabled(disabled, -1, 1);

/** The last enabled option (`-1`: none). */
export const lastEnabled = (disabled: readonly boolean[]): number => stepEnabled(disabled, -1, Number.MAX_SAFE_INTEGER);
