import { nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { DsElement } from '../internal/core/ds-element.js';
import { optionDataStyles } from './ds-option.styles.js';

/**
 * A named group of `<ds-option>`s in a `<ds-select>` or `<ds-combobox>`, like `<optgroup>` in a `<select>`.
 *
 * The select shows the group's `label` as a heading above its options, in a list `group` named
 * by it. Like `<ds-option>`, the element only describes: the select draws it, and ARIA written
 * on the element is not read (the group is named by `label`).
 *
 * @summary A labelled group of options in a `<ds-select>` or `<ds-combobox>`.
 * @status stable
 * @since 3.6
 * @dependency ds-option
 *
 * @slot - The group's `<ds-option>` elements.
 */
export class DsOptionGroup extends DsElement {
  static override styles = [DsElement.styles, optionDataStyles];

  /** The group's heading, which also names the group for assistive technology. Always set it. */
  @property({ reflect: true, useDefault: true })
  label = '';

  /** Every option of the group is disabled. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  disabled = false;

  override render(): typeof nothing {
    return nothing;
  }
}
