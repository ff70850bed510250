import { css } from 'lit';

export const dividerStyles = css`
  :host {
    display: block;
  }

  /* Vertical: stretches to the height of a flex row, at least one line of text elsewhere. */
  :host([aria-orientation='vertical']) {
    display: inline-flex;
    align-self: stretch;
    min-height: 1em;
    vertical-align: middle;
  }

  .divider {
    padding-block: var(--_spacing);
  }

  .divider--vertical {
    display: flex;
    padding-block: 0;
    padding-inline: var(--_spacing);
  }

  .line {
    border: 0 solid var(--ds-divider-color, var(--ds-color-border-strong));
    border-block-start-width: var(--ds-divider-thickness, 1px);
    opacity: var(--_opacity);
  }

  .divider--vertical .line {
    border-block-start-width: 0;
    border-inline-start-width: var(--ds-divider-thickness, 1px);
  }

  /* Dots of 1 px are hard to see: a dotted line is at least 2 px thick. */
  .line--dotted {
    border-style: dotted;
    border-block-start-width: max(2px, var(--ds-divider-thickness, 1px));
  }

  .divider--vertical .line--dotted {
    border-inline-start-width: max(2px, var(--ds-divider-thickness, 1px));
  }

  .line--inverted {
    border-color: var(--ds-divider-inverted-color, var(--ds-color-on-inverse-surface));
  }

  /* The system's text colour, fully opaque, so a faint line stays visible; 0 % still hides it. */
  @media (forced-colors: active) {
    .line {
      border-color: CanvasText;
    }

    .line:not(.line--transparent) {
      opacity: 1;
    }
  }
`;
