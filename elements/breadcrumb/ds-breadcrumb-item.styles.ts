import { css } from 'lit';

export const breadcrumbItemStyles = css`
  :host {
    display: inline-flex;
    flex: none;
    align-items: center;
    min-inline-size: 0;
  }

  /* the last item gives way first: its text is cut with an ellipsis */
  :host([data-ds-last]) {
    flex: 0 1 auto;
  }

  /* hidden behind the "…" button of the first hidden item (set by ds-breadcrumb) */
  :host([data-ds-collapsed]) {
    display: none;
  }

  .item {
    display: inline-flex;
    align-items: center;
    min-inline-size: 0;
  }

  /* the separator: a chevron drawn with two borders, so nothing is read; it points the other way in RTL */
  :host(:not([data-ds-first])) .item::before {
    content: '';
    flex: none;
    inline-size: 0.4em;
    block-size: 0.4em;
    margin-inline: var(--ds-breadcrumb-separator-gap, 0.6em);
    border-block-start: 1.5px solid var(--ds-breadcrumb-separator-color, var(--ds-color-on-surface-muted));
    border-inline-end: 1.5px solid var(--ds-breadcrumb-separator-color, var(--ds-color-on-surface-muted));
    rotate: 45deg;
  }

  :host(:dir(rtl)) .item::before {
    rotate: -45deg;
  }

  .link {
    min-inline-size: 0;
    overflow: hidden;
    border-radius: var(--ds-radius-s);
    color: var(--ds-breadcrumb-color, var(--ds-color-on-surface-muted));
    text-decoration: none;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  a.link {
    color: var(--ds-breadcrumb-link-color, var(--ds-color-accent));
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.2em;
  }

  a.link:hover {
    text-decoration-thickness: 2px;
  }

  .link[aria-current] {
    color: var(--ds-breadcrumb-current-color, var(--ds-color-on-surface));
    font-weight: var(--ds-font-weight-medium);
    text-decoration: none;
  }

  :host([data-ds-overflow]) .link {
    display: none;
  }

  .more {
    display: inline-grid;
    place-items: center;
    inline-size: 2em;
    block-size: 1.5em;
    padding: 0;
    border: 0;
    border-radius: var(--ds-radius-s);
    background: transparent;
    color: inherit;
    cursor: pointer;
  }

  .more:hover {
    background: color-mix(in srgb, currentColor 12%, transparent);
  }

  .more svg {
    inline-size: 1.25em;
    block-size: 1.25em;
    fill: currentColor;
  }

  .more-list {
    display: flex;
    flex-direction: column;
    gap: var(--ds-space-2xs);
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .more-link {
    display: block;
    padding: var(--ds-space-xs) var(--ds-space-s);
    border-radius: var(--ds-radius-s);
    color: var(--ds-breadcrumb-link-color, var(--ds-color-accent));
  }

  @media (pointer: coarse) {
    .more {
      min-inline-size: 44px;
      min-block-size: 44px;
    }
  }

  @media (forced-colors: active) {
    :host(:not([data-ds-first])) .item::before {
      border-color: CanvasText;
    }

    a.link,
    .more-link {
      color: LinkText;
    }

    .more {
      color: ButtonText;
    }
  }
`;
