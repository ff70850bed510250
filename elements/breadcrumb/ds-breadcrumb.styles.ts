import { css } from 'lit';

export const breadcrumbStyles = css`
  :host {
    position: relative;
    display: block;
    min-inline-size: 0;
    font-family: var(--ds-font-family);
    font-size: var(--ds-breadcrumb-font-size, var(--ds-font-size-s));
    line-height: var(--ds-line-height);
  }

  .list {
    display: flex;
    flex-wrap: nowrap;
    align-items: center;
    min-inline-size: 0;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  /* while measuring, every item at its natural width, none cut */
  .list.measuring {
    inline-size: max-content;
  }

  .list.measuring ::slotted(*) {
    flex: none !important;
  }

  .sizer {
    position: absolute;
    inset-inline: 0;
    inset-block-start: 0;
    block-size: 0;
    visibility: hidden;
    pointer-events: none;
  }
`;
