import { css } from 'lit';

export const badgeStyles = css`
  :host {
    position: relative;
    display: inline-flex;
    vertical-align: middle;
    font-family: var(--ds-font-family);
  }

  .badge {
    --_background: var(--ds-color-inverse-surface);
    --_color: var(--ds-color-on-inverse-surface);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    box-sizing: border-box;
    min-inline-size: 1.25rem;
    block-size: 1.25rem;
    padding-inline: var(--ds-space-xs);
    border-radius: var(--ds-radius-pill);
    background: var(--ds-badge-background, var(--_background));
    color: var(--ds-badge-color, var(--_color));
    font-size: var(--ds-font-size-xs);
    font-weight: var(--ds-font-weight-bold);
    font-variant-numeric: tabular-nums;
    line-height: 1;
    white-space: nowrap;
  }

  .badge--primary {
    --_background: var(--ds-color-accent);
    --_color: var(--ds-color-on-accent);
  }

  .badge--success {
    --_background: var(--ds-color-success);
    --_color: var(--ds-color-on-danger);
  }

  .badge--warning {
    --_background: var(--ds-color-warning);
    --_color: var(--ds-color-on-danger);
  }

  .badge--danger {
    --_background: var(--ds-color-danger);
    --_color: var(--ds-color-on-danger);
  }

  .badge--dot {
    min-inline-size: 0;
    inline-size: var(--ds-badge-dot-size, 0.625rem);
    block-size: var(--ds-badge-dot-size, 0.625rem);
    padding: 0;
  }

  /* On an anchor: centred on its top-end corner, with a ring of the page's colour to part it from the anchor. */
  .badge--anchored {
    position: absolute;
    inset-block-start: var(--ds-badge-offset, 0px);
    inset-inline-end: var(--ds-badge-offset, 0px);
    translate: 50% -50%;
    box-shadow: 0 0 0 2px var(--ds-color-background);
    pointer-events: none;
  }

  :host(:dir(rtl)) .badge--anchored {
    translate: -50% -50%;
  }

  @media (forced-colors: active) {
    .badge {
      border: 1px solid CanvasText;
    }

    .badge--dot {
      background: CanvasText;
    }
  }
`;
