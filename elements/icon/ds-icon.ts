import { html, nothing, svg, type PropertyValues, type SVGTemplateResult, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { DsElement } from '../internal/ds-element.js';
import { iconStyles } from './ds-icon.styles.js';
import {
  ICON_GRID,
  customIcons,
  dotCells,
  dotCentre,
  dotRadius,
  iconSize,
  iconStroke,
  standardIcons,
  type DsIconSet,
  type DsIconVariant,
  type IconPiece,
  type StandardIcon,
} from './icon-sets.js';

export {
  customIconNames,
  iconCatalogue,
  iconNames,
  iconSets,
  iconVariants,
  searchIcons,
  standardIconNames,
  type DsIconSet,
  type DsIconVariant,
  type IconEntry,
} from './icon-sets.js';

/**
 * An icon drawn inline as SVG in `currentColor`: a line icon of the `standard` set or a dot
 * icon of the `custom` (Dotline) set. The path data is the project's own.
 *
 * Decorative by default (`aria-hidden="true"` on the host). With `label` it is an image with
 * that name (`role="img"`, `aria-label`). An unknown `name` draws nothing and logs nothing.
 * The names of each set are exported as `iconNames` (and `iconCatalogue` with search tags).
 *
 * @summary A scalable icon from the standard or the Dotline set.
 * @status stable
 * @since 1.0
 *
 * @csspart svg - The `<svg>` element (absent when the name is unknown).
 *
 * @cssprop --ds-icon-color - The icon's colour (default: `currentColor`, the surrounding text colour).
 */
export class DsIcon extends DsElement {
  static override styles = [DsElement.styles, iconStyles];

  /** The icon's name in its set, e.g. `search` or `chevron-down`. Unknown names draw nothing. */
  @property({ reflect: true })
  name = '';

  /** The set the name is looked up in: `standard` (default) or `custom` (Dotline dot icons). */
  @property({ reflect: true })
  set: DsIconSet = 'standard';

  /** Width and height in px (default 24). Not a positive number: 24. */
  @property({ type: Number, reflect: true })
  size = 24;

  /** Stroke width in grid units of the 24 × 24 icon, 0.5–3 (default 2); out-of-range values are clamped. For dot icons it sets the dot size. */
  @property({ type: Number, reflect: true })
  stroke = 2;

  /** `outline` (default) draws strokes only; `filled` fills the closed shapes (dot icons: every dot instead of the edge dots). */
  @property({ reflect: true })
  variant: DsIconVariant = 'outline';

  /** Accessible name. Empty (default): the icon is decorative and hidden from assistive technology. */
  @property()
  label = '';

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('label')) {
      if (this.label) {
        this.setAttribute('role', 'img');
        this.setAttribute('aria-label', this.label);
        this.removeAttribute('aria-hidden');
      } else {
        this.removeAttribute('role');
        this.removeAttribute('aria-label');
        this.setAttribute('aria-hidden', 'true');
      }
    }
  }

  override render(): TemplateResult | typeof nothing {
    const size = iconSize(this.size);
    const stroke = iconStroke(this.stroke);
    const filled = this.variant === 'filled';
    let content: SVGTemplateResult | undefined;
    if (this.set === 'custom') {
      const icon = customIcons.get(this.name);
      if (icon) content = dotContent(icon.rows, filled, stroke);
    } else {
      const icon = standardIcons.get(this.name);
      if (icon) content = lineContent(icon, filled, stroke);
    }
    if (!content) return nothing;
    return html`<svg
      part="svg"
      viewBox="0 0 ${ICON_GRID} ${ICON_GRID}"
      width=${size}
      height=${size}
      aria-hidden="true"
      focusable="false"
    >${content}</svg>`;
  }
}

/** A Dotline icon: one filled circle per dot (outline: the edge dots only). */
function dotContent(rows: readonly string[], filled: boolean, stroke: number): SVGTemplateResult {
  const r = dotRadius(stroke);
  const cells = dotCells(rows, filled ? 'filled' : 'outline');
  return svg`<g fill="currentColor" stroke="none">${cells.map(
    ({ col, row }) => svg`<circle cx=${dotCentre(col)} cy=${dotCentre(row)} r=${r}></circle>`,
  )}</g>`;
}

/**
 * A line icon. Shapes (and, in outline, their details) are drawn through a mask that cuts out
 * the details of a filled icon and the gap around a slash; lines and slashes are drawn on top.
 */
function lineContent(icon: StandardIcon, filled: boolean, stroke: number): SVGTemplateResult {
  const of = (...roles: IconPiece['role'][]): IconPiece[] => icon.pieces.filter(p => roles.includes(p.role));
  const shapes = of('shape');
  const details = filled ? [] : of('cut');
  const cuts = filled ? of('cut', 'slash') : of('slash');
  const masked = cuts.length > 0 && shapes.length + details.length > 0;
  const pad = 4;
  const box = { x: -pad, y: -pad, size: ICON_GRID + 2 * pad };
  return svg`
    ${
      masked
        ? svg`<mask id="cut" maskUnits="userSpaceOnUse" x=${box.x} y=${box.y} width=${box.size} height=${box.size}>
          <rect x=${box.x} y=${box.y} width=${box.size} height=${box.size} fill="white"></rect>
          <g fill="none" stroke="black" stroke-linecap="round" stroke-linejoin="round">${cuts.map(p =>
            piece(p, p.role === 'slash' ? stroke * 3 : stroke),
          )}</g>
        </mask>`
        : nothing
    }
    <g fill="none" stroke="currentColor" stroke-width=${stroke} stroke-linecap="round" stroke-linejoin="round">
      <g mask=${masked ? 'url(#cut)' : nothing}>
        <g class="shapes" fill=${filled ? 'currentColor' : 'none'}>${shapes.map(p => piece(p))}</g>
        ${details.map(p => piece(p))}
      </g>
      ${of('line', 'slash').map(p => piece(p))}
    </g>`;
}

/** One piece of a line icon as an SVG element (`strokeWidth` only when it differs from its group's). */
function piece(p: IconPiece, strokeWidth?: number): SVGTemplateResult {
  const sw = strokeWidth ?? nothing;
  switch (p.type) {
    case 'circle':
      return svg`<circle cx=${p.cx} cy=${p.cy} r=${p.r} data-role=${p.role} stroke-width=${sw}></circle>`;
    case 'rect':
      return svg`<rect x=${p.x} y=${p.y} width=${p.width} height=${p.height} rx=${p.rx} data-role=${p.role} stroke-width=${sw}></rect>`;
    default:
      return svg`<path d=${p.d} data-role=${p.role} stroke-width=${sw}></path>`;
  }
}

customElements.define('ds-icon', DsIcon);

declare global {
  interface HTMLElementTagNameMap {
    'ds-icon': DsIcon;
  }
}
