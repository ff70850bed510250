import { css } from 'lit';

export const marqueeStyles = css`
  :host {
    display: block;
  }

  /* The container query unit lets each copy be at least as wide as the visible strip, so the
     loop never shows an empty gap however short the content is. */
  .viewport {
    overflow: hidden;
    container-type: inline-size;
  }

  .track {
    display: flex;
    width: max-content;
    animation: ds-marquee-move var(--_duration, 1s) linear infinite;
  }

  .track--ltr {
    animation-direction: reverse;
  }

  /* Right-to-left text lays the row out from the right (the copy on the left of the content): the
     loop runs the other way along it, and the same way on the screen. */
  :host(:dir(rtl)) .track {
    animation-name: ds-marquee-move-rtl;
    animation-direction: reverse;
  }

  :host(:dir(rtl)) .track--ltr {
    animation-direction: normal;
  }

  /* Paused by the property, while not yet measured, and while a pointer or focus is inside. */
  .track--paused,
  .track--measuring,
  :host(:hover) .track,
  :host(:focus-within) .track {
    animation-play-state: paused;
  }

  .group {
    display: flex;
    flex: none;
    align-items: center;
    gap: var(--ds-marquee-gap, var(--ds-space-3xl));
    min-width: 100cqi;
    padding-inline-end: var(--ds-marquee-gap, var(--ds-space-3xl));
  }

  ::slotted([slot='copy']) {
    display: contents;
  }

  @keyframes ds-marquee-move {
    from {
      transform: translateX(0);
    }

    to {
      transform: translateX(-50%);
    }
  }

  @keyframes ds-marquee-move-rtl {
    from {
      transform: translateX(0);
    }

    to {
      transform: translateX(50%);
    }
  }

  /* Reduced motion: no movement and no copy; the content wraps onto as many lines as it needs. */
  @media (prefers-reduced-motion: reduce) {
    .track {
      display: block;
      width: auto;
      animation: none;
    }

    .group {
      flex-wrap: wrap;
      min-width: 0;
      padding-inline-end: 0;
    }

    .group--copy {
      display: none;
    }
  }
`;
