import { css } from 'lit';

export const cardStyles = css`
  :host {
    --_accent: var(--ds-card-selected-color, var(--ds-color-accent));
    --_radius: var(--ds-card-radius, var(--ds-radius-l));
    --_padding: var(--ds-card-padding, var(--ds-space-m));
    display: block;
    min-inline-size: 0;
    color: var(--ds-color-on-surface);
  }

  .card {
    position: relative;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto 1fr auto;
    block-size: 100%;
    overflow: hidden;
    background: var(--ds-card-background, var(--ds-color-surface-raised));
    border: 1px solid var(--ds-color-border);
    border-radius: var(--_radius);
    box-shadow: var(--ds-shadow-1);
    transition:
      transform var(--ds-duration-fast) var(--ds-easing-standard),
      box-shadow var(--ds-duration-fast) var(--ds-easing-standard),
      border-color var(--ds-duration-fast) var(--ds-easing-standard);
  }

  .card--horizontal {
    grid-template-columns: var(--ds-card-media-size, 6.5rem) minmax(0, 1fr);
    grid-template-rows: 1fr auto;
  }

  .card--selectable {
    cursor: pointer;
    user-select: none;
    -webkit-user-select: none;
    -webkit-touch-callout: none;
    -webkit-tap-highlight-color: transparent;
  }

  .card--selectable:hover {
    transform: translateY(-2px);
    box-shadow: var(--ds-shadow-2);
  }

  /* Selected: an accent border drawn inside (no layout shift) and the check badge. */
  .card--selected {
    border-color: var(--_accent);
    box-shadow:
      inset 0 0 0 1px var(--_accent),
      var(--ds-shadow-2);
  }

  .media {
    position: relative;
    overflow: hidden;
    aspect-ratio: var(--ds-card-media-aspect-ratio, 4 / 5);
    background: var(--ds-color-surface-sunken);
  }

  .card--horizontal .media {
    aspect-ratio: auto;
    grid-row: 1 / -1;
    min-block-size: 100%;
  }

  .media:not(.has-content) {
    display: none;
  }

  ::slotted([slot='media']) {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }

  .card--selectable ::slotted([slot='media']) {
    transition: transform var(--ds-duration-slow) var(--ds-easing-standard);
  }

  .card--selectable:hover ::slotted([slot='media']) {
    transform: scale(1.03);
  }

  .content {
    display: grid;
    align-content: start;
    gap: var(--ds-space-2xs);
    padding: var(--_padding);
    min-inline-size: 0;
  }

  .surface {
    display: block;
    inline-size: 100%;
    margin: 0;
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: inherit;
    touch-action: manipulation;
  }

  .surface,
  .heading {
    font-size: var(--ds-font-size-l);
    font-weight: var(--ds-font-weight-bold);
    line-height: 1.3;
    overflow-wrap: anywhere;
  }

  /* The surface's click area stretches over the whole card; the actions sit above it. */
  .surface::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
    border-radius: inherit;
  }

  .surface:focus {
    outline: none;
  }

  .surface:focus-visible::after {
    border-radius: var(--_radius);
    outline: var(--ds-focus-ring-width, 2px) solid var(--ds-color-focus-ring);
    outline-offset: calc(-1 * var(--ds-focus-ring-width, 2px) - 2px);
  }

  ::slotted([slot='heading']) {
    margin: 0;
    font: inherit;
  }

  .body {
    color: var(--ds-color-on-surface-muted);
    font-size: var(--ds-font-size-s);
    line-height: var(--ds-line-height);
    overflow-wrap: anywhere;
  }

  .body:not(.has-content) {
    display: none;
  }

  ::slotted(p) {
    margin: 0;
  }

  .actions {
    position: relative;
    z-index: 2;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--ds-space-xs);
    padding: 0 var(--_padding) var(--_padding);
  }

  .card--horizontal .actions {
    grid-column: 2;
  }

  .actions:not(.has-content) {
    display: none;
  }

  .check {
    position: absolute;
    inset-block-start: var(--ds-space-s);
    inset-inline-end: var(--ds-space-s);
    z-index: 2;
    display: grid;
    place-items: center;
    inline-size: 1.75rem;
    block-size: 1.75rem;
    border-radius: var(--ds-radius-pill);
    background: var(--_accent);
    color: var(--ds-color-on-accent);
    box-shadow: var(--ds-shadow-1);
    pointer-events: none;
    transform: scale(0);
    opacity: 0;
    transition:
      transform var(--ds-duration-fast) var(--ds-easing-emphasized),
      opacity var(--ds-duration-fast) var(--ds-easing-standard);
  }

  .card--horizontal .check {
    inset-inline-end: auto;
    inset-inline-start: var(--ds-space-xs);
    inset-block-start: var(--ds-space-xs);
  }

  .card--selected .check {
    transform: scale(1);
    opacity: 1;
  }

  @media (prefers-reduced-motion: reduce) {
    .card,
    .check,
    .card--selectable ::slotted([slot='media']) {
      transition: none;
    }

    .card--selectable:hover,
    .card--selectable:hover ::slotted([slot='media']) {
      transform: none;
    }
  }

  @media (forced-colors: active) {
    .card {
      border-color: CanvasText;
    }

    .card--selected {
      border-color: Highlight;
      outline: 2px solid Highlight;
      outline-offset: -3px;
    }

    .check {
      background: Highlight;
      color: HighlightText;
      forced-color-adjust: none;
    }

    .surface:focus-visible::after {
      outline-color: Highlight;
    }
  }
`;
