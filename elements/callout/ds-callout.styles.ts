import { css } from 'lit';

export const calloutStyles = css`
  :host {
    display: block;
    color: var(--ds-color-on-surface);
    font-family: var(--ds-font-family);
    font-size: var(--ds-font-size-m);
    line-height: var(--ds-line-height);
  }

  .callout {
    --_color: var(--ds-callout-color, var(--ds-color-accent));
    display: flex;
    align-items: flex-start;
    gap: var(--ds-space-m);
    padding: var(--ds-space-m) var(--ds-space-l);
    border: 1px solid color-mix(in srgb, var(--_color) 35%, transparent);
    border-inline-start: 4px solid var(--_color);
    border-radius: var(--ds-callout-radius, var(--ds-radius-m));
    background: var(--ds-callout-background, color-mix(in srgb, var(--_color) 8%, var(--ds-color-surface)));
  }

  .callout--success {
    --_color: var(--ds-callout-color, var(--ds-color-success));
  }

  .callout--warning {
    --_color: var(--ds-callout-color, var(--ds-color-warning));
  }

  .callout--danger {
    --_color: var(--ds-callout-color, var(--ds-color-danger));
  }

  .icon {
    display: flex;
    flex: none;
    /* one line of text tall, so the icon sits on the first line */
    block-size: calc(1em * var(--ds-line-height));
    align-items: center;
    color: var(--_color);
  }

  .callout--danger .icon ds-icon {
    rotate: 180deg;
  }

  .content {
    flex: 1;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }

  .title {
    font-weight: var(--ds-font-weight-bold);
  }

  .title[hidden] {
    display: none;
  }

  .dismiss {
    flex: none;
    margin-block: calc(-1 * var(--ds-space-xs));
    margin-inline-end: calc(-1 * var(--ds-space-s));
  }

  @media (forced-colors: active) {
    .callout {
      border-color: CanvasText;
    }

    .icon {
      color: CanvasText;
    }
  }
`;
