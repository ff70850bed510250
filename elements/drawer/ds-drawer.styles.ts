import { css } from 'lit';

/** The drawer's own: the panel at an edge, sliding in (the frame: dialog-frame.styles.ts). */
export const drawerStyles = css`
  /*
   * The <dialog> covers the whole viewport (transparent) and places the panel at its edge; a press
   * on the dialog itself, outside the panel, is a press on the scrim (its ::backdrop).
   */
  .dialog {
    --_dialog-color: var(--ds-drawer-color, var(--ds-color-on-surface));
    --_dialog-divider: var(--ds-color-border);
    --_dialog-title-size: var(--ds-font-size-l);
    --_dialog-padding: var(--ds-drawer-padding, var(--ds-space-xl));

    padding: 0;
  }

  .dialog[open] {
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

    inline-size: var(--_size);
    block-size: 100%;
    border-inline-start: var(--_edge);
    background-color: var(--ds-drawer-background, var(--ds-color-surface-raised));
    box-shadow: var(--ds-drawer-shadow, var(--ds-shadow-3));
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

  @media (forced-colors: active) {
    .panel {
      --_edge: 1px solid CanvasText;
    }
  }
`;
