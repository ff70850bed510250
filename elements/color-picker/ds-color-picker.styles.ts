import { css } from 'lit';

// The area, the tracks and the swatches paint colour data computed by the colour engine
// (inline custom properties --_area, --_track, --_swatch, --_color): they are the picker's
// content, not its styling, and keep their real colours in forced-colors mode.
export const colorPickerStyles = css`
  :host {
    display: inline-block;
    width: var(--ds-color-picker-width, 17rem);
    max-width: 100%;
    vertical-align: top;
    color: var(--ds-color-on-surface);
    font-family: var(--ds-font-family, inherit);
    font-size: var(--ds-font-size-s);
    line-height: var(--ds-line-height, 1.4);

    --_thumb: var(--ds-color-picker-thumb-size, 1.125rem);
    --_thumb-border: var(--ds-color-picker-thumb-border, var(--ds-neutral-0));
    --_checker: repeating-conic-gradient(var(--ds-neutral-200) 0 25%, var(--ds-neutral-0) 0 50%) 0 0 / 0.5rem 0.5rem;
  }

  .picker {
    display: flex;
    flex-direction: column;
    gap: var(--ds-color-picker-gap, var(--ds-space-m));
    /* room for the thumbs, which are centred on the edges at the ends */
    padding: calc(var(--_thumb) / 2);
  }

  .picker.disabled {
    cursor: not-allowed;
  }

  /* disabled: the controls fade, the label stays readable */
  .disabled .area,
  .disabled .track,
  .disabled .row,
  .disabled .swatches {
    opacity: 0.5;
  }

  /* a disabled row does not scroll (and is then no scrollable region without focusable content) */
  .disabled .swatch-list {
    overflow-x: hidden;
  }

  .label {
    font-weight: var(--ds-font-weight-medium);
  }

  /* ---- area and tracks ---- */

  .area,
  .track {
    position: relative;
    forced-color-adjust: none;
  }

  /* Right-to-left text mirrors the area and the sliders (thumbs included): saturation, hue and
     opacity grow leftwards, as a slider's value does, and the arrow keys follow (see the picker). */
  :host(:dir(rtl)) .area,
  :host(:dir(rtl)) .track {
    transform: scaleX(-1);
  }

  .area {
    height: var(--ds-color-picker-area-height, 10rem);
    border-radius: var(--ds-color-picker-radius, var(--ds-radius-m));
    background: var(--_area);
    box-shadow: inset 0 0 0 1px var(--ds-color-border);
    cursor: crosshair;
  }

  .track {
    height: var(--ds-color-picker-track-height, 0.75rem);
    border-radius: var(--ds-radius-pill);
    cursor: pointer;
  }

  .hue {
    background: var(--_track);
  }

  .alpha {
    background: var(--_track), var(--_checker);
  }

  .disabled .area,
  .disabled .track {
    cursor: not-allowed;
  }

  .thumb {
    position: absolute;
    left: var(--_x);
    top: var(--_y, 50%);
    width: var(--_thumb);
    height: var(--_thumb);
    border: 2px solid var(--_thumb-border);
    border-radius: 50%;
    background: var(--_opaque);
    box-shadow:
      0 0 0 1px var(--ds-color-border-strong),
      var(--ds-shadow-1);
    transform: translate(-50%, -50%);
    pointer-events: none;
  }

  .alpha .thumb {
    background: linear-gradient(var(--_color), var(--_color)), var(--_checker);
  }

  .area:focus-visible,
  .track:focus-visible {
    outline-offset: 3px;
  }

  .area:focus-visible .thumb,
  .track:focus-visible .thumb {
    box-shadow:
      0 0 0 2px var(--ds-color-focus-ring),
      var(--ds-shadow-1);
  }

  /* ---- hex field, preview, message ---- */

  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--ds-space-s);
  }

  .preview {
    flex: none;
    width: 2rem;
    height: 2rem;
    border-radius: var(--ds-radius-s);
    background: linear-gradient(var(--_color), var(--_color)), var(--_checker);
    box-shadow: inset 0 0 0 1px var(--ds-color-border);
    forced-color-adjust: none;
  }

  .hex {
    display: inline-flex;
    align-items: center;
    gap: var(--ds-space-2xs);
    width: 7.5rem;
    height: 2rem;
    padding-inline: var(--ds-space-s);
    border: 1px solid var(--ds-color-border-strong);
    border-radius: var(--ds-radius-s);
    background: var(--ds-color-surface);
    font-family: var(--ds-font-family-mono, monospace);
    cursor: text;
  }

  .hex:focus-within {
    outline: var(--ds-focus-ring-width, 2px) solid var(--ds-color-focus-ring);
    outline-offset: 1px;
  }

  .hash {
    color: var(--ds-color-on-surface-muted);
  }

  .hex-input {
    flex: 1;
    min-width: 0;
    margin: 0;
    padding: 0;
    border: none;
    background: transparent;
    color: inherit;
    font: inherit;
    letter-spacing: 0.04em;
  }

  .hex-input:focus,
  .hex-input:focus-visible {
    outline: none;
  }

  .hex-input:disabled {
    cursor: not-allowed;
  }

  .message {
    margin: 0;
    color: var(--ds-color-picker-message-color, var(--ds-color-danger));
    font-weight: var(--ds-font-weight-medium);
  }

  /* ---- swatches ---- */

  .swatches {
    display: flex;
    align-items: center;
    gap: var(--ds-space-2xs);
  }

  .swatch-list {
    display: flex;
    flex: 1;
    min-width: 0;
    gap: var(--ds-space-xs);
    /* room for the selection ring and the focus ring */
    padding: 5px;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scrollbar-width: none;
    touch-action: pan-x;
    user-select: none;
    -webkit-user-select: none;
    cursor: grab;
  }

  .swatch-list::-webkit-scrollbar {
    display: none;
  }

  .swatch-list.dragging {
    cursor: grabbing;
  }

  .swatch {
    flex: none;
    width: var(--ds-color-picker-swatch-size, 1.75rem);
    height: var(--ds-color-picker-swatch-size, 1.75rem);
    margin: 0;
    padding: 0;
    border: 1px solid var(--ds-color-border);
    border-radius: 50%;
    background: linear-gradient(var(--_swatch), var(--_swatch)), var(--_checker);
    cursor: inherit;
    forced-color-adjust: none;
  }

  .swatch.separated {
    margin-inline-start: var(--ds-space-m);
  }

  .swatch[aria-pressed='true'] {
    box-shadow:
      0 0 0 2px var(--ds-color-surface),
      0 0 0 4px var(--ds-color-on-surface);
  }

  .swatch:disabled {
    cursor: not-allowed;
  }

  .scroll {
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 1.75rem;
    height: 1.75rem;
    margin: 0;
    padding: 0;
    border: none;
    border-radius: 50%;
    background: transparent;
    color: var(--ds-color-on-surface);
    cursor: pointer;
    transition: background-color var(--ds-duration-fast) var(--ds-easing-standard);
  }

  /* the chevrons point the way the row scrolls */
  :host(:dir(rtl)) .scroll ds-icon {
    transform: scaleX(-1);
  }

  .scroll:hover:not(:disabled) {
    background: var(--ds-color-surface-sunken);
  }

  .scroll:disabled {
    opacity: 0.38;
    cursor: default;
  }

  @media (prefers-reduced-motion: reduce) {
    .scroll {
      transition: none;
    }
  }

  @media (forced-colors: active) {
    .area,
    .track {
      outline: 1px solid CanvasText;
    }

    .thumb {
      border-color: Canvas;
      box-shadow: 0 0 0 2px CanvasText;
    }

    .area:focus-visible .thumb,
    .track:focus-visible .thumb {
      box-shadow: 0 0 0 3px Highlight;
    }

    .area:focus-visible,
    .track:focus-visible {
      outline: 2px solid Highlight;
    }

    .hex {
      border-color: CanvasText;
    }

    .hex:focus-within {
      outline-color: Highlight;
    }

    .swatch {
      border-color: CanvasText;
    }

    .swatch[aria-pressed='true'] {
      box-shadow:
        0 0 0 2px Canvas,
        0 0 0 4px Highlight;
    }

    .scroll {
      color: ButtonText;
    }

    .scroll:disabled,
    .picker.disabled .hex {
      color: GrayText;
      border-color: GrayText;
      opacity: 1;
    }
  }
`;
