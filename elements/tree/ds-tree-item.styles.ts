import { css } from 'lit';
import { focusRingOn } from '../internal/styles/focus-ring.styles.js';

// Shared by every item (one adopted style sheet): the per-item cost stays in the markup.
export const treeItemStyles = css`
  :host {
    display: block;
    outline: none;
    color: inherit;
    -webkit-tap-highlight-color: transparent;
  }

  .row {
    display: flex;
    align-items: center;
    gap: var(--ds-space-xs);
    /* a comfortable pointer target (WCAG 2.5.8 asks for 24 px at least) */
    min-block-size: 2rem;
    padding-inline: var(--ds-space-xs) var(--ds-space-s);
    border-radius: var(--ds-radius-s);
    cursor: pointer;
    user-select: none;
  }

  .expander,
  .check {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    inline-size: 1rem;
    block-size: 1rem;
  }

  svg {
    inline-size: 100%;
    block-size: 100%;
    fill: none;
    stroke: currentColor;
    stroke-width: 1.75;
    stroke-linecap: round;
    stroke-linejoin: round;
  }

  .expander svg {
    transition: transform var(--ds-duration-fast) var(--ds-easing-standard);
  }

  /* the chevron points to the inline end: mirrored under right-to-left text, down when open */
  :host(:dir(rtl)) .expander svg {
    transform: scaleX(-1) rotate(0deg);
  }

  :host([expanded]) .expander svg {
    transform: rotate(90deg);
  }

  :host([expanded]:dir(rtl)) .expander svg {
    transform: scaleX(-1) rotate(90deg);
  }

  .check {
    border: 1px solid var(--ds-color-border-strong);
    border-radius: var(--ds-radius-s);
  }

  :host([selected]) .check {
    border-color: var(--ds-color-accent);
    background: var(--ds-color-accent);
    color: var(--ds-color-on-accent);
  }

  .label {
    display: inline-flex;
    flex: 1 1 auto;
    align-items: center;
    gap: var(--ds-space-s);
    min-inline-size: 0;
    padding-block: var(--ds-space-2xs);
  }

  .children {
    /* the guide sits under the parent's expand icon */
    margin-inline-start: calc(var(--ds-space-xs) + 0.5rem - 0.5px);
    padding-inline-start: calc(var(--ds-tree-item-indent, 1.25rem) - 0.5rem + 0.5px);
    border-inline-start: 1px solid var(--ds-tree-item-indent-guide-color, var(--ds-color-border));
  }

  .loading {
    display: flex;
    align-items: center;
    min-block-size: 2rem;
    padding-inline-start: calc(var(--ds-space-xs) + 1rem + var(--ds-space-xs));
    color: var(--ds-color-on-surface-muted);
    font-style: italic;
  }

  .loading:empty {
    display: none;
  }

  .row:hover {
    background: var(--ds-tree-item-background-hover, var(--ds-color-surface-sunken));
  }

  :host([selected]) .row {
    background: var(--ds-tree-item-background-selected, var(--ds-color-accent-soft));
    color: var(--ds-tree-item-color-selected, var(--ds-color-on-accent-soft));
  }

  ${focusRingOn(':host(:focus-visible) .row', { inset: true })}

  :host([disabled]) .row {
    color: var(--ds-color-on-surface-muted);
    cursor: default;
  }

  :host([disabled]) .row:hover {
    background: none;
  }

  @media (prefers-reduced-motion: reduce) {
    .expander svg {
      transition: none;
    }
  }

  @media (forced-colors: active) {
    :host([selected]) .row {
      background: Highlight;
      color: HighlightText;
      forced-color-adjust: none;
    }

    :host([selected]) .check {
      border-color: HighlightText;
      background: HighlightText;
      color: Highlight;
    }

    :host([disabled]) .row {
      color: GrayText;
    }

    .children {
      border-color: CanvasText;
    }
  }
`;
