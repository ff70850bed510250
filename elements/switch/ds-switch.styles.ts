import { css } from 'lit';
import { choiceLayoutStyles, choiceStateStyles } from '../internal/form/choice-control.styles.js';

export const switchStyles = css`
  ${choiceLayoutStyles('switch')}

  .control {
    --_width: var(--ds-switch-width, 2.5rem);
    --_height: var(--ds-switch-height, 1.5rem);
    --_thumb: var(--ds-switch-thumb-size, 1rem);
    --_duration: var(--ds-switch-duration, var(--ds-duration-fast));

    position: relative;
    display: inline-block;
    flex: none;
    width: var(--_width);
    height: var(--_height);
    border: 1px solid var(--ds-switch-track-border-color, var(--ds-color-border-strong));
    border-radius: var(--ds-radius-pill);
    background-color: var(--ds-switch-track-color, var(--ds-color-surface-sunken));
    transition:
      background-color var(--_duration) var(--ds-easing-standard),
      border-color var(--_duration) var(--ds-easing-standard);
  }

  .thumb {
    position: absolute;
    top: 50%;
    inset-inline-start: calc((var(--_height) - var(--_thumb)) / 2 - 1px);
    width: var(--_thumb);
    height: var(--_thumb);
    border-radius: 50%;
    background-color: var(--ds-switch-thumb-color, var(--ds-color-on-surface-muted));
    transform: translateY(-50%);
    transition:
      inset-inline-start var(--_duration) var(--ds-easing-emphasized),
      background-color var(--_duration) var(--ds-easing-standard);
  }

  .checked .control {
    border-color: var(--ds-switch-checked-track-color, var(--ds-color-accent));
    background-color: var(--ds-switch-checked-track-color, var(--ds-color-accent));
  }

  .checked .thumb {
    inset-inline-start: calc(var(--_width) - var(--_thumb) - (var(--_height) - var(--_thumb)) / 2 - 1px);
    background-color: var(--ds-switch-checked-thumb-color, var(--ds-color-on-accent));
  }

  .base:not(.disabled):hover .control {
    border-color: var(--ds-switch-checked-track-color, var(--ds-color-accent));
  }

  @media (prefers-reduced-motion: reduce) {
    .control,
    .thumb {
      transition: none;
    }
  }

  /* forced colours: an outlined track, a solid thumb; on = Highlight track */
  @media (forced-colors: active) {
    .thumb {
      background-color: ButtonText;
    }

    .checked .control {
      border-color: Highlight;
      background-color: Highlight;
    }

    .checked .thumb {
      background-color: HighlightText;
    }

    .disabled .thumb {
      background-color: GrayText;
    }

    .disabled.checked .control {
      background-color: GrayText;
    }

    .disabled.checked .thumb {
      background-color: Canvas;
    }
  }

  ${choiceStateStyles}
`;
