import { css } from 'lit';

export const sidePanelStyles = css`
  :host {
    display: block;
    inline-size: max-content;
    block-size: 100%;
  }

  .panel {
    display: grid;
    grid-template-rows: auto 1fr auto;
    inline-size: var(--_width);
    block-size: 100%;
    overflow: hidden;
    background: var(--ds-side-panel-background, var(--ds-color-surface-raised));
    color: var(--ds-color-on-surface);
    border-inline-end: 1px solid var(--ds-color-border);
    transition: inline-size var(--ds-duration-medium) var(--ds-easing-standard);
  }

  .panel--end {
    border-inline-end: 0;
    border-inline-start: 1px solid var(--ds-color-border);
  }

  .header {
    display: flex;
    align-items: center;
    gap: var(--ds-space-s);
    padding: var(--ds-space-s);
  }

  /* Collapsed: the header's content and the toggle stack, centred in the narrow rail. */
  .panel--collapsed .header {
    flex-direction: column;
  }

  .header-content {
    flex: 1;
    min-inline-size: 0;
  }

  .toggle {
    display: inline-grid;
    place-items: center;
    flex: none;
    inline-size: 40px;
    block-size: 40px;
    padding: 0;
    border: 1px solid transparent;
    border-radius: var(--ds-radius-m);
    background: transparent;
    color: inherit;
    cursor: pointer;
  }

  .toggle:hover {
    background: var(--ds-color-surface-sunken);
  }

  .toggle ds-icon {
    --_mirror: 1;

    transform: scaleX(var(--_mirror));
    transition: transform var(--ds-duration-medium) var(--ds-easing-standard);
  }

  /* The arrow points the way the panel will move: towards its own side to collapse. The icon is
     a left chevron: the start side in left-to-right text, the end side in right-to-left text. */
  .panel--collapsed .toggle ds-icon,
  .panel--end:not(.panel--collapsed) .toggle ds-icon {
    --_mirror: -1;
  }

  :host(:dir(rtl)) .toggle ds-icon {
    transform: scaleX(calc(-1 * var(--_mirror)));
  }

  .content {
    min-block-size: 0;
    overflow: hidden auto;
    padding: var(--ds-space-s);
  }

  .footer {
    padding: var(--ds-space-s);
  }

  @media (prefers-reduced-motion: reduce) {
    .panel,
    .toggle ds-icon {
      transition: none;
    }
  }

  @media (forced-colors: active) {
    .panel {
      border-color: CanvasText;
    }

    .toggle {
      border-color: ButtonText;
      color: ButtonText;
    }
  }
`;
