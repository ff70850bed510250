import { css } from 'lit';
import { floatingStyles } from '../internal/overlay/floating.styles.js';
import { focusRingOn } from '../internal/styles/focus-ring.styles.js';

export const datePickerStyles = css`
  ${floatingStyles}

  :host {
    display: block;
    font-family: var(--ds-font-family);
    color: var(--ds-date-picker-color, var(--ds-color-on-surface));
    line-height: var(--ds-line-height);
    --_border: var(--ds-date-picker-border-color, var(--ds-color-border-strong));
    --_duration: var(--ds-date-picker-duration, var(--ds-duration-fast));
    --_day: var(--ds-date-picker-day-size, 2.5rem);
    /* the label, help and error texts (labelledFieldStyles) */
    --_gap: var(--ds-date-picker-gap, var(--ds-space-xs));
    --_label-color: var(--ds-date-picker-label-color, var(--ds-color-on-surface));
    --_help-color: var(--ds-date-picker-help-color, var(--ds-color-on-surface-muted));
    --_error-color: var(--ds-date-picker-error-color, var(--ds-color-danger));
  }

  .base {
    display: flex;
    align-items: center;
    gap: var(--ds-space-xs);
    min-height: var(--ds-date-picker-height, 2.75rem);
    padding-inline: var(--ds-date-picker-padding-inline, var(--ds-space-m)) var(--ds-space-xs);
    background: var(--ds-date-picker-background, var(--ds-color-surface));
    border: 1px solid var(--_border);
    border-radius: var(--ds-date-picker-radius, var(--ds-radius-m));
    cursor: text;
    transition:
      border-color var(--_duration) var(--ds-easing-standard),
      box-shadow var(--_duration) var(--ds-easing-standard);
  }

  .base:hover {
    --_border: var(--ds-date-picker-border-color-hover, var(--ds-color-on-surface));
  }

  /* focused or open: a stronger border plus a ring inside the box (not colour alone) */
  .base:focus-within,
  .open .base {
    --_border: var(--ds-date-picker-border-color-focus, var(--ds-color-accent));
    box-shadow: inset 0 0 0 1px var(--_border);
  }

  .invalid .base {
    --_border: var(--ds-date-picker-border-color-invalid, var(--ds-color-danger));
  }

  .disabled .base {
    opacity: 0.5;
    cursor: not-allowed;
  }

  .input {
    flex: 1 1 auto;
    min-width: 0;
    align-self: stretch;
    margin: 0;
    padding: 0;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: var(--ds-date-picker-font-size, var(--ds-font-size-m));
    font-variant-numeric: tabular-nums;
  }

  .input:focus {
    outline: none;
  }

  .input::placeholder {
    color: var(--ds-date-picker-placeholder-color, var(--ds-color-on-surface-muted));
    opacity: 1;
  }

  .input:disabled {
    cursor: not-allowed;
  }

  button {
    font: inherit;
    color: inherit;
  }

  .calendar-button,
  .nav-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    width: 2.25rem;
    height: 2.25rem;
    padding: 0;
    border: 0;
    border-radius: var(--ds-radius-pill);
    background: transparent;
    color: var(--ds-date-picker-help-color, var(--ds-color-on-surface-muted));
    cursor: pointer;
  }

  .calendar-button:hover:not(:disabled),
  .nav-button:hover:not([aria-disabled='true']) {
    background: var(--ds-color-surface-sunken);
    color: var(--ds-date-picker-color, var(--ds-color-on-surface));
  }

  .calendar-button:disabled,
  .nav-button[aria-disabled='true'] {
    cursor: not-allowed;
  }

  .nav-button[aria-disabled='true'] {
    opacity: 0.4;
  }

  button:focus,
  .day:focus {
    outline: none;
  }

  ${focusRingOn('button:focus-visible')}

  /* the grid's day always shows focus: it is moved there by script, after a click as well */
  ${focusRingOn('.day:focus', { inset: true })}

  .icon {
    width: 1.25rem;
    height: 1.25rem;
    flex: none;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }

  /* the previous and next arrows point the way the months go */
  :host(:dir(rtl)) .flip {
    scale: -1 1;
  }

  /* the calendar, in the top layer */
  .dialog {
    box-sizing: border-box;
    max-inline-size: var(--_floating-max-width, calc(100vw - 20px));
    overflow: auto;
    overscroll-behavior: contain;
    padding: var(--ds-space-s);
    border: 1px solid var(--ds-color-border);
    border-radius: var(--ds-date-picker-radius, var(--ds-radius-m));
    background: var(--ds-date-picker-calendar-background, var(--ds-color-surface-raised));
    color: var(--ds-date-picker-color, var(--ds-color-on-surface));
    box-shadow: var(--ds-date-picker-calendar-shadow, var(--ds-shadow-3));
    font-size: var(--ds-date-picker-font-size, var(--ds-font-size-m));
    z-index: 2147482000;
  }

  .dialog[data-open] {
    animation: fade-in var(--_duration) var(--ds-easing-standard) both;
  }

  .header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--ds-space-xs);
    margin-block-end: var(--ds-space-xs);
  }

  .heading {
    flex: 1 1 auto;
    margin: 0;
    text-align: center;
    font-size: var(--ds-font-size-m);
    font-weight: var(--ds-font-weight-bold);
  }

  .grid {
    border-collapse: collapse;
    border-spacing: 0;
    margin-inline: auto;
    font-variant-numeric: tabular-nums;
  }

  .weekday {
    block-size: 2rem;
    padding: 0;
    color: var(--ds-date-picker-help-color, var(--ds-color-on-surface-muted));
    font-size: var(--ds-font-size-xs);
    font-weight: var(--ds-font-weight-medium);
    text-align: center;
  }

  .day,
  .empty {
    inline-size: var(--_day);
    block-size: var(--_day);
    padding: 0;
    text-align: center;
  }

  .day {
    border-radius: var(--ds-radius-pill);
    cursor: pointer;
  }

  .day:hover:not(.selected, .unavailable) {
    background: var(--ds-color-accent-soft);
    color: var(--ds-color-on-accent-soft);
  }

  .day.today {
    font-weight: var(--ds-font-weight-bold);
    box-shadow: inset 0 0 0 1px var(--ds-color-border-strong);
  }

  .day.selected {
    background: var(--ds-date-picker-day-background-selected, var(--ds-color-accent));
    color: var(--ds-date-picker-day-color-selected, var(--ds-color-on-accent));
    font-weight: var(--ds-font-weight-bold);
  }

  /* unavailable: struck through, not by colour alone */
  .day.unavailable {
    color: var(--ds-color-on-surface-muted);
    text-decoration: line-through;
    cursor: not-allowed;
  }

  .footer {
    display: flex;
    justify-content: flex-end;
    margin-block-start: var(--ds-space-xs);
  }

  .close-button {
    min-block-size: 2.25rem;
    padding-inline: var(--ds-space-m);
    border: 0;
    border-radius: var(--ds-radius-m);
    background: transparent;
    color: var(--ds-color-accent);
    font-weight: var(--ds-font-weight-medium);
    cursor: pointer;
  }

  .close-button:hover {
    background: var(--ds-color-accent-soft);
    color: var(--ds-color-on-accent-soft);
  }

  /* a finger needs 44 px */
  @media (pointer: coarse) {
    :host {
      --_day: max(44px, var(--ds-date-picker-day-size, 2.5rem));
    }

    .base {
      min-height: max(44px, var(--ds-date-picker-height, 2.75rem));
    }

    .calendar-button,
    .nav-button,
    .close-button {
      min-inline-size: 44px;
      min-block-size: 44px;
    }
  }

  /* on a narrow phone the days shrink to fit the screen (seven columns and the padding) */
  @media (max-width: 400px) {
    :host {
      --_day: min(var(--ds-date-picker-day-size, 2.5rem), calc((100vw - 20px - 2 * var(--ds-space-s) - 2px) / 7));
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .base {
      transition: none;
    }
  }

  @media (forced-colors: active) {
    .base {
      --_border: FieldText;
      background: Field;
      color: FieldText;
    }

    .base:focus-within,
    .open .base {
      --_border: Highlight;
      box-shadow: none;
    }

    .invalid .base {
      outline: 2px dashed CanvasText;
      outline-offset: 2px;
    }

    .disabled .base {
      --_border: GrayText;
      color: GrayText;
      opacity: 1;
    }

    .calendar-button,
    .nav-button,
    .close-button {
      color: ButtonText;
    }

    .nav-button[aria-disabled='true'],
    .calendar-button:disabled {
      color: GrayText;
    }

    .input::placeholder,
    .help-text,
    .error-text,
    .required-indicator,
    .weekday {
      color: CanvasText;
    }

    .day.today {
      box-shadow: none;
      outline: 1px solid CanvasText;
      outline-offset: -1px;
    }

    .day.selected {
      forced-color-adjust: none;
      background: Highlight;
      color: HighlightText;
    }

    .day.unavailable {
      color: GrayText;
    }
  }
`;
