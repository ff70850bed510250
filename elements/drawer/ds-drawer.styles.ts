import { css } from 'lit';

export const drawerStyles = css`
  :host {
    display: contents;
  }

  /*
   * The <dialog> covers the whole viewport (transparent) and places the panel at its edge; a press
   * on the dialog itself, outside the panel, is a press on the scrim (its ::backdrop).
   */
  .dialog {
    position: fixed;
    inset: 0;
    width: auto;
    height: auto;
    max-width: none;
    max-height: none;
    margin: 0;
    padding: 0;
    border: 0;
    background: transparent;
    color: var(--ds-drawer-color, var(--ds-color-on-surface));
    overflow: hidden;
    overscroll-behavior: contain;
  }

  .dialog[open] {
    display: flex;
    justify-content: flex-end;
  }

  .dialog[data-placement='start'][open] {
    justify-content: flex-start;
  }

  .dialog[data-placement='top'][open],
  .dialog[data-placement='bottom'][open] {
    flex-direction: column;
  }

  .dialog[data-placement='top'][open] {
    justify-content: flex-start;
  }

  .dialog::backdrop {
    background-color: var(--ds-drawer-backdrop, var(--ds-color-scrim));
  }

  .dialog[open]::backdrop {
    animation: scrim-in var(--ds-drawer-duration, var(--ds-duration-medium)) var(--ds-easing-standard) both;
  }

  .panel {
    --_size: min(var(--ds-drawer-size, 24rem), calc(100% - var(--ds-space-3xl)));
    --_edge: 1px solid var(--ds-drawer-border-color, var(--ds-color-overlay-border, transparent));
    --_from: translateX(100%);

    display: flex;
    flex-direction: column;
    inline-size: var(--_size);
    block-size: 100%;
    overflow: hidden;
    border-inline-start: var(--_edge);
    background-color: var(--ds-drawer-background, var(--ds-color-surface-raised));
    color: var(--ds-drawer-color, var(--ds-color-on-surface));
    box-shadow: var(--ds-drawer-shadow, var(--ds-shadow-3));
    font-family: var(--ds-font-family, inherit);
    font-size: var(--ds-font-size-m);
    line-height: var(--ds-line-height, 1.5);
  }

  .panel:dir(rtl) {
    --_from: translateX(-100%);
  }

  [data-placement='start'] .panel {
    --_from: translateX(-100%);

    border-inline-start: 0;
    border-inline-end: var(--_edge);
  }

  [data-placement='start'] .panel:dir(rtl) {
    --_from: translateX(100%);
  }

  [data-placement='top'] .panel,
  [data-placement='bottom'] .panel {
    --_size: min(var(--ds-drawer-size, 24rem), calc(100% - var(--ds-space-3xl)));

    inline-size: 100%;
    block-size: var(--_size);
    border-inline-start: 0;
  }

  [data-placement='top'] .panel {
    --_from: translateY(-100%);

    border-block-end: var(--_edge);
  }

  [data-placement='bottom'] .panel {
    --_from: translateY(100%);

    border-block-start: var(--_edge);
  }

  .dialog[open] .panel {
    animation: slide-in var(--ds-drawer-duration, var(--ds-duration-medium)) var(--ds-easing-emphasized) both;
  }

  .panel:focus {
    outline: none;
  }

  .header {
    display: flex;
    flex: none;
    align-items: center;
    justify-content: flex-end;
    gap: var(--ds-space-xs);
    min-height: 3.5rem;
    padding-block: var(--ds-space-s);
    padding-inline: var(--ds-space-xl) var(--ds-space-s);
    border-block-end: 1px solid var(--ds-color-border);
  }

  .title {
    flex: 1 1 auto;
    min-width: 0;
    margin: 0;
    font-size: var(--ds-font-size-l);
    font-weight: var(--ds-font-weight-bold);
    line-height: 1.3;
    overflow-wrap: break-word;
  }

  .header-actions {
    display: flex;
    align-items: center;
    gap: var(--ds-space-xs);
  }

  .body {
    flex: 1 1 auto;
    min-height: 0;
    padding: var(--ds-drawer-padding, var(--ds-space-xl));
    overflow: auto;
    overscroll-behavior: contain;
  }

  .footer {
    display: flex;
    flex: none;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: var(--ds-space-s);
    padding-block: var(--ds-space-m);
    padding-inline: var(--ds-space-xl);
    border-block-start: 1px solid var(--ds-color-border);
  }

  .header-actions[hidden],
  .footer[hidden] {
    display: none;
  }

  @media (max-width: 26em) {
    .header {
      padding-inline: var(--ds-space-l) var(--ds-space-xs);
    }

    .body {
      padding: var(--ds-drawer-padding, var(--ds-space-l));
    }

    .footer {
      padding-inline: var(--ds-space-l);
    }
  }

  @keyframes slide-in {
    from {
      transform: var(--_from);
    }
  }

  @keyframes scrim-in {
    from {
      opacity: 0;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .dialog[open] .panel,
    .dialog[open]::backdrop {
      animation: none;
    }
  }

  @media (forced-colors: active) {
    .panel {
      --_edge: 1px solid CanvasText;
    }

    .header,
    .footer {
      border-color: CanvasText;
    }
  }
`;
