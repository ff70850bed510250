import { css } from 'lit';
import { focusRingOn } from '../internal/styles/focus-ring.styles.js';

/** The tab's looks per appearance; the parent `<ds-tabs>` sets `data-appearance`. */
export const tabStyles = css`
  :host {
    --_selected: var(--ds-tab-selected-color, var(--ds-color-accent));
    display: inline-flex;
    flex: none;
    cursor: pointer;
    color: var(--ds-color-on-surface-muted);
    font: inherit;
    font-weight: var(--ds-font-weight-medium);
    user-select: none;
    -webkit-tap-highlight-color: transparent;
    border-radius: var(--ds-radius-s);
    position: relative;
  }

  :host(:hover) {
    color: var(--ds-color-on-surface);
  }

  :host(:focus) {
    outline: none;
  }

  ${focusRingOn(':host(:focus-visible)', { inset: true, forcedColor: 'CanvasText' })}

  :host([aria-selected='true']) {
    color: var(--ds-color-on-surface);
  }

  :host([disabled]) {
    cursor: not-allowed;
    opacity: 0.45;
  }

  .base {
    display: inline-flex;
    flex: 1;
    align-items: center;
    justify-content: center;
    gap: var(--ds-space-xs);
    min-block-size: 2.75rem;
    padding: var(--ds-space-s) var(--ds-space-m);
    white-space: nowrap;
  }

  .icon {
    display: inline-flex;
  }

  .icon[hidden] {
    display: none;
  }

  /* nav: an underline that grows in from the centre (still under reduced motion). */
  :host([data-appearance='nav']) {
    border-radius: var(--ds-radius-s) var(--ds-radius-s) 0 0;
  }

  :host([data-appearance='nav'])::after {
    content: '';
    position: absolute;
    inset-inline: var(--ds-space-s);
    inset-block-end: 0;
    block-size: 3px;
    border-radius: 3px 3px 0 0;
    background: var(--_selected);
    transform: scaleX(0);
    transition: transform var(--ds-duration-fast) var(--ds-easing-standard);
  }

  :host([data-appearance='nav'][aria-selected='true'])::after {
    transform: scaleX(1);
  }

  /* pills: rounded chips, the selected one filled. */
  :host([data-appearance='pills']) {
    border-radius: var(--ds-radius-pill);
    border: 1px solid var(--ds-color-border);
  }

  :host([data-appearance='pills']) .base {
    min-block-size: 2.5rem;
    padding-inline: var(--ds-space-l);
  }

  :host([data-appearance='pills'][aria-selected='true']) {
    border-color: transparent;
    background: var(--_selected);
    color: var(--ds-color-on-accent);
  }

  /* tiles: bordered squares, icon above label, the selected one tinted and outlined. */
  :host([data-appearance='tiles']) {
    display: flex;
    border: 1px solid var(--ds-color-border);
    border-radius: var(--ds-radius-m);
    background: var(--ds-color-surface-raised);
  }

  :host([data-appearance='tiles']) .base,
  :host([data-appearance='bottom']) .base {
    flex-direction: column;
    gap: var(--ds-space-2xs);
  }

  :host([data-appearance='tiles']) .base {
    min-block-size: 5.5rem;
    white-space: normal;
    text-align: center;
  }

  :host([data-appearance='tiles'][aria-selected='true']) {
    border-color: var(--_selected);
    box-shadow: inset 0 0 0 1px var(--_selected);
    background: var(--ds-color-accent-soft);
    color: var(--ds-color-on-accent-soft);
  }

  /* bottom: icon above a small label; the selected one coloured, with a bar on top. */
  :host([data-appearance='bottom']) {
    display: flex;
    border-radius: 0;
    font-size: var(--ds-font-size-s);
  }

  :host([data-appearance='bottom']) .base {
    min-block-size: 3.5rem;
    padding: var(--ds-space-xs);
  }

  :host([data-appearance='bottom'][aria-selected='true']) {
    color: var(--_selected);
    font-weight: var(--ds-font-weight-bold);
  }

  :host([data-appearance='bottom'])::before {
    content: '';
    position: absolute;
    inset-inline: 30%;
    inset-block-start: 0;
    block-size: 3px;
    border-radius: 0 0 3px 3px;
    background: var(--_selected);
    transform: scaleX(0);
    transition: transform var(--ds-duration-fast) var(--ds-easing-standard);
  }

  :host([data-appearance='bottom'][aria-selected='true'])::before {
    transform: scaleX(1);
  }

  @media (prefers-reduced-motion: reduce) {
    :host::before,
    :host::after {
      transition: none !important;
    }
  }

  /* Forced colours: the selected tab is a Highlight box, whatever the appearance. */
  @media (forced-colors: active) {
    :host {
      border-color: CanvasText;
      color: CanvasText;
    }

    :host([aria-selected='true']) {
      background: Highlight !important;
      color: HighlightText !important;
      forced-color-adjust: none;
    }

    :host::before,
    :host::after {
      background: HighlightText;
    }

    :host([disabled]) {
      color: GrayText;
    }  }
`;
