import { css } from 'lit';
import { labelledFieldStyles } from '../internal/form/labelled-field.styles.js';

export const numberFieldStyles = css`
  ${labelledFieldStyles}

  :host {
    display: block;
    font-family: var(--ds-number-field-font-family, var(--ds-font-family));
    color: var(--ds-number-field-color, var(--ds-color-on-surface));
    line-height: var(--ds-line-height);
    --_gap: var(--ds-number-field-gap, var(--ds-space-xs));
    --_label-color: var(--ds-number-field-label-color, var(--ds-color-on-surface));
    --_help-color: var(--ds-number-field-help-color, var(--ds-color-on-surface-muted));
    --_error-color: var(--ds-number-field-error-color, var(--ds-color-danger));
    --_border: var(--ds-number-field-border-color, var(--ds-color-border-strong));
    --_button-size: var(--ds-number-field-button-size, 2rem);
  }

  .base {
    display: flex;
    align-items: center;
    gap: var(--ds-space-2xs);
    min-height: var(--ds-number-field-height, 2.75rem);
    padding-inline: var(--ds-space-xs);
    background: var(--ds-number-field-background, var(--ds-color-surface));
    border: 1px solid var(--_border);
    border-radius: var(--ds-number-field-radius, var(--ds-radius-m));
    transition:
      border-color var(--ds-duration-fast) var(--ds-easing-standard),
      box-shadow var(--ds-duration-fast) var(--ds-easing-standard);
  }

  .base:hover {
    --_border: var(--ds-number-field-border-color-hover, var(--ds-color-on-surface));
  }

  /* The focused field: a stronger border plus a ring drawn inside the box (not colour alone). */
  .base:focus-within {
    --_border: var(--ds-number-field-border-color-focus, var(--ds-color-accent));
    box-shadow: inset 0 0 0 1px var(--_border);
  }

  .invalid .base {
    --_border: var(--ds-number-field-border-color-invalid, var(--ds-color-danger));
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
    padding: 0 var(--ds-space-xs);
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: var(--ds-number-field-font-size, var(--ds-font-size-m));
    font-variant-numeric: tabular-nums;
    text-align: var(--ds-number-field-text-align, center);
  }

  /* The box shows focus; the input itself needs no second ring. */
  .control:focus,
  .control:focus-visible {
    outline: none;
  }

  .control::placeholder {
    color: var(--ds-number-field-placeholder-color, var(--ds-color-on-surface-muted));
    opacity: 1;
  }

  .control:disabled {
    cursor: not-allowed;
  }

  .stepper {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    width: var(--_button-size);
    height: var(--_button-size);
    padding: 0;
    border: 0;
    border-radius: var(--ds-radius-s);
    background: transparent;
    color: var(--ds-number-field-button-color, var(--ds-color-on-surface));
    cursor: pointer;
    touch-action: manipulation;
    user-select: none;
    -webkit-user-select: none;
    transition: background-color var(--ds-duration-fast) var(--ds-easing-standard);
  }

  /* after the input in the DOM (see the template), before it on screen */
  .stepper[part='decrement'] {
    order: -1;
  }

  .stepper:hover:not(:disabled) {
    background: var(--ds-number-field-button-background-hover, var(--ds-color-surface-sunken));
  }

  .stepper:disabled {
    color: var(--ds-color-on-surface-muted);
    opacity: 0.5;
    cursor: not-allowed;
  }

  .stepper svg {
    width: 1.125rem;
    height: 1.125rem;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
  }

  /* The live region stays rendered while empty (a region that appears with its text is often not announced), taking no space. */
  .message:empty {
    margin-block-start: calc(-1 * var(--_gap));
  }

  .message {
    font-size: var(--ds-font-size-xs);
    color: var(--_help-color);
  }

  @media (pointer: coarse) {
    .stepper {
      --_button-size: 44px;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .base,
    .stepper {
      transition: none;
    }
  }

  @media (forced-colors: active) {
    .stepper {
      color: ButtonText;
    }

    .stepper:disabled {
      color: GrayText;
      opacity: 1;
    }

    .message {
      color: CanvasText;
    }
  }
`;
