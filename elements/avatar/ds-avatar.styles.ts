import { css } from 'lit';

export const avatarStyles = css`
  :host {
    --_size: var(--ds-avatar-size, 2.5rem);
    --_radius: var(--ds-avatar-radius, 50%);
    display: inline-block;
    flex: none;
    inline-size: var(--_size);
    block-size: var(--_size);
    vertical-align: middle;
  }

  :host([size='small']) {
    --_size: 2rem;
  }

  :host([size='large']) {
    --_size: 3.5rem;
  }

  :host([shape='rounded']) {
    --_radius: var(--ds-avatar-radius, var(--ds-radius-m));
  }

  :host([shape='square']) {
    --_radius: var(--ds-avatar-radius, 0);
  }

  .avatar {
    position: relative;
    display: flex;
    align-items: center;
    justify-content: center;
    inline-size: 100%;
    block-size: 100%;
    overflow: hidden;
    border-radius: var(--_radius);
    background: var(--ds-avatar-background, var(--ds-color-accent-soft));
    color: var(--ds-avatar-color, var(--ds-color-on-accent-soft));
    box-shadow: 0 0 0 var(--ds-avatar-ring-width, 0) var(--ds-avatar-ring-color, var(--ds-color-background));
    font-family: var(--ds-font-family);
    font-size: calc(var(--_size) * 0.4);
    font-weight: var(--ds-font-weight-medium);
    line-height: 1;
    user-select: none;
  }

  .initials {
    white-space: nowrap;
  }

  .icon {
    inline-size: 70%;
    block-size: 70%;
    fill: currentColor;
  }

  .image {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }

  @media (forced-colors: active) {
    .avatar {
      border: 1px solid CanvasText;
      background: Canvas;
      color: CanvasText;
    }

    .icon {
      fill: CanvasText;
    }
  }
`;
