import { css } from 'lit';
import { choiceControlStyles, choiceGroupStyles, choiceLayoutStyles } from '../internal/form/choice-control.styles.js';
import { overflowFadeStyles } from '../internal/styles/overflow-fade.styles.js';

export const radioStyles = css`
  ${choiceLayoutStyles('radio')}

  .base {
    --_checked: var(--ds-radio-checked-color, var(--ds-color-accent));
  }

  .icon {
    display: inline-flex;
    align-items: center;
  }

  .base:not(.has-icon) .icon {
    display: none;
  }

  ::slotted(svg),
  ::slotted(img) {
    width: 1.25em;
    height: 1.25em;
    flex: none;
  }

  .control {
    display: inline-grid;
    place-items: center;
    flex: none;
    width: var(--ds-radio-size, 1.125rem);
    height: var(--ds-radio-size, 1.125rem);
    border: 2px solid var(--ds-radio-border-color, var(--ds-color-border-strong));
    border-radius: 50%;
    background-color: var(--ds-radio-background, var(--ds-color-surface));
    transition: border-color var(--ds-duration-fast) var(--ds-easing-standard);
  }

  .dot {
    width: 50%;
    height: 50%;
    border-radius: 50%;
    background-color: var(--_checked);
    transform: scale(0);
    transition: transform var(--ds-duration-fast) var(--ds-easing-emphasized);
  }

  .checked .control,
  .base:not(.disabled):hover .control {
    border-color: var(--_checked);
  }

  .checked .dot {
    transform: none;
  }

  /* in a buttons group: one segment of a joined control */
  .button {
    justify-content: center;
    gap: var(--ds-space-xs);
    min-width: var(--ds-radio-button-height, 2.5rem);
    min-height: var(--ds-radio-button-height, 2.5rem);
    padding-inline: var(--ds-space-m);
    border: 1px solid var(--ds-color-border-strong);
    border-radius: 0;
    background-color: var(--ds-radio-background, var(--ds-color-surface));
    font-weight: var(--ds-font-weight-medium);
    white-space: nowrap;
    transition:
      background-color var(--ds-duration-fast) var(--ds-easing-standard),
      color var(--ds-duration-fast) var(--ds-easing-standard);
  }

  /* a finger needs a 44 px target */
  @media (pointer: coarse) {
    .button {
      min-height: max(44px, var(--ds-radio-button-height, 2.5rem));
    }
  }

  .button:not(.has-label) {
    padding-inline: var(--ds-space-s);
  }

  .button.position-middle,
  .button.position-last {
    border-inline-start-width: 0;
  }

  .button.position-first,
  .button.position-only {
    border-start-start-radius: var(--ds-radio-button-radius, var(--ds-radius-m));
    border-end-start-radius: var(--ds-radio-button-radius, var(--ds-radius-m));
  }

  .button.position-last,
  .button.position-only {
    border-start-end-radius: var(--ds-radio-button-radius, var(--ds-radius-m));
    border-end-end-radius: var(--ds-radio-button-radius, var(--ds-radius-m));
  }

  .button:not(.disabled, .checked):hover {
    background-color: var(--ds-color-accent-soft);
    color: var(--ds-color-on-accent-soft);
  }

  /* checked: filled, with an inner ring so the state is not told by colour alone */
  .button.checked {
    background-color: var(--_checked);
    box-shadow: inset 0 0 0 2px var(--ds-radio-checked-on-color, var(--ds-color-on-accent));
    color: var(--ds-radio-checked-on-color, var(--ds-color-on-accent));
  }

  :host(:focus-visible) .button {
    position: relative;
    z-index: 1;
  }

  @media (prefers-reduced-motion: reduce) {
    .control,
    .dot,
    .button {
      transition: none;
    }
  }

  @media (forced-colors: active) {
    .dot {
      background-color: Highlight;
    }

    .checked .control {
      border-color: Highlight;
    }

    .button:not(.disabled, .checked):hover {
      background-color: ButtonFace;
      color: ButtonText;
    }

    .button.checked {
      border-color: Highlight;
      background-color: Highlight;
      color: HighlightText;
      box-shadow: none;
    }

    .disabled .dot {
      background-color: GrayText;
    }
  }

  ${choiceControlStyles}
`;

export const radioGroupStyles = css`
  ${choiceGroupStyles('radio', '0')}

  /* the buttons stay one row: too wide for their place, they scroll sideways */
  ${overflowFadeStyles('.buttons .options', '--ds-radio-group-fade-size')}

  /* A grid track from 0 to the space there is: the group asks its container for its natural width but
     needs none (its min-content is 0), so an auto-sized grid or flex row around it never grows to fit it. */
  .group.buttons {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
  }

  :host {
    min-width: 0;
    max-width: 100%;
  }
`;
