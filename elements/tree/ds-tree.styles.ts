import { css } from 'lit';

export const treeStyles = css`
  :host {
    display: block;
    color: var(--ds-color-on-surface);
    font-family: var(--ds-font-family);
    font-size: var(--ds-font-size-m);
    line-height: var(--ds-line-height);
  }

  .base {
    padding: var(--ds-tree-padding, 0);
  }
`;
