import { css } from 'lit';
import { overflowFadeStyles } from '../internal/styles/overflow-fade.styles.js';

/** The joined look of `<ds-button-group>` (its own file: a single button's bundle does not carry it). */
export const buttonGroupStyles = css`
  /* One track from 0 to the buttons' natural width: as wide as they are where they fit, as wide as its
     place where they do not (its min-content is 0, so an auto-sized grid or flex row never grows to fit it). */
  :host {
    display: inline-grid;
    grid-template-columns: minmax(0, max-content);
    min-width: 0;
    max-width: 100%;
    vertical-align: middle;
  }

  .group {
    align-items: stretch;
  }

  /* one row: too wide for its place, it scrolls sideways */
  ${overflowFadeStyles('.group', '--ds-button-group-fade-size')}

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

  /* a finger needs a 44 px target (--_height: the button's own height for its size) */
  @media (pointer: coarse) {
    ::slotted(*) {
      --ds-button-height: max(44px, var(--_height, 2.5rem));
    }
  }
`;
