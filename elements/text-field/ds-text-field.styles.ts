import { css } from 'lit';

export const textFieldStyles = css`
  :host {
    display: block;
    font-family: var(--ds-text-field-font-family, var(--ds-font-family));
    color: var(--ds-text-field-color, var(--ds-color-on-surface));
    line-height: var(--ds-line-height);
    --_gap: var(--ds-text-field-gap, var(--ds-space-xs));
    --_border: var(--ds-text-field-border-color, var(--ds-color-border-strong));
    --_border-width: var(--ds-text-field-border-width, 1px);
  }

  .form-control {
    display: flex;
    flex-direction: column;
    gap: var(--_gap);
  }

  .label {
    align-self: flex-start;
    color: var(--ds-text-field-label-color, var(--ds-color-on-surface));
    font-size: var(--ds-text-field-label-font-size, var(--ds-font-size-s));
    font-weight: var(--ds-font-weight-medium);
  }

  .label:empty {
    display: none;
  }

  .required-indicator {
    margin-inline-start: var(--ds-space-2xs);
    color: var(--ds-text-field-error-color, var(--ds-color-danger));
  }

  .base {
    display: flex;
    align-items: center;
    gap: var(--_gap);
    min-height: var(--ds-text-field-height, 2.75rem);
    padding-inline: var(--ds-text-field-padding-inline, var(--ds-space-m));
    background: var(--ds-text-field-background, var(--ds-color-surface));
    border: var(--_border-width) solid var(--_border);
    border-radius: var(--ds-text-field-radius, var(--ds-radius-m));
    cursor: text;
    transition:
      border-color var(--ds-duration-fast) var(--ds-easing-standard),
      box-shadow var(--ds-duration-fast) var(--ds-easing-standard);
  }

  .base.multiline {
    align-items: flex-start;
    padding-block: var(--ds-space-s);
  }

  .base:hover {
    --_border: var(--ds-text-field-border-color-hover, var(--ds-color-on-surface));
  }

  /* The focused field: a stronger border plus a ring drawn inside the box (not colour alone). */
  .base:focus-within {
    --_border: var(--ds-text-field-border-color-focus, var(--ds-color-accent));
    box-shadow: inset 0 0 0 1px var(--_border);
  }

  .invalid .base {
    --_border: var(--ds-text-field-border-color-invalid, var(--ds-color-danger));
  }

  .disabled .base {
    opacity: 0.5;
    cursor: not-allowed;
  }

  .control {
    flex: 1 1 auto;
    min-width: 0;
    align-self: stretch;
    margin: 0;
    padding: 0;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: var(--ds-text-field-font-size, var(--ds-font-size-m));
  }

  /* The box shows focus; the input itself needs no second ring. */
  .control:focus,
  .control:focus-visible {
    outline: none;
  }

  .control::placeholder {
    color: var(--ds-text-field-placeholder-color, var(--ds-color-on-surface-muted));
    opacity: 1;
  }

  /* A number field looks the same in every engine: no spin buttons (the arrow keys still step). */
  input.control[type='number'] {
    appearance: textfield;
    -moz-appearance: textfield;
  }

  .control::-webkit-inner-spin-button,
  .control::-webkit-outer-spin-button {
    margin: 0;
    appearance: none;
    -webkit-appearance: none;
  }

  /* A search field with its own clear button (end slot) shows no second one from the engine. */
  .has-end .control::-webkit-search-cancel-button {
    display: none;
    appearance: none;
  }

  .control:disabled {
    cursor: not-allowed;
  }

  textarea.control {
    resize: vertical;
    min-height: calc(1lh + 2px);
  }

  .start,
  .end {
    display: inline-flex;
    align-items: center;
    flex: none;
    color: var(--ds-text-field-help-color, var(--ds-color-on-surface-muted));
  }

  .start:not(.has-content),
  .end:not(.has-content) {
    display: none;
  }

  .end {
    margin-inline-end: calc(-1 * var(--ds-space-xs));
  }

  ::slotted(svg),
  ::slotted(img) {
    width: 1.25em;
    height: 1.25em;
  }

  .password-toggle {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    width: 2rem;
    height: 2rem;
    margin-inline-end: calc(-1 * var(--ds-space-xs));
    padding: 0;
    border: 0;
    border-radius: var(--ds-radius-pill);
    background: transparent;
    color: var(--ds-text-field-help-color, var(--ds-color-on-surface-muted));
    cursor: pointer;
    --ds-focus-ring-offset: 0px;
  }

  .password-toggle:hover:not(:disabled) {
    background: var(--ds-color-surface-sunken);
    color: var(--ds-text-field-color, var(--ds-color-on-surface));
  }

  .password-toggle[aria-pressed='true'] {
    color: var(--ds-text-field-color, var(--ds-color-on-surface));
  }

  .password-toggle:disabled {
    cursor: not-allowed;
  }

  .password-toggle svg,
  .error-icon {
    width: 1.25rem;
    height: 1.25rem;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }

  .help-text,
  .error-text {
    font-size: var(--ds-text-field-text-font-size, var(--ds-font-size-xs));
  }

  .help-text {
    color: var(--ds-text-field-help-color, var(--ds-color-on-surface-muted));
  }

  .error-text {
    display: flex;
    align-items: flex-start;
    gap: var(--ds-space-xs);
    color: var(--ds-text-field-error-color, var(--ds-color-danger));
  }

  .error-icon {
    width: 1.25em;
    height: 1.25em;
    flex: none;
  }

  @media (prefers-reduced-motion: reduce) {
    .base {
      transition: none;
    }
  }

  @media (forced-colors: active) {
    .password-toggle {
      color: ButtonText;
    }

    .password-toggle[aria-pressed='true'] {
      forced-color-adjust: none;
      background: Highlight;
      color: HighlightText;
    }

    .password-toggle:disabled {
      color: GrayText;
    }

    .error-text,
    .help-text,
    .required-indicator {
      color: CanvasText;
    }
  }
`;
