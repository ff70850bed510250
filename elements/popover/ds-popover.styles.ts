import { css } from 'lit';
import { focusRingOn } from '../internal/styles/focus-ring.styles.js';
import { floatingStyles } from '../internal/overlay/floating.styles.js';

export const popoverStyles = css`
  ${floatingStyles}

  :host {
    /* the host adds no box: the trigger lays out as if it were not wrapped */
    display: contents;
  }

  .panel {
    min-width: var(--ds-popover-min-width, 0);
    max-width: var(--_floating-max-width, calc(100vw - 20px));
    overflow: auto;
    overscroll-behavior: contain;
    padding: var(--ds-popover-padding, var(--ds-space-m));
    border: var(--ds-popover-border-width, 1px) solid var(--ds-popover-border-color, var(--ds-color-border));
    border-radius: var(--ds-popover-radius, var(--ds-radius-l));
    background-color: var(--ds-popover-background, var(--ds-color-surface-raised));
    color: var(--ds-popover-color, var(--ds-color-on-surface));
    box-shadow: var(--ds-popover-shadow, var(--ds-shadow-3));
    font-family: var(--ds-font-family, inherit);
    font-size: var(--ds-popover-font-size, var(--ds-font-size-m));
    line-height: var(--ds-line-height, 1.5);
    z-index: var(--ds-popover-z-index, 2147482000);
  }

  .panel[data-open] {
    animation: fade-in var(--ds-popover-duration, var(--ds-duration-fast)) var(--ds-easing-standard) both;
  }

  .panel:focus {
    outline: none;
  }

  ${focusRingOn('.panel:focus-visible')}
`;
