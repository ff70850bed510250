import { css } from 'lit';
import { choiceControlStyles, choiceLayoutStyles } from '../internal/form/choice-control.styles.js';

export const checkboxStyles = css`
  ${choiceLayoutStyles('checkbox')}

  .control {
    --_checked-bg: var(--ds-checkbox-checked-background, var(--ds-color-accent));
    --_checked-fg: var(--ds-checkbox-checked-color, var(--ds-color-on-accent));

    position: relative;
    display: inline-grid;
    place-items: center;
    flex: none;
    width: var(--ds-checkbox-size, 1.125rem);
    height: var(--ds-checkbox-size, 1.125rem);
    border: 2px solid var(--ds-checkbox-border-color, var(--ds-color-border-strong));
    border-radius: var(--ds-checkbox-radius, var(--ds-radius-s));
    background-color: var(--ds-checkbox-background, var(--ds-color-surface));
    color: var(--_checked-fg);
    transition:
      background-color var(--ds-duration-fast) var(--ds-easing-standard),
      border-color var(--ds-duration-fast) var(--ds-easing-standard);
  }

  .icon {
    grid-area: 1 / 1;
    width: 100%;
    height: 100%;
    fill: none;
    stroke: currentColor;
    stroke-width: 2.25;
    stroke-linecap: round;
    stroke-linejoin: round;
    opacity: 0;
    transform: scale(0.5);
    transition:
      opacity var(--ds-duration-fast) var(--ds-easing-standard),
      transform var(--ds-duration-fast) var(--ds-easing-emphasized);
  }

  .checked:not(.indeterminate) .check,
  .indeterminate .dash {
    opacity: 1;
    transform: none;
  }

  .checked .control,
  .indeterminate .control {
    border-color: var(--_checked-bg);
    background-color: var(--_checked-bg);
  }

  .base:not(.disabled):hover .control {
    border-color: var(--_checked-bg);
  }

  /* minimal: a round outline; checked shows a coloured mark, never a fill */
  .minimal .control {
    border-width: 1.5px;
    border-radius: var(--ds-checkbox-radius, 50%);
    background-color: transparent;
  }

  .minimal.checked .control,
  .minimal.indeterminate .control {
    background-color: transparent;
    color: var(--_checked-bg);
  }

  /* inside <ds-checkbox-group appearance="buttons">: a toggle button */
  .button {
    justify-content: center;
    min-width: var(--ds-checkbox-button-height, 2.5rem);
    min-height: var(--ds-checkbox-button-height, 2.5rem);
    padding-inline: var(--ds-space-m);
    border: 1px solid var(--ds-color-border-strong);
    border-radius: var(--ds-checkbox-button-radius, var(--ds-radius-m));
    background-color: var(--ds-checkbox-background, var(--ds-color-surface));
    font-weight: var(--ds-font-weight-medium);
    transition:
      background-color var(--ds-duration-fast) var(--ds-easing-standard),
      border-color var(--ds-duration-fast) var(--ds-easing-standard),
      color var(--ds-duration-fast) var(--ds-easing-standard);
  }

  .button:not(.disabled):hover {
    border-color: var(--ds-checkbox-checked-background, var(--ds-color-accent));
  }

  /* checked: filled and with a stronger (2px) border, so the state is not told by colour alone */
  .button.checked,
  .button.indeterminate {
    border-color: var(--ds-checkbox-checked-background, var(--ds-color-accent));
    background-color: var(--ds-checkbox-checked-background, var(--ds-color-accent));
    box-shadow: inset 0 0 0 1px var(--ds-checkbox-checked-color, var(--ds-color-on-accent));
    color: var(--ds-checkbox-checked-color, var(--ds-color-on-accent));
  }

  @media (prefers-reduced-motion: reduce) {
    .control,
    .icon,
    .button {
      transition: none;
    }
  }

  @media (forced-colors: active) {
    .control {
      color: HighlightText;
    }

    .checked .control,
    .indeterminate .control {
      border-color: Highlight;
      background-color: Highlight;
    }

    .minimal.checked .control,
    .minimal.indeterminate .control {
      background-color: Canvas;
      color: Highlight;
    }

    .button.checked,
    .button.indeterminate {
      border-color: Highlight;
      background-color: Highlight;
      color: HighlightText;
      box-shadow: none;
    }

    .disabled.checked .control,
    .disabled.indeterminate .control {
      background-color: GrayText;
      color: Canvas;
    }

    .minimal.disabled .control {
      background-color: Canvas;
      color: GrayText;
    }
  }

  ${choiceControlStyles}
`;
