import { css } from 'lit';
import { floatingStyles } from '../internal/overlay/floating.styles.js';

export const menuStyles = css`
  ${floatingStyles}

  :host {
    /* the host adds no box: the trigger lays out as if it were not wrapped */
    display: contents;
  }

  .menu {
    min-width: var(--ds-menu-min-width, 10rem);
    max-width: var(--_floating-max-width, calc(100vw - 20px));
    overflow: auto;
    overscroll-behavior: contain;
    padding: var(--ds-menu-padding, var(--ds-space-xs));
    border: 1px solid var(--ds-menu-border-color, var(--ds-color-border));
    border-radius: var(--ds-menu-radius, var(--ds-radius-m));
    background-color: var(--ds-menu-background, var(--ds-color-surface-raised));
    color: var(--ds-menu-color, var(--ds-color-on-surface));
    box-shadow: var(--ds-menu-shadow, var(--ds-shadow-3));
    font-family: var(--ds-font-family, inherit);
    font-size: var(--ds-font-size-m);
    line-height: var(--ds-line-height, 1.5);
    z-index: 2147482000;
  }

  .menu[data-open] {
    animation: fade-in var(--ds-menu-duration, var(--ds-duration-fast)) var(--ds-easing-standard) both;
  }

  .menu:focus {
    outline: none;
  }
`;
