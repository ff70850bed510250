import { css } from 'lit';

export const snackbarStyles = css`
  :host {
    display: block;
    pointer-events: auto;
  }

  .snackbar {
    position: relative;
    display: flex;
    align-items: center;
    gap: var(--ds-space-m);
    min-width: min(var(--ds-snackbar-min-width, 18rem), 100%);
    max-width: var(--ds-snackbar-max-width, 36rem);
    min-height: 3rem;
    padding-block: var(--ds-space-s);
    padding-inline: var(--ds-space-l) var(--ds-space-s);
    overflow: hidden;
    border: 1px solid var(--ds-snackbar-border-color, transparent);
    border-radius: var(--ds-snackbar-radius, var(--ds-radius-m));
    background-color: var(--ds-snackbar-background, var(--ds-color-inverse-surface));
    color: var(--ds-snackbar-color, var(--ds-color-on-inverse-surface));
    box-shadow: var(--ds-snackbar-shadow, var(--ds-shadow-3));
    font-family: var(--ds-font-family, inherit);
    font-size: var(--ds-snackbar-font-size, var(--ds-font-size-s));
    line-height: var(--ds-line-height, 1.5);
    animation: enter var(--ds-snackbar-enter-duration, var(--ds-duration-medium)) var(--ds-easing-emphasized) both;
    transition:
      opacity var(--ds-snackbar-exit-duration, var(--ds-duration-medium)) var(--ds-easing-standard),
      transform var(--ds-snackbar-exit-duration, var(--ds-duration-medium)) var(--ds-easing-standard);
  }

  :host(:not([dismissible])) .snackbar {
    padding-inline-end: var(--ds-space-l);
  }

  :host([exiting]) {
    pointer-events: none;
  }

  :host([exiting]) .snackbar {
    opacity: 0;
    transform: translateY(100%);
  }

  .message {
    flex: 1 1 auto;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  .countdown {
    flex: none;
    min-width: 2ch;
    font-variant-numeric: tabular-nums;
    font-weight: var(--ds-font-weight-bold);
    text-align: end;
  }

  .action {
    flex: none;
    --ds-button-color: var(--ds-snackbar-action-color, var(--ds-snackbar-color, var(--ds-color-on-inverse-surface)));
    --ds-color-focus-ring: var(--ds-snackbar-color, var(--ds-color-on-inverse-surface));
    --ds-focus-ring-offset: 0;
    font-weight: var(--ds-font-weight-bold);
  }

  /* the built-in action ends where the text ends */
  :host([action-label]:not([dismissible])) .snackbar {
    padding-inline-end: var(--ds-space-s);
  }

  .dismiss {
    flex: none;
    --ds-button-color: var(--ds-snackbar-color, var(--ds-color-on-inverse-surface));
    /* the accent ring can be faint on the inverse surface: ring in the text colour instead */
    --ds-color-focus-ring: var(--ds-snackbar-color, var(--ds-color-on-inverse-surface));
    --ds-focus-ring-offset: 0;
  }

  .dismiss svg {
    width: 1.25em;
    height: 1.25em;
  }

  .progress {
    position: absolute;
    inset: auto 0 0 0;
    height: var(--ds-snackbar-progress-height, 3px);
  }

  .progress-bar {
    width: 100%;
    height: 100%;
    background-color: var(--ds-snackbar-progress-color, var(--ds-color-accent));
    transform-origin: left center;
    animation: shrink var(--_duration, 0ms) linear forwards;
  }

  :host(:dir(rtl)) .progress-bar {
    transform-origin: right center;
  }

  :host([paused]) .progress-bar {
    animation-play-state: paused;
  }

  @keyframes enter {
    from {
      opacity: 0;
      transform: translateY(100%);
    }
  }

  @keyframes shrink {
    from {
      transform: scaleX(1);
    }
    to {
      transform: scaleX(0);
    }
  }

  /* reduced motion: no slide; items just appear and disappear */
  @media (prefers-reduced-motion: reduce) {
    .snackbar {
      animation: none;
      transition: none;
    }

    :host([exiting]) .snackbar {
      transform: none;
    }
  }

  @media (forced-colors: active) {
    .snackbar {
      border-color: CanvasText;
    }

    .progress-bar {
      background-color: CanvasText;
    }
  }
`;

export const snackbarHostStyles = css`
  :host {
    display: contents;
  }

  .region {
    /* also resets the UA styles of [popover] */
    position: fixed;
    inset: auto 0 calc(var(--ds-space-l) + env(safe-area-inset-bottom, 0px)) 0;
    z-index: var(--ds-snackbar-z-index, 2147483000);
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: var(--ds-space-s);
    width: fit-content;
    max-width: calc(
      100vw - 2 * var(--ds-space-l) - env(safe-area-inset-left, 0px) - env(safe-area-inset-right, 0px)
    );
    height: fit-content;
    margin: 0 auto;
    padding: 0;
    overflow: visible;
    border: 0;
    background: transparent;
    color: inherit;
    pointer-events: none;
  }


  .region::backdrop {
    display: none;
  }
`;
