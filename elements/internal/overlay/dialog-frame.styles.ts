import { css } from 'lit';

/**
 * What ds-modal and ds-drawer draw alike (both use modal-dialog.controller.ts): a transparent <dialog>
 * over the whole viewport holding a column panel with a header, a scrolling body and a footer, their
 * reduced-motion and forced-colours rules. Each element places the panel, animates it and colours the
 * scrim (a ::backdrop inherits nothing in older engines, so its colour cannot come from a variable set
 * here), and names its public custom properties through these internal ones, set on `.dialog`:
 * `--_dialog-color`, `--_dialog-divider`, `--_dialog-title-size`, `--_dialog-padding`.
 */
export const dialogFrameStyles = css`
  :host {
    display: contents;
  }

  .dialog {
    position: fixed;
    inset: 0;
    width: auto;
    height: auto;
    max-width: none;
    max-height: none;
    margin: 0;
    border: 0;
    background: transparent;
    color: var(--_dialog-color);
    overflow: hidden;
    overscroll-behavior: contain;
  }

  .dialog[open] {
    display: flex;
  }

  .panel {
    display: flex;
    flex-direction: column;
    overflow: hidden;
    color: var(--_dialog-color);
    font-family: var(--ds-font-family, inherit);
    font-size: var(--ds-font-size-m);
    line-height: var(--ds-line-height, 1.5);
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
    border-block-end: 1px solid var(--_dialog-divider);
  }

  .title {
    flex: 1 1 auto;
    min-width: 0;
    margin: 0;
    font-size: var(--_dialog-title-size);
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

  .body {
    flex: 1 1 auto;
    min-height: 0;
    padding: var(--_dialog-padding);
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
    border-block-start: 1px solid var(--_dialog-divider);
  }

  .header-actions[hidden],
  .footer[hidden] {
    display: none;
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
    .header,
    .footer {
      border-color: CanvasText;
    }
  }
`;
