import { css, unsafeCSS, type CSSResult } from 'lit';

/**
 * A segmented control's row that never wraps: when its items do not fit it scrolls sideways
 * inside itself (by touch, trackpad, or focus moving to an item; no scrollbar shown) and fades
 * out the side or sides that hide content, as `OverflowFadeController` reports them in the
 * scroller's `data-overflow` attribute. The fade is a mask, so it works on any background.
 *
 * - `selector`: the scroller in the shadow tree; its slotted items keep their natural width.
 * - `sizeToken`: the element's component token for the fade's width (default `--ds-space-xl`),
 *   also the room kept between a focused item and the edge (`scroll-padding`).
 *
 * A scroller clips what overflows it, so it keeps room around its items for their focus rings
 * (`--ds-focus-ring-width` + `--ds-focus-ring-offset`) and gives it back with a negative margin
 * above, below and at the start: the items sit where they would without it. Not at the end, where
 * an overhang could make the page scroll sideways: the control is that much wider than its items.
 * In forced colours there is no mask (it would hide content) and a thin scrollbar shows instead;
 * with reduced motion it scrolls at once.
 */
export function overflowFadeStyles(selector: string, sizeToken: string): CSSResult {
  const scroller = unsafeCSS(selector);
  const token = unsafeCSS(sizeToken);
  return css`
    ${scroller} {
      --_fade: var(${token}, var(--ds-space-xl));
      --_fade-start: 0px;
      --_fade-end: 0px;
      --_fade-to: to right;
      --_ring-room: calc(var(--ds-focus-ring-width, 2px) + var(--ds-focus-ring-offset, 2px));
      display: flex;
      flex-wrap: nowrap;
      overflow-x: auto;
      overflow-y: hidden;
      padding: var(--_ring-room);
      margin-block: calc(-1 * var(--_ring-room));
      margin-inline-start: calc(-1 * var(--_ring-room));
      scroll-padding-inline: var(--_fade);
      scrollbar-width: none;
      overscroll-behavior-x: contain;
    }

    ${scroller} ::slotted(*) {
      flex: none;
    }

    ${scroller}:dir(rtl) {
      --_fade-to: to left;
    }

    ${scroller}[data-overflow~='start'] {
      --_fade-start: var(--_fade);
    }

    ${scroller}[data-overflow~='end'] {
      --_fade-end: var(--_fade);
    }

    /* the mask's colours are only its alpha: opaque shows, transparent hides */
    ${scroller}[data-overflow] {
      mask-image: linear-gradient(
        var(--_fade-to),
        transparent,
        #000 var(--_fade-start),
        #000 calc(100% - var(--_fade-end)),
        transparent
      );
    }

    @media (prefers-reduced-motion: no-preference) {
      ${scroller} {
        scroll-behavior: smooth;
      }
    }

    @media (forced-colors: active) {
      ${scroller} {
        scrollbar-width: thin;
      }

      ${scroller}[data-overflow] {
        mask-image: none;
      }
    }
  `;
}
