import { css } from 'lit';
import { floatingStyles } from '../internal/overlay/floating.styles.js';

export const comboboxStyles = css`
  ${floatingStyles}

  :host {
    display: block;
    font-family: var(--ds-font-family);
    color: var(--ds-combobox-color, var(--ds-color-on-surface));
    line-height: var(--ds-line-height);
    --_border: var(--ds-combobox-border-color, var(--ds-color-border-strong));
    --_duration: var(--ds-combobox-duration, var(--ds-duration-fast));
    --_row-height: var(--ds-combobox-option-height, 2.25rem);
    /* the label, help and error texts (labelledFieldStyles) */
    --_gap: var(--ds-combobox-gap, var(--ds-space-xs));
    --_label-color: var(--ds-combobox-label-color, var(--ds-color-on-surface));
    --_help-color: var(--ds-combobox-help-color, var(--ds-color-on-surface-muted));
    --_error-color: var(--ds-combobox-error-color, var(--ds-color-danger));
  }

  .field {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--ds-space-xs);
    min-height: var(--ds-combobox-height, 2.75rem);
    padding-block: var(--ds-space-2xs);
    padding-inline: var(--ds-combobox-padding-inline, var(--ds-space-m)) var(--ds-space-s);
    background: var(--ds-combobox-background, var(--ds-color-surface));
    border: 1px solid var(--_border);
    border-radius: var(--ds-combobox-radius, var(--ds-radius-m));
    font-size: var(--ds-combobox-font-size, var(--ds-font-size-m));
    cursor: text;
    transition: border-color var(--_duration) var(--ds-easing-standard);
  }

  .field:hover {
    --_border: var(--ds-combobox-border-color-hover, var(--ds-color-on-surface));
  }

  /* focused or open: a stronger border plus a ring inside the box (not colour alone) */
  .field:focus-within,
  .open .field {
    --_border: var(--ds-combobox-border-color-focus, var(--ds-color-accent));
    box-shadow: inset 0 0 0 1px var(--_border);
  }

  .invalid .field {
    --_border: var(--ds-combobox-border-color-invalid, var(--ds-color-danger));
  }

  .disabled .field {
    opacity: 0.5;
    cursor: not-allowed;
  }

  .tags {
    display: contents;
  }

  /* a chosen value: a ds-tag in the combobox's colours */
  .tag {
    --ds-tag-background: var(--ds-combobox-tag-background, var(--ds-color-accent-soft));
    --ds-tag-color: var(--ds-combobox-tag-color, var(--ds-color-on-accent-soft));
    --ds-tag-border-color: transparent;
  }

  /* a set width, not the input's intrinsic 20 characters, is what the field asks of its container at least */
  .input {
    flex: 1 1 6rem;
    inline-size: 4rem;
    min-inline-size: 4rem;
    align-self: stretch;
    min-height: 2.25rem;
    margin: 0;
    padding: 0;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
  }

  .input:focus,
  .input:focus-visible {
    outline: none;
  }

  .input::placeholder {
    color: var(--ds-combobox-placeholder-color, var(--ds-color-on-surface-muted));
    opacity: 1;
  }

  .input:disabled {
    cursor: not-allowed;
  }

  .expand-icon,
  .check,
  .error-icon {
    flex: none;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }

  .expand-icon {
    inline-size: 1.25rem;
    block-size: 1.25rem;
    margin-inline-start: auto;
    color: var(--ds-combobox-help-color, var(--ds-color-on-surface-muted));
    cursor: pointer;
    transition: rotate var(--_duration) var(--ds-easing-standard);
  }

  .open .expand-icon {
    rotate: 180deg;
  }

  /* the list and its message, in the top layer */
  .popup {
    flex-direction: column;
    inline-size: var(--_combobox-width, auto);
    min-inline-size: 8rem;
    max-inline-size: var(--_floating-max-width, calc(100vw - 20px));
    max-block-size: min(var(--_floating-max-height, calc(100vh - 20px)), var(--ds-combobox-listbox-max-height, 20rem));
    padding: var(--ds-space-xs);
    border: 1px solid var(--ds-color-border);
    border-radius: var(--ds-combobox-radius, var(--ds-radius-m));
    background: var(--ds-combobox-listbox-background, var(--ds-color-surface-raised));
    color: var(--ds-combobox-color, var(--ds-color-on-surface));
    box-shadow: var(--ds-combobox-listbox-shadow, var(--ds-shadow-3));
    font-size: var(--ds-combobox-font-size, var(--ds-font-size-m));
    z-index: 2147482000;
  }

  .popup[data-open] {
    display: flex;
    animation: fade-in var(--_duration) var(--ds-easing-standard) both;
  }

  .listbox {
    flex: 1 1 auto;
    min-block-size: 0;
    overflow: auto;
    overscroll-behavior: contain;
  }

  .listbox:empty {
    display: none;
  }

  /* the rows out of the rendered window are room, not elements */
  .rows {
    padding-block: var(--_space-before, 0) var(--_space-after, 0);
  }

  .message {
    padding: var(--ds-space-xs) var(--ds-space-m);
    color: var(--ds-color-on-surface-muted);
  }

  .group-label,
  .option {
    box-sizing: border-box;
    block-size: var(--_row-height);
    white-space: nowrap;
  }

  .group-label {
    display: flex;
    align-items: flex-end;
    padding: var(--ds-space-xs) var(--ds-space-m);
    color: var(--ds-color-on-surface-muted);
    font-size: var(--ds-font-size-xs);
    font-weight: var(--ds-font-weight-bold);
  }

  .option {
    display: flex;
    align-items: center;
    gap: var(--ds-space-s);
    padding-inline: var(--ds-space-s) var(--ds-space-m);
    border-radius: var(--ds-radius-s);
    cursor: pointer;
  }

  .option.active {
    background: var(--ds-combobox-option-background-active, var(--ds-color-accent-soft));
    color: var(--ds-combobox-option-color-active, var(--ds-color-on-accent-soft));
  }

  .option[aria-selected='true'] {
    font-weight: var(--ds-font-weight-medium);
  }

  .option[aria-disabled='true'] {
    color: var(--ds-color-on-surface-muted);
    cursor: not-allowed;
  }

  .check {
    inline-size: 1.125rem;
    block-size: 1.125rem;
    visibility: hidden;
  }

  .option[aria-selected='true'] .check {
    visibility: visible;
  }

  .option-label {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }

  /* underlined, not bold: a change of weight inside a word would break the joining of Arabic letters */
  mark {
    background: none;
    color: inherit;
    text-decoration: underline 2px;
    text-underline-offset: 0.2em;
  }

  /* a finger needs 44 px */
  @media (pointer: coarse) {
    :host {
      --_row-height: max(44px, var(--ds-combobox-option-height, 2.25rem));
    }

    .field {
      min-height: max(44px, var(--ds-combobox-height, 2.75rem));
    }

  }

  @media (prefers-reduced-motion: reduce) {
    .field,
    .expand-icon {
      transition: none;
    }

    .popup[data-open] {
      animation: none;
    }
  }

  @media (forced-colors: active) {
    .field {
      --_border: FieldText;
      background: Field;
      color: FieldText;
    }

    .field:focus-within,
    .open .field {
      --_border: Highlight;
    }

    /* an error is marked by a dashed outline (colours are the user's in this mode) */
    .invalid .field {
      outline: 2px dashed CanvasText;
      outline-offset: 2px;
    }

    .disabled .field {
      --_border: GrayText;
      color: GrayText;
      opacity: 1;
    }


    .expand-icon,
    .help-text,
    .error-text,
    .required-indicator,
    .group-label,
    .message {
      color: CanvasText;
    }

    .popup {
      border-color: CanvasText;
      background: Canvas;
      color: CanvasText;
    }

    .option.active {
      forced-color-adjust: none;
      background: Highlight;
      color: HighlightText;
    }

    .option[aria-disabled='true'] {
      color: GrayText;
    }

    mark {
      color: inherit;
    }
  }
`;
