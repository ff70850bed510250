import { css } from 'lit';

export const gaugeStyles = css`
  :host {
    display: inline-block;
    inline-size: var(--ds-gauge-size, 10rem);
    max-inline-size: 100%;
    color: var(--ds-color-on-surface);
    font-family: var(--ds-font-family);
  }

  .base {
    display: grid;
    justify-items: center;
    gap: var(--ds-space-xs);
  }

  /* The dial and the read-out share one cell: the read-out sits inside the ring and the cell grows with the text. */
  .dial {
    display: grid;
    inline-size: 100%;
  }

  .dial > * {
    grid-area: 1 / 1;
  }

  svg {
    display: block;
    inline-size: 100%;
    block-size: auto;
    overflow: visible;
  }

  /* Right-to-left text mirrors the dial, as it does a slider: the arc fills from the right, where
     the scale's minimum sits (the scale row is laid out from the right). */
  :host(:dir(rtl)) svg {
    transform: scaleX(-1);
  }

  .track {
    fill: none;
    stroke: var(--ds-gauge-track-color, var(--ds-color-border));
    stroke-width: var(--ds-gauge-thickness, 8);
  }

  .fill {
    fill: none;
    stroke: var(--ds-gauge-color, var(--ds-color-accent));
    stroke-width: var(--ds-gauge-thickness, 8);
    stroke-dasharray: 100 200;
    stroke-dashoffset: var(--_offset, 100);
    transition: stroke-dashoffset var(--ds-duration-medium) var(--ds-easing-standard);
  }

  .tick {
    stroke: var(--ds-color-on-surface-muted);
    stroke-width: 1;
  }

  .needle {
    stroke: var(--ds-gauge-needle-color, var(--ds-color-on-surface));
    stroke-width: 2;
    stroke-linecap: round;
    transform-box: view-box;
    transform-origin: 50px 50px;
    transform: rotate(var(--_angle, 0deg));
    transition: transform var(--ds-duration-medium) var(--ds-easing-standard);
  }

  .hub {
    fill: var(--ds-gauge-needle-color, var(--ds-color-on-surface));
  }

  .readout {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: center;
    align-self: center;
    justify-self: center;
    column-gap: var(--ds-space-2xs);
    max-inline-size: 100%;
    line-height: 1.1;
    text-align: center;
  }

  .dial--half .readout {
    align-self: end;
  }

  /* The zoomed dial's needle needs the bowl: its read-out goes under the ring. */
  .dial--zoom .scale {
    grid-area: 2 / 1;
  }

  .dial--zoom .readout {
    grid-area: 3 / 1;
  }

  .value {
    font-size: var(--ds-gauge-value-size, var(--ds-font-size-2xl));
    font-weight: var(--ds-font-weight-bold);
    font-variant-numeric: tabular-nums;
  }

  .unit {
    color: var(--ds-color-on-surface-muted);
    font-size: var(--ds-font-size-s);
  }

  /* The ends sit under the ring's ends (at 10 % and 90 % of the dial's width). */
  .scale {
    display: flex;
    justify-content: space-between;
    gap: var(--ds-space-s);
    inline-size: 100%;
    padding-inline: 4%;
    color: var(--ds-color-on-surface-muted);
    font-size: var(--ds-font-size-s);
    font-variant-numeric: tabular-nums;
  }

  .max {
    color: var(--ds-color-on-surface-muted);
    font-size: var(--ds-font-size-s);
  }

  @media (prefers-reduced-motion: reduce) {
    .fill,
    .needle {
      transition: none;
    }
  }

  @media (forced-colors: active) {
    .track {
      stroke: GrayText;
    }

    .fill {
      stroke: Highlight;
    }

    .tick,
    .needle {
      stroke: CanvasText;
    }

    .hub {
      fill: CanvasText;
    }
  }
`;
