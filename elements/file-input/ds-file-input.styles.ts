import { css } from 'lit';
import { labelledFieldStyles } from '../internal/form/labelled-field.styles.js';

export const fileInputStyles = css`
  ${labelledFieldStyles}

  :host {
    display: block;
    font-family: var(--ds-font-family);
    color: var(--ds-color-on-surface);
    line-height: var(--ds-line-height);
    --_border: var(--ds-file-input-border-color, var(--ds-color-border-strong));
    --_help-color: var(--ds-file-input-help-color, var(--ds-color-on-surface-muted));
    --_error-color: var(--ds-file-input-error-color, var(--ds-color-danger));
    --_radius: var(--ds-file-input-radius, var(--ds-radius-m));
    --_preview: var(--ds-file-input-preview-size, 2.5rem);
  }

  .zone {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: var(--ds-space-s) var(--ds-space-m);
    padding: var(--ds-file-input-padding, var(--ds-space-l));
    background: var(--ds-file-input-background, var(--ds-color-surface));
    border: 2px dashed var(--_border);
    border-radius: var(--_radius);
    text-align: center;
    cursor: pointer;
    transition:
      border-color var(--ds-duration-fast) var(--ds-easing-standard),
      background-color var(--ds-duration-fast) var(--ds-easing-standard);
  }

  .zone:hover {
    --_border: var(--ds-file-input-border-color-active, var(--ds-color-accent));
  }

  /* Files over the zone: a solid accent border and a soft fill (more than colour: the border's style changes). */
  .zone.drag-over {
    --_border: var(--ds-file-input-border-color-active, var(--ds-color-accent));
    border-style: solid;
    background: var(--ds-file-input-background-active, var(--ds-color-accent-soft));
  }

  .invalid .zone {
    --_border: var(--ds-file-input-border-color-invalid, var(--ds-color-danger));
  }

  /* Disabled: the icon and button fade; the hint keeps its contrast (it still says what the zone is). */
  .disabled .zone {
    --_border: var(--ds-color-border);
    background: var(--ds-color-surface-sunken);
    cursor: not-allowed;
  }

  .disabled .icon,
  .button:disabled {
    opacity: 0.5;
  }

  .icon {
    width: 1.5rem;
    height: 1.5rem;
    flex: none;
    color: var(--_help-color);
  }

  .hint {
    color: var(--_help-color);
    font-size: var(--ds-font-size-s);
  }

  .icon,
  .file-icon,
  .remove-button svg {
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }

  .button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 2.5rem;
    padding-inline: var(--ds-space-l);
    border: 0;
    border-radius: var(--_radius);
    background: var(--ds-file-input-button-background, var(--ds-color-accent));
    color: var(--ds-file-input-button-color, var(--ds-color-on-accent));
    font: inherit;
    font-size: var(--ds-font-size-s);
    font-weight: var(--ds-font-weight-medium);
    cursor: pointer;
  }

  .button:hover:not(:disabled) {
    filter: brightness(1.08);
  }

  .button:disabled {
    cursor: not-allowed;
  }

  .file-list {
    display: flex;
    flex-direction: column;
    gap: var(--ds-space-xs);
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .file {
    display: flex;
    align-items: center;
    gap: var(--ds-space-m);
    min-width: 0;
    padding: var(--ds-space-xs) var(--ds-space-s);
    border: 1px solid var(--ds-color-border);
    border-radius: var(--_radius);
    background: var(--ds-color-surface);
  }

  .preview,
  .file-icon {
    flex: none;
    width: var(--_preview);
    height: var(--_preview);
    border-radius: var(--ds-radius-s);
  }

  .preview {
    object-fit: cover;
    background: var(--ds-color-surface-sunken);
  }

  .file-icon {
    padding: var(--ds-space-xs);
    color: var(--_help-color);
  }

  .file-text {
    display: flex;
    flex: 1 1 auto;
    flex-direction: column;
    min-width: 0;
  }

  .file-name {
    overflow: hidden;
    font-size: var(--ds-font-size-s);
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .file-size {
    color: var(--_help-color);
    font-size: var(--ds-font-size-xs);
  }

  .remove-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    width: 2rem;
    height: 2rem;
    padding: 0;
    border: 0;
    border-radius: var(--ds-radius-pill);
    background: transparent;
    color: var(--_help-color);
    cursor: pointer;
    --ds-focus-ring-offset: 0px;
  }

  .remove-button:hover:not(:disabled) {
    background: var(--ds-color-surface-sunken);
    color: var(--ds-color-on-surface);
  }

  .remove-button:disabled {
    cursor: not-allowed;
  }

  .remove-button svg {
    width: 1.125rem;
    height: 1.125rem;
  }

  /* The refusal message looks like the error text. */
  .message {
    font-size: var(--ds-font-size-xs);
    display: flex;
    align-items: flex-start;
    gap: var(--ds-space-xs);
    color: var(--_error-color);
  }

  .message-lines {
    display: flex;
    flex-direction: column;
  }

  @media (pointer: coarse) {
    .button,
    .remove-button {
      min-width: 44px;
      min-height: 44px;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .zone {
      transition: none;
    }
  }

  @media (forced-colors: active) {
    .zone {
      --_border: CanvasText;
      background: Canvas;
    }

    .zone.drag-over {
      --_border: Highlight;
      background: Canvas;
    }

    .invalid .zone {
      outline: 2px dashed CanvasText;
      outline-offset: 2px;
    }

    .disabled .zone {
      --_border: GrayText;
    }

    .disabled .icon,
    .button:disabled {
      opacity: 1;
    }

    .button {
      border: 1px solid ButtonText;
      background: ButtonFace;
      color: ButtonText;
    }

    .button:disabled,
    .remove-button:disabled {
      border-color: GrayText;
      color: GrayText;
    }

    .remove-button {
      color: ButtonText;
    }

    .icon,
    .hint,
    .file-icon,
    .file-size,
    .message {
      color: CanvasText;
    }
  }
`;
