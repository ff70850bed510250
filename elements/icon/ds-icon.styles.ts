import { css } from 'lit';

export const iconStyles = css`
  :host {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    vertical-align: middle;
    line-height: 0;
    color: var(--ds-icon-color, currentColor);
  }

  svg {
    display: block;
    overflow: visible;
  }

  /* Forced colours: the browser forces the text colour to a system colour and the icon, drawn in
     currentColor, follows it (also inside buttons, where that is ButtonText or HighlightText). */
`;
