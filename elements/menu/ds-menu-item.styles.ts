import { css } from 'lit';
import { focusRingOn } from '../internal/styles/focus-ring.styles.js';

export const menuItemStyles = css`
  :host {
    display: block;
    border-radius: var(--ds-radius-s);
    color: inherit;
    cursor: pointer;
    user-select: none;
    -webkit-tap-highlight-color: transparent;
    transition: background-color var(--ds-duration-fast) var(--ds-easing-standard);
  }

  :host(:focus) {
    outline: none;
  }

  .base {
    display: flex;
    align-items: center;
    gap: var(--ds-space-s);
    /* a comfortable touch target (WCAG 2.5.8 asks for 24 px at least) */
    min-height: 2.5rem;
    padding-block: var(--ds-menu-item-padding-block, var(--ds-space-s));
    padding-inline: var(--ds-menu-item-padding-inline, var(--ds-space-m));
    white-space: nowrap;
  }

  .label {
    flex: 1 1 auto;
  }

  ::slotted([slot='start']) {
    flex: none;
  }

  :host(:hover:not([disabled])),
  :host(:focus-visible) {
    background-color: var(--ds-menu-item-background-hover, var(--ds-color-accent-soft));
    color: var(--ds-menu-item-color-hover, var(--ds-color-on-accent-soft));
  }

  ${focusRingOn(':host(:focus-visible)', { inset: true, forcedColor: 'CanvasText' })}

  :host([disabled]) {
    color: var(--ds-color-on-surface-muted);
    cursor: default;
  }

  @media (prefers-reduced-motion: reduce) {
    :host {
      transition: none;
    }
  }

  @media (forced-colors: active) {
    :host(:hover:not([disabled])),
    :host(:focus-visible) {
      background-color: Highlight;
      color: HighlightText;
      forced-color-adjust: none;
    }

    :host([disabled]) {
      color: GrayText;
    }
  }
`;
