import { nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { DsElement } from '../internal/core/ds-element.js';
import { optionDataStyles } from './ds-option.styles.js';

/**
 * One choice of a `<ds-select>` or `<ds-combobox>`, like `<option>` in a `<select>`.
 *
 * The element only describes the choice: it is never shown itself. The select reads its `value`,
 * text (or `label`) and `disabled` state and draws the option in its own list, in the select's
 * shadow tree, so the combobox, the list and the options share one tree and `aria-activedescendant`
 * works in every browser. Its text is therefore plain text (no icons or markup). Its attributes
 * follow its properties, so a change by script or markup reaches the select. ARIA written on it
 * is not read (the element is never shown): the drawn option is named by its text or `label`.
 *
 * @summary One choice of a `<ds-select>` or `<ds-combobox>`: a value and its text.
 * @status stable
 * @since 3.6
 *
 * @slot - The option's text (plain text, shown in the select's list and, once chosen, in the select).
 */
export class DsOption extends DsElement {
  static override styles = [DsElement.styles, optionDataStyles];

  /**
   * The value the select takes (and submits) when this option is chosen. Without a `value`
   * attribute, the option's text is its value, as with `<option>`.
   */
  @property({ reflect: true, useDefault: true })
  value = '';

  /** The text shown for the option instead of its content (e.g. when the content is long). */
  @property({ reflect: true, useDefault: true })
  label = '';

  /** The option cannot be chosen: the list shows it dimmed and the keys skip it. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  disabled = false;

  override render(): typeof nothing {
    return nothing;
  }
}
