import { css } from 'lit';

/** Hides content visually while keeping it in the accessibility tree. */
export const visuallyHiddenStyles = css`
  .visually-hidden {
    position: absolute !important;
    width: 1px !important;
    height: 1px !important;
    margin: -1px !important;
    padding: 0 !important;
    overflow: hidden !important;
    clip-path: inset(50%) !important;
    white-space: nowrap !important;
    border: 0 !important;
  }
`;
