import { css } from 'lit';
import { floatingStyles } from '../internal/overlay/floating.styles.js';

export const tooltipStyles = css`
  ${floatingStyles}

  :host {
    /* the host adds no box: the trigger lays out as if it were not wrapped */
    display: contents;

    /* tone: neutral (default) — the inverse surface, light text in the light theme */
    --_tone-bg: var(--ds-color-inverse-surface);
    --_tone-fg: var(--ds-color-on-inverse-surface);
    --_tone-border: transparent;
  }

  :host([tone='primary']) {
    --_tone-bg: var(--ds-color-accent);
    --_tone-fg: var(--ds-color-on-accent);
  }

  :host([tone='secondary']) {
    --_tone-bg: var(--ds-color-secondary);
    --_tone-fg: var(--ds-color-on-secondary);
  }

  :host([tone='danger']) {
    --_tone-bg: var(--ds-color-danger);
    --_tone-fg: var(--ds-color-on-danger);
  }

  :host([tone='surface']) {
    --_tone-bg: var(--ds-color-surface-raised);
    --_tone-fg: var(--ds-color-on-surface);
    --_tone-border: var(--ds-color-border);
  }

  .tooltip {
    max-width: min(var(--ds-tooltip-max-width, 20rem), var(--_floating-max-width, calc(100vw - 20px)));
    overflow: hidden;
    padding: var(--ds-tooltip-padding, var(--ds-space-xs) var(--ds-space-s));
    border: 1px solid var(--ds-tooltip-border-color, var(--_tone-border));
    border-radius: var(--_radius, var(--ds-tooltip-radius, 10px));
    background-color: var(--ds-tooltip-background, var(--_tone-bg));
    color: var(--ds-tooltip-color, var(--_tone-fg));
    box-shadow: var(--ds-tooltip-shadow, var(--ds-shadow-2));
    font-family: var(--ds-font-family, inherit);
    font-size: var(--ds-tooltip-font-size, var(--ds-font-size-s));
    font-weight: var(--ds-font-weight-regular, normal);
    line-height: var(--ds-line-height, 1.5);
    text-align: start;
    overflow-wrap: anywhere;
    z-index: var(--ds-tooltip-z-index, 2147483000);
  }

  .tooltip[data-open] {
    animation: fade-in var(--ds-tooltip-duration, var(--ds-duration-fast)) var(--ds-easing-standard) both;
  }
`;
