import { css } from 'lit';

export const tabsStyles = css`
  :host {
    display: block;
  }

  .tabs {
    display: flex;
    flex-direction: column;
    gap: var(--ds-tabs-gap, var(--ds-space-s));
  }

  .tablist {
    display: flex;
    gap: var(--ds-space-xs);
    overflow-x: auto;
    scrollbar-width: thin;
  }

  .tabs--nav .tablist {
    gap: 0;
    border-block-end: 1px solid var(--ds-color-border);
  }

  .tabs--pills .tablist {
    flex-wrap: wrap;
    gap: var(--ds-space-xs);
    overflow-x: visible;
  }

  .tabs--tiles .tablist {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(6.5rem, 1fr));
    gap: var(--ds-space-s);
    overflow-x: visible;
  }

  /* Bottom tabs: the bar sits under the panels and shares the width evenly. */
  .tabs--bottom .tablist {
    order: 1;
    gap: 0;
    border-block-start: 1px solid var(--ds-color-border);
    background: var(--ds-color-surface-raised);
  }

  .tabs--bottom ::slotted(ds-tab) {
    flex: 1 1 0;
  }

  @media (forced-colors: active) {
    .tabs--nav .tablist,
    .tabs--bottom .tablist {
      border-color: CanvasText;
    }
  }
`;
