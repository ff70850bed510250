import { css } from 'lit';

/**
 * The look of what `DsLabelledField` renders around a control: the column of label, field and texts, the label,
 * its required mark, the help text and the error text with its icon. An element maps its own component tokens
 * onto these private properties on `:host`: `--_gap`, `--_label-color`, `--_label-font-size`, `--_help-color`,
 * `--_error-color`, `--_text-font-size` (each falls back to the semantic token).
 */
export const labelledFieldStyles = css`
  .form-control {
    display: flex;
    flex-direction: column;
    gap: var(--_gap, var(--ds-space-xs));
  }

  .label {
    align-self: flex-start;
    color: var(--_label-color, var(--ds-color-on-surface));
    font-size: var(--_label-font-size, var(--ds-font-size-s));
    font-weight: var(--ds-font-weight-medium);
  }

  .label:empty {
    display: none;
  }

  .required-indicator {
    margin-inline-start: var(--ds-space-2xs);
    color: var(--_error-color, var(--ds-color-danger));
  }

  .help-text,
  .error-text {
    font-size: var(--_text-font-size, var(--ds-font-size-xs));
  }

  .help-text {
    color: var(--_help-color, var(--ds-color-on-surface-muted));
  }

  .error-text {
    display: flex;
    align-items: flex-start;
    gap: var(--ds-space-xs);
    color: var(--_error-color, var(--ds-color-danger));
  }

  .error-icon {
    width: 1.25em;
    height: 1.25em;
    flex: none;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }

  @media (forced-colors: active) {
    .error-text,
    .help-text,
    .required-indicator {
      color: CanvasText;
    }
  }
`;

/**
 * Forced colours for a field's box, `.base` (ds-text-field, ds-number-field): the system's field colours, focus as a
 * Highlight outline, an error as a dashed outline, disabled in GrayText. Placed after the element's own styles.
 */
export const fieldBoxForcedColorStyles = css`
  @media (forced-colors: active) {
    .base {
      --_border: FieldText;
      background: Field;
      color: FieldText;
    }

    /* An error is marked by a dashed outline (colours are the user's in this mode). */
    .invalid .base {
      outline: 2px dashed CanvasText;
      outline-offset: 2px;
    }

    .base:focus-within {
      --_border: Highlight;
      outline: 2px solid Highlight;
      outline-offset: 2px;
      box-shadow: none;
    }

    .disabled .base {
      --_border: GrayText;
      color: GrayText;
      opacity: 1;
    }
  }
`;
