import { css } from 'lit';

export const progressStyles = css`
  :host {
    display: block;
    color: var(--ds-color-on-surface);
    font-family: var(--ds-font-family);
  }

  :host([variant='ring']) {
    display: inline-block;
    inline-size: var(--ds-progress-ring-size, 3rem);
  }

  /* A flex row only beside a shown value: a lone track lays out as a block, with less layout work. */
  .base--bar.shown {
    display: flex;
    align-items: center;
    gap: var(--ds-space-s);
  }

  .value {
    flex: none;
    min-inline-size: 4ch;
    font-size: var(--ds-font-size-s);
    font-variant-numeric: tabular-nums;
    text-align: end;
  }

  /* The bar */
  .base--bar .track {
    flex: 1;
    block-size: var(--ds-progress-thickness, 0.5rem);
    overflow: hidden;
    border-radius: var(--ds-progress-radius, var(--ds-radius-pill));
    background: var(--ds-progress-track-color, var(--ds-color-surface-sunken));
    /* a thin edge, so the empty track stands out from any surface */
    box-shadow: inset 0 0 0 1px var(--ds-color-border);
  }

  /* In the track's flow (from its start side), not positioned: less layout per bar. */
  .base--bar .indicator {
    block-size: 100%;
    inline-size: calc(var(--_fraction, 0) * 100%);
    border-radius: inherit;
    background: var(--ds-progress-color, var(--ds-color-accent));
    transition: inline-size var(--ds-duration-medium) var(--ds-easing-standard);
  }

  /* A segment slides along the track, from the start side to the end side. */
  :host([indeterminate]) .base--bar .indicator {
    inline-size: 40%;
    transition: none;
    animation: slide 1.4s var(--ds-easing-standard) infinite;
  }

  :host([indeterminate]:dir(rtl)) .base--bar .indicator {
    animation-name: slide-rtl;
  }

  @keyframes slide {
    from {
      transform: translateX(-100%);
    }

    to {
      transform: translateX(250%);
    }
  }

  @keyframes slide-rtl {
    from {
      transform: translateX(100%);
    }

    to {
      transform: translateX(-250%);
    }
  }

  /* The ring */
  .base--ring {
    display: grid;
    place-items: center;
  }

  .base--ring > * {
    grid-area: 1 / 1;
  }

  .ring {
    display: block;
    inline-size: 100%;
    block-size: auto;
    transform: rotate(-90deg);
  }

  /* Clockwise from 12 o'clock; mirrored (anticlockwise) in right-to-left text, as the bar is. */
  :host(:dir(rtl)) .ring {
    transform: rotate(-90deg) scaleY(-1);
  }

  .ring circle {
    fill: none;
    stroke-width: var(--ds-progress-ring-thickness, 4);
  }

  .ring .track {
    stroke: var(--ds-progress-track-color, var(--ds-color-surface-sunken));
  }

  .ring .indicator {
    stroke: var(--ds-progress-color, var(--ds-color-accent));
    stroke-linecap: round;
    stroke-dasharray: calc(var(--_fraction, 0) * 100) 100;
    transition: stroke-dasharray var(--ds-duration-medium) var(--ds-easing-standard);
  }

  /* A round cap would draw a dot at 0 %: hidden then (opacity is clamped to 1 above 0). */
  .ring .indicator {
    opacity: calc(var(--_fraction, 0) * 1000000);
  }

  .base--ring .value {
    min-inline-size: 0;
    font-size: var(--ds-font-size-xs);
    text-align: center;
  }

  :host([indeterminate]) .ring {
    animation: turn 1s linear infinite;
  }

  :host([indeterminate]) .ring .indicator {
    opacity: 1;
    stroke-dasharray: 25 100;
    transition: none;
  }

  @keyframes turn {
    from {
      transform: rotate(-90deg);
    }

    to {
      transform: rotate(270deg);
    }
  }

  /* No motion: the indeterminate bar is still stripes along the whole track, the ring a dashed circle. */
  @media (prefers-reduced-motion: reduce) {
    .base--bar .indicator,
    .ring .indicator {
      transition: none;
    }

    :host([indeterminate]) .base--bar .indicator {
      inline-size: 100%;
      animation: none;
      transform: none;
      background: repeating-linear-gradient(
        -45deg,
        var(--ds-progress-color, var(--ds-color-accent)) 0 0.375rem,
        transparent 0.375rem 0.75rem
      );
    }

    :host([indeterminate]) .ring {
      animation: none;
    }

    :host([indeterminate]) .ring .indicator {
      stroke-dasharray: 4 2.25;
      stroke-linecap: butt;
    }
  }

  @media (forced-colors: active) {
    .base--bar .track {
      border: 1px solid CanvasText;
      background: Canvas;
    }

    .base--bar .indicator {
      background: Highlight;
    }

    .ring .track {
      stroke: GrayText;
    }

    .ring .indicator {
      stroke: Highlight;
    }

    :host([indeterminate]) .base--bar .indicator {
      background: repeating-linear-gradient(-45deg, Highlight 0 0.375rem, Canvas 0.375rem 0.75rem);
    }
  }
`;
