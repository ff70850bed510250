import { css } from 'lit';

export const countUpStyles = css`
  :host {
    display: inline-block;
  }

  /* Digits of equal width, so the number does not jitter while it counts. */
  .value {
    font-variant-numeric: tabular-nums;
  }
`;
