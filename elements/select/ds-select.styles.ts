import { css } from 'lit';
import { floatingStyles } from '../internal/overlay/floating.styles.js';
import { focusRingOn } from '../internal/styles/focus-ring.styles.js';

export const selectStyles = css`
  ${floatingStyles}

  :host {
    display: block;
    font-family: var(--ds-font-family);
    color: var(--ds-select-color, var(--ds-color-on-surface));
    line-height: var(--ds-line-height);
    --_border: var(--ds-select-border-color, var(--ds-color-border-strong));
    --_duration: var(--ds-select-duration, var(--ds-duration-fast));
  }

  .form-control {
    display: flex;
    flex-direction: column;
    gap: var(--ds-select-gap, var(--ds-space-xs));
  }

  .label {
    align-self: flex-start;
    color: var(--ds-select-label-color, var(--ds-color-on-surface));
    font-size: var(--ds-font-size-s);
    font-weight: var(--ds-font-weight-medium);
  }

  .label:empty {
    display: none;
  }

  .required-indicator {
    margin-inline-start: var(--ds-space-2xs);
    color: var(--ds-select-error-color, var(--ds-color-danger));
  }

  .combobox {
    display: flex;
    align-items: center;
    gap: var(--ds-space-s);
    min-height: var(--ds-select-height, 2.75rem);
    padding-inline: var(--ds-select-padding-inline, var(--ds-space-m));
    background: var(--ds-select-background, var(--ds-color-surface));
    border: 1px solid var(--_border);
    border-radius: var(--ds-select-radius, var(--ds-radius-m));
    font-size: var(--ds-select-font-size, var(--ds-font-size-m));
    cursor: pointer;
    user-select: none;
    -webkit-user-select: none;
    transition: border-color var(--_duration) var(--ds-easing-standard);
  }

  .combobox:hover {
    --_border: var(--ds-select-border-color-hover, var(--ds-color-on-surface));
  }

  /* focused or open: a stronger border (the ring below shows keyboard focus) */
  .combobox:focus,
  .open .combobox {
    --_border: var(--ds-select-border-color-focus, var(--ds-color-accent));
  }

  .combobox:focus {
    outline: none;
  }

  ${focusRingOn('.combobox:focus-visible')}

  .invalid .combobox {
    --_border: var(--ds-select-border-color-invalid, var(--ds-color-danger));
  }

  .disabled .combobox {
    opacity: 0.5;
    cursor: not-allowed;
  }

  .display {
    flex: 1 1 auto;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .display.placeholder {
    color: var(--ds-select-placeholder-color, var(--ds-color-on-surface-muted));
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
    width: 1.25rem;
    height: 1.25rem;
    color: var(--ds-select-help-color, var(--ds-color-on-surface-muted));
    transition: rotate var(--_duration) var(--ds-easing-standard);
  }

  .open .expand-icon {
    rotate: 180deg;
  }

  /* the list, in the top layer */
  .listbox {
    inline-size: var(--_select-width, auto);
    min-inline-size: 8rem;
    max-inline-size: var(--_floating-max-width, calc(100vw - 20px));
    max-block-size: min(var(--_floating-max-height, calc(100vh - 20px)), var(--ds-select-listbox-max-height, 20rem));
    overflow: auto;
    overscroll-behavior: contain;
    padding: var(--ds-space-xs);
    border: 1px solid var(--ds-color-border);
    border-radius: var(--ds-select-radius, var(--ds-radius-m));
    background: var(--ds-select-listbox-background, var(--ds-color-surface-raised));
    color: var(--ds-select-color, var(--ds-color-on-surface));
    box-shadow: var(--ds-select-listbox-shadow, var(--ds-shadow-3));
    font-size: var(--ds-select-font-size, var(--ds-font-size-m));
    z-index: 2147482000;
  }

  .listbox[data-open] {
    animation: fade-in var(--_duration) var(--ds-easing-standard) both;
  }

  .group:not(:first-child) {
    margin-block-start: var(--ds-space-xs);
    padding-block-start: var(--ds-space-xs);
    border-block-start: 1px solid var(--ds-color-border);
  }

  .group-label {
    padding: var(--ds-space-xs) var(--ds-space-m);
    color: var(--ds-color-on-surface-muted);
    font-size: var(--ds-font-size-xs);
    font-weight: var(--ds-font-weight-bold);
  }

  .option {
    display: flex;
    align-items: center;
    gap: var(--ds-space-s);
    min-height: 2.25rem;
    padding-block: var(--ds-space-xs);
    padding-inline: var(--ds-space-s) var(--ds-space-m);
    border-radius: var(--ds-radius-s);
    cursor: pointer;
  }

  .option.active {
    background: var(--ds-select-option-background-active, var(--ds-color-accent-soft));
    color: var(--ds-select-option-color-active, var(--ds-color-on-accent-soft));
  }

  .option[aria-selected='true'] {
    font-weight: var(--ds-font-weight-medium);
  }

  .option[aria-disabled='true'] {
    color: var(--ds-color-on-surface-muted);
    cursor: not-allowed;
  }

  .check {
    width: 1.125rem;
    height: 1.125rem;
    visibility: hidden;
  }

  .option[aria-selected='true'] .check {
    visibility: visible;
  }

  .option-label {
    min-width: 0;
    overflow-wrap: anywhere;
  }

  .help-text,
  .error-text {
    font-size: var(--ds-font-size-xs);
  }

  .help-text {
    color: var(--ds-select-help-color, var(--ds-color-on-surface-muted));
  }

  .error-text {
    display: flex;
    align-items: flex-start;
    gap: var(--ds-space-xs);
    color: var(--ds-select-error-color, var(--ds-color-danger));
  }

  .error-icon {
    width: 1.25em;
    height: 1.25em;
  }

  /* a finger needs 44 px */
  @media (pointer: coarse) {
    .combobox {
      min-height: max(44px, var(--ds-select-height, 2.75rem));
    }

    .option {
      min-height: 44px;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .combobox,
    .expand-icon {
      transition: none;
    }

    .listbox[data-open] {
      animation: none;
    }
  }

  @media (forced-colors: active) {
    .combobox {
      --_border: FieldText;
      background: Field;
      color: FieldText;
    }

    .combobox:focus,
    .open .combobox {
      --_border: Highlight;
    }

    /* an error is marked by a dashed outline (colours are the user's in this mode) */
    .invalid .combobox {
      outline: 2px dashed CanvasText;
      outline-offset: 2px;
    }

    .disabled .combobox {
      --_border: GrayText;
      color: GrayText;
      opacity: 1;
    }

    .display.placeholder,
    .expand-icon,
    .help-text,
    .error-text,
    .required-indicator,
    .group-label {
      color: CanvasText;
    }

    .listbox {
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
  }
`;
