import { css } from 'lit';

export const detailsStyles = css`
  :host {
    display: block;
    border-block-end: 1px solid var(--ds-details-border-color, var(--ds-color-border));
    background: var(--ds-details-background, transparent);
    color: var(--ds-color-on-surface);
    font-family: var(--ds-font-family, inherit);
    line-height: var(--ds-line-height, 1.5);
  }

  .header {
    margin: 0;
    font: inherit;
  }

  .summary {
    display: flex;
    align-items: center;
    gap: var(--ds-space-m);
    inline-size: 100%;
    min-block-size: 2.75rem;
    margin: 0;
    padding-block: var(--ds-details-padding, var(--ds-space-m));
    padding-inline: var(--ds-details-padding, var(--ds-space-l));
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    font-size: var(--ds-font-size-m);
    font-weight: var(--ds-details-summary-font-weight, var(--ds-font-weight-medium));
    text-align: start;
    cursor: pointer;
  }

  .summary:hover:not([aria-disabled='true']) {
    background: color-mix(in srgb, currentcolor 6%, transparent);
  }

  .summary[aria-disabled='true'] {
    color: var(--ds-color-on-surface-muted);
    cursor: not-allowed;
  }

  .summary-text {
    flex: 1 1 auto;
    min-inline-size: 0;
    overflow-wrap: break-word;
  }

  .icon {
    flex: none;
    transition: rotate var(--ds-details-duration, var(--ds-duration-medium)) var(--ds-easing-standard);
  }

  :host([open]) .icon {
    rotate: 180deg;
  }

  .content[data-animating] {
    overflow: hidden;
  }

  .content-inner {
    padding-block: 0 var(--ds-details-padding, var(--ds-space-l));
    padding-inline: var(--ds-details-padding, var(--ds-space-l));
  }

  @media (prefers-reduced-motion: reduce) {
    .icon {
      transition: none;
    }
  }

  @media (forced-colors: active) {
    :host {
      border-color: CanvasText;
    }

    .summary[aria-disabled='true'] {
      color: GrayText;
    }
  }
`;
