import { css } from 'lit';

/** The joined look of `<ds-button-group>` (its own file: a single button's bundle does not carry it). */
export const buttonGroupStyles = css`
  :host {
    display: inline-block;
  }

  .group {
    display: inline-flex;
    flex-wrap: nowrap;
    align-items: stretch;
  }

  /* join the buttons: inner corners square, borders overlap by one border width */
  ::slotted(:not(:first-child)) {
    --_ds-group-radius-start: 0;
    margin-inline-start: calc(-1 * var(--ds-button-border-width, 1px));
  }

  ::slotted(:not(:last-child)) {
    --_ds-group-radius-end: 0;
  }

  /* the hovered or focused button draws above its neighbours (focus ring, border) */
  ::slotted(:hover),
  ::slotted(:focus-within) {
    z-index: 1;
  }
`;
