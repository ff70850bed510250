import { css } from 'lit';

/**
 * The shared keyboard focus ring: any element of a shadow tree that matches `:focus-visible`
 * gets an outline in `--ds-color-focus-ring` (`Highlight` in forced colours). Mouse focus shows
 * no ring; the ring is an outline, so it never changes layout.
 *
 * Component-tier overrides: `--ds-focus-ring-width` (default 2px) and `--ds-focus-ring-offset`
 * (default 2px).
 */
export const focusRingStyles = css`
  :focus {
    outline: none;
  }

  :focus-visible {
    outline: var(--ds-focus-ring-width, 2px) solid var(--ds-color-focus-ring);
    outline-offset: var(--ds-focus-ring-offset, 2px);
  }

  @media (forced-colors: active) {
    :focus-visible {
      outline-color: Highlight;
    }
  }
`;
