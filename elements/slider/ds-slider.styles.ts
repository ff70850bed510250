import { css } from 'lit';

// Block layout only (no flex: the cheaper layout for many sliders on a page), except the header.
// The track is the pointer target: as tall as a thumb plus a margin, the rail centred in it by
// the padding, and inset by half a thumb on each side so a thumb at min or max stays inside.
// The filled part is a band of the rail's background, from --_from to --_to: no element of its own.
export const sliderStyles = css`
  :host {
    display: block;
    min-width: 8rem;
    font-family: var(--ds-font-family, inherit);

    --_thumb-size: var(--ds-slider-thumb-size, 1.25rem);
    --_track-height: var(--ds-slider-track-height, 0.375rem);
    --_indicator: var(--ds-slider-indicator-color, var(--ds-color-accent));
  }


  .header {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: var(--ds-space-s);
    margin-block-end: var(--ds-space-xs);
    font-size: var(--ds-slider-font-size, var(--ds-font-size-s));
    line-height: var(--ds-line-height, 1.4);
  }

  .header[hidden] {
    display: none;
  }

  .label {
    color: var(--ds-slider-label-color, var(--ds-color-on-surface));
    font-weight: var(--ds-font-weight-medium);
  }

  .value {
    margin-inline-start: auto;
    color: var(--ds-slider-value-color, var(--ds-color-on-surface-muted));
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }

  .track {
    position: relative;
    padding-block: calc((max(1.5rem, calc(var(--_thumb-size) + var(--ds-space-s))) - var(--_track-height)) / 2);
    padding-inline: calc(var(--_thumb-size) / 2);
    cursor: pointer;
    -webkit-tap-highlight-color: transparent;
  }

  .rail {
    --_track: var(--ds-slider-track-color, var(--ds-color-border));
    --_fill: var(--_indicator);

    position: relative;
    height: var(--_track-height);
    border-radius: var(--ds-slider-track-radius, var(--ds-radius-pill));
    background-image: linear-gradient(
      var(--_direction, to right),
      var(--_track) calc(var(--_from, 0) * 100%),
      var(--_fill) 0 calc(var(--_to, 0) * 100%),
      var(--_track) 0
    );
  }

  .rail:dir(rtl) {
    --_direction: to left;
  }

  .ticks {
    position: absolute;
    inset: 0;
    pointer-events: none;
  }

  .tick {
    position: absolute;
    top: 50%;
    inset-inline-start: calc(var(--_at, 0) * 100%);
    width: 3px;
    height: 3px;
    margin-inline-start: -1.5px;
    translate: 0 -50%;
    border-radius: 50%;
    background-color: var(--ds-slider-tick-color, var(--ds-color-on-surface-muted));
  }

  .tick[part~='tick-active'] {
    background-color: var(--ds-slider-tick-active-color, var(--ds-color-on-accent));
  }

  .thumb {
    position: absolute;
    top: 50%;
    inset-inline-start: calc(var(--_to, 0) * 100%);
    width: var(--_thumb-size);
    height: var(--_thumb-size);
    margin-inline-start: calc(var(--_thumb-size) / -2);
    translate: 0 -50%;
    border: 2px solid var(--ds-slider-thumb-border-color, var(--ds-color-surface));
    border-radius: 50%;
    background-color: var(--ds-slider-thumb-color, var(--_indicator));
    box-shadow: var(--ds-slider-thumb-shadow, var(--ds-shadow-1));
    cursor: grab;
    transition:
      scale var(--ds-duration-fast) var(--ds-easing-standard),
      box-shadow var(--ds-duration-fast) var(--ds-easing-standard);
  }

  .thumb[data-thumb='start'] {
    inset-inline-start: calc(var(--_from, 0) * 100%);
  }

  .thumb:focus-visible {
    z-index: 2;
  }

  .track:active .thumb:focus {
    cursor: grabbing;
    scale: 1.1;
  }

  .thumb:hover {
    box-shadow:
      var(--ds-slider-thumb-shadow, var(--ds-shadow-1)),
      0 0 0 calc(var(--_thumb-size) / 4) color-mix(in oklab, var(--_indicator) 16%, transparent);
  }

  :host(:disabled) .track {
    cursor: not-allowed;
    opacity: 0.5;
  }

  :host(:disabled) .thumb {
    cursor: not-allowed;
    box-shadow: none;
    scale: none;
  }

  @media (prefers-reduced-motion: reduce) {
    .thumb {
      transition: none;
    }

    .track:active .thumb:focus {
      scale: none;
    }
  }

  @media (forced-colors: active) {
    .rail,
    .tick,
    .thumb {
      forced-color-adjust: none;
    }

    .rail {
      --_track: Canvas;
      --_fill: Highlight;

      outline: 1px solid CanvasText;
    }

    .tick {
      background-color: CanvasText;
    }

    .tick[part~='tick-active'] {
      background-color: HighlightText;
    }

    .thumb {
      background-color: ButtonText;
      border-color: ButtonFace;
      box-shadow: 0 0 0 1px ButtonText;
    }

    .thumb:focus-visible {
      outline-color: Highlight;
    }

    :host(:disabled) .track {
      opacity: 1;
    }

    :host(:disabled) .rail {
      --_fill: GrayText;

      outline-color: GrayText;
    }

    :host(:disabled) .thumb,
    :host(:disabled) .tick {
      background-color: GrayText;
    }
  }
`;
