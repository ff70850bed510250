import { css } from 'lit';

export const buttonStyles = css`
  :host {
    box-sizing: border-box;
    display: inline-block;
    position: relative;
    vertical-align: middle;
    width: auto;
    cursor: pointer;

    /* size: medium (default) */
    --_height: 2.5rem;
    --_padding-inline: var(--ds-space-l);
    --_font-size: var(--ds-font-size-m);
    --_gap: var(--ds-space-s);

    /* variant: primary (default) */
    --_bg: var(--ds-color-accent);
    --_fg: var(--ds-color-on-accent);
    --_border: var(--ds-color-accent);
    --_shadow: none;

    /* a pressed toggle swaps background and text: a clear change that keeps the contrast */
    --_pressed-bg: var(--_fg);
    --_pressed-fg: var(--_bg);
    --_pressed-border: var(--_bg);
  }

  :host([size='small']) {
    --_height: 2rem;
    --_padding-inline: var(--ds-space-m);
    --_font-size: var(--ds-font-size-s);
    --_gap: var(--ds-space-xs);
  }

  :host([size='large']) {
    --_height: 3rem;
    --_padding-inline: var(--ds-space-xl);
    --_font-size: var(--ds-font-size-l);
    --_gap: var(--ds-space-s);
  }

  :host([variant='secondary']) {
    --_bg: var(--ds-color-secondary);
    --_fg: var(--ds-color-on-secondary);
    --_border: var(--ds-color-secondary);
  }

  :host([variant='accent']) {
    --_bg: var(--ds-color-accent-soft);
    --_fg: var(--ds-color-on-accent-soft);
    --_border: var(--ds-color-accent-soft);
  }

  :host([variant='outline']) {
    --_bg: transparent;
    --_fg: var(--ds-color-on-surface);
    --_border: var(--ds-color-border-strong);
    --_pressed-bg: var(--ds-color-accent);
    --_pressed-fg: var(--ds-color-on-accent);
    --_pressed-border: var(--ds-color-accent);
  }

  :host([variant='highlighted']) {
    --_bg: var(--ds-color-surface-raised);
    --_fg: var(--ds-color-accent);
    --_border: var(--ds-color-accent);
    --_shadow: var(--ds-shadow-2);
  }

  :host([variant='plain']) {
    --_bg: transparent;
    --_fg: var(--ds-color-on-surface);
    --_border: transparent;
    --_pressed-bg: var(--ds-color-accent);
    --_pressed-fg: var(--ds-color-on-accent);
    --_pressed-border: var(--ds-color-accent);
  }

  :host([disabled]) {
    cursor: not-allowed;
  }

  :host([hidden]) {
    display: none !important;
  }

  .button {
    /* resolved colours: public component tokens win over the variant's defaults */
    --_b: var(--ds-button-background, var(--_bg));
    --_f: var(--ds-button-color, var(--_fg));

    box-sizing: border-box;
    position: relative; /* the box of the <ds-ripple> inside */
    /* Block layout, not flex: a flex container costs the page about 7 % more render time per
       button (see bench/). One line, centred by its line height; icons align to its middle. */
    display: block;
    width: 100%;
    min-height: var(--ds-button-height, var(--_height));
    margin: 0;
    padding-block: 0;
    padding-inline: var(--ds-button-padding-inline, var(--_padding-inline));
    border: var(--ds-button-border-width, 1px) solid var(--ds-button-border-color, var(--_border));
    border-start-start-radius: var(--_ds-group-radius-start, var(--ds-button-radius, var(--ds-radius-pill)));
    border-end-start-radius: var(--_ds-group-radius-start, var(--ds-button-radius, var(--ds-radius-pill)));
    border-start-end-radius: var(--_ds-group-radius-end, var(--ds-button-radius, var(--ds-radius-pill)));
    border-end-end-radius: var(--_ds-group-radius-end, var(--ds-button-radius, var(--ds-radius-pill)));
    background-color: var(--_b);
    color: var(--_f);
    box-shadow: var(--ds-button-shadow, var(--_shadow));
    font-family: var(--ds-button-font-family, var(--ds-font-family, inherit));
    font-size: var(--ds-button-font-size, var(--_font-size));
    font-weight: var(--ds-button-font-weight, var(--ds-font-weight-medium));
    line-height: calc(var(--ds-button-height, var(--_height)) - 2 * var(--ds-button-border-width, 1px));
    text-align: center;
    text-decoration: none;
    white-space: nowrap;
    user-select: none;
    -webkit-user-select: none;
    cursor: inherit;
    -webkit-tap-highlight-color: transparent;
    transition:
      background-color var(--ds-duration-fast) var(--ds-easing-standard),
      border-color var(--ds-duration-fast) var(--ds-easing-standard),
      box-shadow var(--ds-duration-fast) var(--ds-easing-standard),
      transform var(--ds-duration-fast) var(--ds-easing-standard);
  }

  .button:hover:not(:disabled, [aria-disabled='true']) {
    background-color: var(--ds-button-background-hover, color-mix(in oklab, var(--_b) 92%, var(--_f)));
  }

  .button:active:not(:disabled, [aria-disabled='true']) {
    background-color: var(--ds-button-background-active, color-mix(in oklab, var(--_b) 84%, var(--_f)));
    transform: scale(0.97);
  }

  .button[aria-pressed='true'] {
    --_b: var(--ds-button-background-pressed, var(--_pressed-bg));
    --_f: var(--ds-button-color-pressed, var(--_pressed-fg));
    border-color: var(--ds-button-border-color-pressed, var(--_pressed-border));
  }

  .button:disabled,
  .button[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
    transform: none;
  }


  /* The gap is the icons' margin, not the flex gap: an empty start or end slot then takes no
     room, with no script watching the slots (see bench/). */
  ::slotted([slot='start']) {
    margin-inline-end: var(--ds-button-gap, var(--_gap));
  }

  ::slotted([slot='end']) {
    margin-inline-start: var(--ds-button-gap, var(--_gap));
  }

  ::slotted(*) {
    vertical-align: middle;
  }

  ::slotted(svg),
  ::slotted(img) {
    width: 1.25em;
    height: 1.25em;
  }

  /* icon-only: a square (or round) button the size of its height */
  :host([icon-only]) .button {
    width: var(--ds-button-height, var(--_height));
    padding-inline: 0;
  }

  @media (prefers-reduced-motion: reduce) {
    .button {
      transition: none;
    }

    .button:active:not(:disabled, [aria-disabled='true']) {
      transform: none;
    }
  }

  @media (forced-colors: active) {
    .button {
      border-color: ButtonText;
      color: ButtonText;
    }

    a.button {
      color: LinkText;
      border-color: LinkText;
    }

    .button[aria-pressed='true'] {
      forced-color-adjust: none;
      background-color: Highlight;
      border-color: Highlight;
      color: HighlightText;
      box-shadow: none;
    }

    .button:disabled,
    .button[aria-disabled='true'] {
      opacity: 1;
      border-color: GrayText;
      color: GrayText;
    }
  }
`;
