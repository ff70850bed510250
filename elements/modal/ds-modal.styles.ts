import { css } from 'lit';

/** The modal's own: a centred panel, inline and fullscreen forms (the frame: dialog-frame.styles.ts). */
export const modalStyles = css`
  /* inline: as wide as the panel would be, never wider than its container */
  :host([inline]) {
    display: block;
    inline-size: var(--ds-modal-width, 36rem);
    max-inline-size: 100%;
  }

  /*
   * The <dialog> covers the whole viewport (transparent); the panel sits centred inside it.
   * A click that lands on the dialog itself, outside the panel, is a click on the dimmed
   * backdrop. The dim is the dialog's ::backdrop.
   */
  .dialog {
    --_dialog-color: var(--ds-modal-color, var(--ds-color-on-surface));
    --_dialog-divider: var(--ds-modal-divider-color, var(--ds-color-border));
    --_dialog-title-size: var(--ds-modal-title-font-size, var(--ds-font-size-l));
    --_dialog-padding: var(--ds-modal-padding, var(--ds-space-xl));

    padding: var(--ds-modal-margin, var(--ds-space-l));
  }

  /* inline: the panel in the page's flow, as it looks open (no dim, no top layer, no animation) */
  .dialog.inline {
    position: static;
    display: flex;
    padding: 0;
    overflow: visible;
  }

  .dialog[open] {
    align-items: center;
    justify-content: center;
  }

  .dialog::backdrop {
    background-color: var(--ds-modal-backdrop, var(--ds-color-scrim));
  }

  .dialog[open]::backdrop {
    animation: scrim-in var(--ds-modal-enter-duration, var(--ds-duration-medium)) var(--ds-easing-standard) both;
  }

  .panel {
    position: relative;
    width: min(var(--ds-modal-width, 36rem), 100%);
    max-height: 100%;
    border: var(--ds-modal-border-width, 1px) solid var(--ds-modal-border-color, var(--ds-color-overlay-border, transparent));
    border-radius: var(--ds-modal-radius, var(--ds-radius-l));
    background-color: var(--ds-modal-background, var(--ds-color-surface-raised));
    box-shadow: var(--ds-modal-shadow, var(--ds-shadow-3));
    container: ds-modal-panel / inline-size;
  }

  .dialog[open] .panel {
    animation: panel-in var(--ds-modal-enter-duration, var(--ds-duration-medium)) var(--ds-easing-emphasized) both;
  }

  .header-actions:not(.has-content) {
    display: none;
  }

  .body.flush {
    padding: 0;
  }

  /*
   * A panel narrow for its text (a phone, or large text: 320 px at 200 %) keeps less room around
   * its content, so the title's words fit on their lines instead of breaking mid-word.
   */
  @media (max-width: 26em) {
    .dialog {
      padding: var(--ds-modal-margin, var(--ds-space-s));
    }
  }

  @container ds-modal-panel (max-width: 24rem) {
    .header {
      padding-inline: var(--ds-space-l) var(--ds-space-xs);
    }

    .body {
      padding: var(--ds-modal-padding, var(--ds-space-l));
    }

    .footer {
      padding-inline: var(--ds-space-l);
    }
  }

  /* fullscreen: the panel fills the viewport */
  :host([fullscreen]) .dialog {
    padding: 0;
  }

  :host([fullscreen]) .panel {
    width: 100%;
    height: 100%;
    border-radius: 0;
    box-shadow: none;
  }

  @keyframes panel-in {
    from {
      opacity: 0;
      transform: scale(0.96) translateY(8px);
    }
  }

  @media (forced-colors: active) {
    .panel {
      border-color: CanvasText;
    }
  }
`;
