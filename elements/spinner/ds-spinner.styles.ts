import { css } from 'lit';

export const spinnerStyles = css`
  :host {
    display: inline-block;
    inline-size: var(--ds-spinner-size, 1em);
    block-size: var(--ds-spinner-size, 1em);
    flex: none;
    line-height: 0;
    vertical-align: -0.125em;
  }

  .spinner {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    animation: turn var(--ds-spinner-duration, 0.8s) linear infinite;
  }

  circle {
    fill: none;
    stroke-width: 3;
  }

  .track {
    stroke: var(--ds-spinner-track-color, var(--ds-color-border));
  }

  .indicator {
    stroke: var(--ds-spinner-color, var(--ds-color-accent));
    stroke-linecap: round;
    stroke-dasharray: 28 100;
  }

  @keyframes turn {
    to {
      transform: rotate(360deg);
    }
  }

  @keyframes pulse {
    50% {
      opacity: 0.35;
    }
  }

  /* No turning: a slow fade in and out still says "busy". */
  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation: pulse 2s ease-in-out infinite;
    }
  }

  @media (forced-colors: active) {
    .track {
      stroke: GrayText;
    }

    .indicator {
      stroke: Highlight;
    }
  }
`;
