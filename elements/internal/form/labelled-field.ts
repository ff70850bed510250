import { html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { DsFormElement } from './ds-form-element.js';

const errorIcon = html`<svg class="error-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <circle cx="12" cy="12" r="9" />
  <path d="M12 7.5v5.5M12 16.2v.3" />
</svg>`;

/**
 * Base class of the form controls drawn as a labelled field (`ds-text-field`, `ds-select`): the label, whether
 * it is hidden, the help text, and the parts they share (the required mark, the help and error texts below
 * the field, the ids that describe the control). Each element renders its own label element around
 * `labelContent()`: a `<label for>` of the input, or the element that names the combobox and its list.
 */
export abstract class DsLabelledField extends DsFormElement {
  /** The field's label; it names the control. Always set it; hide it with `hide-label` if the context names the field visibly. */
  @property({ useDefault: true })
  label = '';

  /** Hides the label visually; it still names the control for assistive technology. */
  @property({ type: Boolean, reflect: true, attribute: 'hide-label', useDefault: true })
  hideLabel = false;

  /** Assistive text below the field (describes the control). */
  @property({ attribute: 'help-text', useDefault: true })
  helpText = '';

  /** The label's content: its text and, for a required field, `mark` after it (hidden from assistive technology). */
  protected labelContent(required: boolean, mark: string): TemplateResult {
    return html`${this.label}${
      required
        ? html`<span part="required-indicator" class="required-indicator" aria-hidden="true">${mark}</span>`
        : nothing
    }`;
  }

  /** The ids of the texts that describe the control (`aria-describedby`): the error shown, the help text. */
  protected describedBy(error: string): string {
    return [error ? 'error-text' : '', this.helpText ? 'help-text' : ''].filter(Boolean).join(' ');
  }

  /** The help text and the error message shown (`error`), below the field. */
  protected renderFieldTexts(error: string): TemplateResult {
    return html`${this.helpText ? html`<div part="help-text" id="help-text" class="help-text">${this.helpText}</div>` : nothing}
      ${error ? html`<div part="error-text" id="error-text" class="error-text">${errorIcon}<span>${error}</span></div>` : nothing}`;
  }
}
