import { css } from 'lit';

export const blobStyles = css`
  :host {
    display: inline-block;
    flex: none;
    vertical-align: middle;
    line-height: 0;
  }

  svg {
    display: block;
    overflow: visible;
  }

  path {
    fill: var(--ds-blob-fill, var(--ds-color-accent));
    stroke: var(--ds-blob-stroke, var(--ds-color-accent));
    stroke-width: var(--ds-blob-stroke-width, 1);
    stroke-linejoin: round;
  }

  /* Forced colours: the page's text colour, so the shape stays visible on the forced background. */
  @media (forced-colors: active) {
    path {
      fill: CanvasText;
      stroke: CanvasText;
    }
  }
`;
