import { css } from 'lit';

export const rippleStyles = css`
  /* Fills its surface (the nearest positioned ancestor), clipped to the surface's corners,
     and never takes a pointer event from it. */
  :host {
    display: block;
    position: absolute;
    inset: 0;
    overflow: hidden;
    border-radius: inherit;
    pointer-events: none;
  }

  .surface {
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  .wave {
    position: absolute;
    border-radius: 50%;
    background-color: var(--ds-ripple-color, currentColor);
    opacity: var(--ds-ripple-opacity, 0.12);
    pointer-events: none;
    animation: ds-ripple-expand 300ms var(--ds-easing-standard, ease-out) both;
  }

  .wave[data-phase='fading'] {
    opacity: 0;
    transition: opacity var(--_fade, 1000ms) linear;
  }

  @keyframes ds-ripple-expand {
    from {
      transform: scale(0.2);
    }

    to {
      transform: scale(1);
    }
  }

  /* No ripple at all when motion is reduced (the element also creates none). */
  @media (prefers-reduced-motion: reduce) {
    .wave {
      display: none;
    }
  }
`;
