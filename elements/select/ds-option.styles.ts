import { css } from 'lit';

/** `<ds-option>` and `<ds-option-group>` describe choices; `<ds-select>` draws them. */
export const optionDataStyles = css`
  :host {
    display: none !important;
  }
`;
