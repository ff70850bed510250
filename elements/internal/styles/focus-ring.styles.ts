import { css, unsafeCSS, type CSSResult } from 'lit';

const RING = css`var(--ds-focus-ring-width, 2px) solid var(--ds-color-focus-ring)`;

/**
 * The keyboard focus ring on what `selector` matches, for elements whose host takes focus but
 * whose ring belongs on a part (`:host(:focus-visible) .control`) or on the host itself. An
 * outline, so it never changes layout; `Highlight` in forced colours, or `forcedColor` where the
 * focused box is itself drawn in `Highlight`. `inset` draws it inside the box, for rows that
 * touch (tabs, menu items).
 *
 * Component-tier overrides: `--ds-focus-ring-width` (default 2px) and `--ds-focus-ring-offset`
 * (default 2px).
 */
export function focusRingOn(
  selector: string,
  { inset = false, forcedColor = 'Highlight' }: { inset?: boolean; forcedColor?: 'Highlight' | 'CanvasText' } = {},
): CSSResult {
  const target = unsafeCSS(selector);
  const offset = inset ? css`calc(-1 * var(--ds-focus-ring-width, 2px))` : css`var(--ds-focus-ring-offset, 2px)`;
  return css`
    ${target} {
      outline: ${RING};
      outline-offset: ${offset};
    }

    @media (forced-colors: active) {
      ${target} {
        outline-color: ${unsafeCSS(forcedColor)};
      }
    }
  `;
}

/**
 * The shared keyboard focus ring: any element of a shadow tree that matches `:focus-visible`
 * gets the ring. Mouse focus shows none.
 */
export const focusRingStyles = css`
  :focus {
    outline: none;
  }

  ${focusRingOn(':focus-visible')}
`;
