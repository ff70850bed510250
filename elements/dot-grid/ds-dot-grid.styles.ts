import { css } from 'lit';

export const dotGridStyles = css`
  :host {
    display: block;
    inline-size: 100%;
    max-inline-size: var(--ds-dot-grid-size, 20rem);

    --_dot: var(--ds-dot-grid-dot-color, var(--ds-color-border));
    --_dot-on: var(--ds-dot-grid-active-color, var(--ds-color-accent));
  }

  .grid {
    display: block;
    border-radius: var(--ds-dot-grid-radius, var(--ds-radius-m));
    background-color: var(--ds-dot-grid-background, var(--ds-color-surface-sunken));
    cursor: crosshair;
    -webkit-tap-highlight-color: transparent;
  }

  .grid[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }

  svg {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 1;
    overflow: visible;
  }

  .dot {
    fill: var(--_dot);
    transition: fill var(--ds-duration-fast) ease-out;
  }

  .dot.on {
    fill: var(--_dot-on);
  }

  .guides {
    stroke: var(--ds-dot-grid-guide-color, var(--ds-color-border));
    stroke-width: 0.3;
    pointer-events: none;
  }

  .guides .centre {
    stroke: var(--ds-dot-grid-guide-centre-color, var(--ds-color-on-surface-muted));
    stroke-width: 0.5;
  }

  .cursor {
    display: none;
    fill: none;
    stroke: var(--ds-color-focus-ring);
    stroke-width: 1.2;
    pointer-events: none;
  }

  .grid:focus.keyboard .cursor,
  .grid:focus-visible .cursor {
    display: inline;
  }

  @media (prefers-reduced-motion: reduce) {
    .dot {
      transition: none;
    }
  }

  @media (forced-colors: active) {
    .dot {
      fill: GrayText;
    }

    .dot.on {
      fill: CanvasText;
    }

    .guides,
    .guides .centre {
      stroke: GrayText;
    }

    .cursor {
      stroke: Highlight;
    }
  }
`;
