import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { cssVars } from '../internal/styles/css-vars.js';
import { DsElement } from '../internal/core/ds-element.js';
import { dividerStyles } from './ds-divider.styles.js';
import { dividerOpacity, dividerOrientation, dividerSpacing, dividerVariant } from './divider-options.js';

export {
  dividerOrientations,
  dividerVariants,
  type DsDividerOrientation,
  type DsDividerVariant,
} from './divider-options.js';

/**
 * A line between groups of content, solid or dotted, with space before and after it.
 *
 * The host is a `separator` (`role="separator"` with `aria-orientation`, unless the author set a
 * role). The line is drawn in the strong border colour; `inverted` draws it in the contrasting
 * colour, for a divider on an inverse surface (a dark banner in light mode). At `opacity` 0 the
 * line is fully transparent and only the space remains. In forced-colors mode the line uses the
 * system text colour at full opacity (0 % still hides it).
 *
 * ```html
 * <ds-divider spacing="24" variant="dotted"></ds-divider>
 * <div style="display: flex">Left<ds-divider orientation="vertical"></ds-divider>Right</div>
 * ```
 *
 * @summary A horizontal or vertical separator line with spacing.
 * @status stable
 * @since 1.0
 *
 * @csspart base - The box that holds the spacing around the line.
 * @csspart line - The line itself (a border).
 *
 * @cssprop [--ds-divider-color=var(--ds-color-border-strong)] - Colour of the line.
 * @cssprop [--ds-divider-inverted-color=var(--ds-color-on-inverse-surface)] - Colour of the line when `inverted`.
 * @cssprop [--ds-divider-thickness=1px] - Thickness of the line (a dotted line is at least 2px).
 */
export class DsDivider extends DsElement {
  static override styles = [DsElement.styles, dividerStyles];

  /** `solid` (default) or `dotted`. Other values: `solid`. */
  @property({ useDefault: true })
  variant: 'solid' | 'dotted' = 'solid';

  /** Space before and after the line in px (above and below when horizontal), 0–50 (default 16); clamped. */
  @property({ type: Number, useDefault: true })
  spacing = 16;

  /** Opacity of the line in percent, 0–100 (default 100); 0 is fully transparent. Clamped. */
  @property({ type: Number, useDefault: true })
  opacity = 100;

  /** Draws the line in the contrasting colour, for a divider on an inverse surface. */
  @property({ type: Boolean, useDefault: true })
  inverted = false;

  /** `horizontal` (default) or `vertical`. Other values: `horizontal`. */
  @property({ useDefault: true })
  orientation: 'horizontal' | 'vertical' = 'horizontal';

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('role')) this.setAttribute('role', 'separator');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('orientation')) this.setAttribute('aria-orientation', dividerOrientation(this.orientation));
  }

  override render(): TemplateResult {
    const vertical = dividerOrientation(this.orientation) === 'vertical';
    const opacity = dividerOpacity(this.opacity);
    const lineClasses = [
      'line',
      dividerVariant(this.variant) === 'dotted' ? 'line--dotted' : '',
      this.inverted ? 'line--inverted' : '',
      opacity === 0 ? 'line--transparent' : '',
    ];
    return html`<div
      part="base"
      class=${vertical ? 'divider divider--vertical' : 'divider'}
      style=${cssVars({ '--_spacing': `${dividerSpacing(this.spacing)}px` })}
    >
      <div part="line" class=${lineClasses.filter(Boolean).join(' ')} style=${cssVars({ '--_opacity': opacity })}></div>
    </div>`;
  }
}
