import { css } from 'lit';

export const avatarGroupStyles = css`
  :host {
    --_size: var(--ds-avatar-size, 2.5rem);
    --_overlap: calc(var(--_size) * var(--ds-avatar-group-overlap, 0.25));
    display: inline-block;
  }

  :host([size='small']) {
    --ds-avatar-size: 2rem;
  }

  :host([size='large']) {
    --ds-avatar-size: 3.5rem;
  }

  .group {
    display: flex;
    align-items: center;
    padding-inline-start: var(--_overlap);
  }

  ::slotted(*) {
    --ds-avatar-ring-width: 2px;
    margin-inline-start: calc(-1 * var(--_overlap));
  }

  .more {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    min-inline-size: var(--_size);
    block-size: var(--_size);
    margin-inline-start: calc(-1 * var(--_overlap));
    padding-inline: var(--ds-space-xs);
    border-radius: var(--ds-radius-pill);
    background: var(--ds-avatar-group-more-background, var(--ds-color-surface-sunken));
    color: var(--ds-avatar-group-more-color, var(--ds-color-on-surface));
    box-shadow: 0 0 0 2px var(--ds-avatar-ring-color, var(--ds-color-background));
    font-family: var(--ds-font-family);
    font-size: calc(var(--_size) * 0.36);
    font-weight: var(--ds-font-weight-medium);
    line-height: 1;
    white-space: nowrap;
  }

  @media (forced-colors: active) {
    .more {
      border: 1px solid CanvasText;
    }
  }
`;
