import { css } from 'lit';

export const tagStyles = css`
  :host {
    --_height: var(--ds-tag-height, 1.75rem);
    --_font-size: var(--ds-tag-font-size, var(--ds-font-size-s));
    --_background: var(--ds-color-surface-sunken);
    --_color: var(--ds-color-on-surface);
    --_border: var(--ds-color-border);
    display: inline-flex;
    max-inline-size: 100%;
    vertical-align: middle;
  }

  :host([size='small']) {
    --_height: var(--ds-tag-height, 1.5rem);
    --_font-size: var(--ds-tag-font-size, var(--ds-font-size-xs));
  }

  :host([size='large']) {
    --_height: var(--ds-tag-height, 2.25rem);
    --_font-size: var(--ds-tag-font-size, var(--ds-font-size-m));
  }

  :host([variant='accent']) {
    --_background: var(--ds-color-accent-soft);
    --_color: var(--ds-color-on-accent-soft);
    --_border: transparent;
  }

  :host([variant='success']) {
    --_background: color-mix(in srgb, var(--ds-color-success) 14%, var(--ds-color-surface));
    --_border: var(--ds-color-success);
  }

  :host([variant='warning']) {
    --_background: color-mix(in srgb, var(--ds-color-warning) 18%, var(--ds-color-surface));
    --_border: var(--ds-color-warning);
  }

  :host([variant='danger']) {
    --_background: color-mix(in srgb, var(--ds-color-danger) 12%, var(--ds-color-surface));
    --_border: var(--ds-color-danger);
  }

  .tag {
    display: inline-flex;
    align-items: center;
    gap: var(--ds-space-2xs);
    min-inline-size: 0;
    max-inline-size: 100%;
    min-block-size: var(--_height);
    padding-inline: calc(var(--_height) / 3);
    border: 1px solid var(--ds-tag-border-color, var(--_border));
    border-radius: var(--ds-tag-radius, var(--ds-radius-pill));
    background: var(--ds-tag-background, var(--_background));
    color: var(--ds-tag-color, var(--_color));
    font-family: var(--ds-font-family);
    font-size: var(--_font-size);
    line-height: 1.2;
  }

  :host([removable]) .tag {
    padding-inline-end: 1px;
  }

  .label {
    min-inline-size: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .remove {
    display: inline-grid;
    place-items: center;
    flex: none;
    inline-size: calc(var(--_height) - 4px);
    block-size: calc(var(--_height) - 4px);
    padding: 0;
    border: 0;
    border-radius: var(--ds-radius-pill);
    background: transparent;
    color: inherit;
    cursor: pointer;
  }

  .remove:hover:not(:disabled) {
    background: color-mix(in srgb, currentColor 14%, transparent);
  }

  .remove:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }

  .remove svg {
    inline-size: 0.875em;
    block-size: 0.875em;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
  }

  /* a finger needs a bigger target */
  @media (pointer: coarse) {
    .remove {
      inline-size: max(2rem, calc(var(--_height) - 4px));
      block-size: max(2rem, calc(var(--_height) - 4px));
    }
  }

  @media (forced-colors: active) {
    .tag {
      border-color: CanvasText;
    }

    .remove:disabled {
      color: GrayText;
      opacity: 1;
    }
  }
`;
