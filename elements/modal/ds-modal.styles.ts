import { css } from 'lit';

export const modalStyles = css`
  :host {
    display: contents;
  }

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
    position: fixed;
    inset: 0;
    width: auto;
    height: auto;
    max-width: none;
    max-height: none;
    margin: 0;
    padding: var(--ds-modal-margin, var(--ds-space-l));
    border: 0;
    background: transparent;
    color: var(--ds-modal-color, var(--ds-color-on-surface));
    overflow: hidden;
    overscroll-behavior: contain;
  }

  /* inline: the panel in the page's flow, as it looks open (no dim, no top layer, no animation) */
  .dialog.inline {
    position: static;
    display: flex;
    padding: 0;
    overflow: visible;
  }

  .dialog[open] {
    display: flex;
    align-items: center;
    justify-content: center;
  }

  .dialog::backdrop {
    background-color: var(--ds-modal-backdrop, var(--ds-color-scrim));
  }

  .dialog[open]::backdrop {
    animation: backdrop-in var(--ds-modal-enter-duration, var(--ds-duration-medium)) var(--ds-easing-standard) both;
  }

  .panel {
    position: relative;
    display: flex;
    flex-direction: column;
    width: min(var(--ds-modal-width, 36rem), 100%);
    max-height: 100%;
    overflow: hidden;
    border: var(--ds-modal-border-width, 1px) solid var(--ds-modal-border-color, var(--ds-color-overlay-border, transparent));
    border-radius: var(--ds-modal-radius, var(--ds-radius-l));
    background-color: var(--ds-modal-background, var(--ds-color-surface-raised));
    color: var(--ds-modal-color, var(--ds-color-on-surface));
    box-shadow: var(--ds-modal-shadow, var(--ds-shadow-3));
    container: ds-modal-panel / inline-size;
    font-family: var(--ds-font-family, inherit);
    font-size: var(--ds-font-size-m);
    line-height: var(--ds-line-height, 1.5);
  }

  .dialog[open] .panel {
    animation: panel-in var(--ds-modal-enter-duration, var(--ds-duration-medium)) var(--ds-easing-emphasized) both;
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
    border-block-end: 1px solid var(--ds-modal-divider-color, var(--ds-color-border));
  }

  .title {
    flex: 1 1 auto;
    min-width: 0;
    margin: 0;
    font-size: var(--ds-modal-title-font-size, var(--ds-font-size-l));
    font-weight: var(--ds-font-weight-bold);
    line-height: 1.3;
    /* Lines break between words; only a word longer than a whole line is split. */
    overflow-wrap: break-word;
  }

  .header-actions {
    display: flex;
    flex: none;
    align-items: center;
    gap: var(--ds-space-xs);
  }

  .header-actions:not(.has-content) {
    display: none;
  }

  .body {
    flex: 1 1 auto;
    min-height: 0;
    padding: var(--ds-modal-padding, var(--ds-space-xl));
    overflow: auto;
    overscroll-behavior: contain;
  }

  .body.flush {
    padding: 0;
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
    border-block-start: 1px solid var(--ds-modal-divider-color, var(--ds-color-border));
  }

  .footer[hidden] {
    display: none;
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

  @keyframes backdrop-in {
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
      border-color: CanvasText;
    }

    .header,
    .footer {
      border-color: CanvasText;
    }
  }
`;
