import { css } from 'lit';
import { choiceGroupStyles } from '../internal/choice-control.styles.js';

export const checkboxGroupStyles = css`
  :host {
    display: block;
    font-family: var(--ds-font-family, inherit);
  }

  .group {
    display: flex;
    flex-direction: column;
    gap: var(--ds-space-xs);
    margin: 0;
    padding: 0;
    border: 0;
  }

  .label {
    color: var(--ds-checkbox-group-label-color, var(--ds-color-on-surface));
    font-size: var(--ds-checkbox-group-label-font-size, var(--ds-font-size-s));
    font-weight: var(--ds-font-weight-medium);
  }

  .options {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: var(--ds-checkbox-group-gap, var(--ds-space-s));
  }

  .buttons .options {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: stretch;
    gap: var(--ds-checkbox-group-gap, var(--ds-space-xs));
  }

  ${choiceGroupStyles}
`;
