import { svg, type SVGTemplateResult } from 'lit';
import { ICON_GRID, dotCells, dotCentre, dotRadius, type IconPiece, type StandardIcon } from './icon-sets.js';

/**
 * An icon's SVG content as markup, and one Lit template per distinct markup.
 *
 * A nested Lit template per dot or per piece gave a dot icon 20–40 template instances and their
 * parts. One string, prepared once as a template and then cloned, draws the same DOM with less
 * work: 300 icons of 75 kinds rendered in 99 ms instead of 121 ms here, and a page that repeats
 * icons gains more (each kind is prepared once).
 *
 * The markup is built only from this module's own icon data (`icon-sets.ts`) and numbers, never
 * from what a page passes in (a name only picks an icon), so it is safe to use as a template.
 */

/** A Dotline icon: one filled circle per dot (outline: the edge dots only). */
export function dotMarkup(rows: readonly string[], filled: boolean, stroke: number): string {
  const r = dotRadius(stroke);
  const circles = dotCells(rows, filled ? 'filled' : 'outline').map(
    ({ col, row }) => `<circle cx="${dotCentre(col)}" cy="${dotCentre(row)}" r="${r}"></circle>`,
  );
  return `<g fill="currentColor" stroke="none">${circles.join('')}</g>`;
}

/**
 * A line icon. Shapes (and, in outline, their details) are drawn through a mask that cuts out
 * the details of a filled icon and the gap around a slash; lines and slashes are drawn on top.
 */
export function lineMarkup(icon: StandardIcon, filled: boolean, stroke: number): string {
  const of = (...roles: IconPiece['role'][]): IconPiece[] => icon.pieces.filter(p => roles.includes(p.role));
  const shapes = of('shape');
  const details = filled ? [] : of('cut');
  const cuts = filled ? of('cut', 'slash') : of('slash');
  const masked = cuts.length > 0 && shapes.length + details.length > 0;
  const pad = 4;
  const [x, size] = [-pad, ICON_GRID + 2 * pad];
  const box = `x="${x}" y="${x}" width="${size}" height="${size}"`;
  const round = 'stroke-linecap="round" stroke-linejoin="round"';
  const mask = masked
    ? `<mask id="cut" maskUnits="userSpaceOnUse" ${box}><rect ${box} fill="white"></rect>` +
      `<g fill="none" stroke="black" ${round}>${cuts.map(p => piece(p, p.role === 'slash' ? stroke * 3 : stroke)).join('')}</g></mask>`
    : '';
  return (
    `${mask}<g fill="none" stroke="currentColor" stroke-width="${stroke}" ${round}>` +
    `<g${masked ? ' mask="url(#cut)"' : ''}><g class="shapes" fill="${filled ? 'currentColor' : 'none'}">${shapes.map(p => piece(p)).join('')}</g>` +
    `${details.map(p => piece(p)).join('')}</g>${of('line', 'slash')
      .map(p => piece(p))
      .join('')}</g>`
  );
}

/** One piece of a line icon (`strokeWidth` only when it differs from its group's). */
function piece(p: IconPiece, strokeWidth?: number): string {
  const end = `data-role="${p.role}"${strokeWidth === undefined ? '' : ` stroke-width="${strokeWidth}"`}`;
  switch (p.type) {
    case 'circle':
      return `<circle cx="${p.cx}" cy="${p.cy}" r="${p.r}" ${end}></circle>`;
    case 'rect':
      return `<rect x="${p.x}" y="${p.y}" width="${p.width}" height="${p.height}" rx="${p.rx}" ${end}></rect>`;
    default:
      return `<path d="${p.d}" ${end}></path>`;
  }
}

/** Templates by markup. Bounded: a stroke animated through many values makes many markups. */
const templates = new Map<string, TemplateStringsArray>();
const MAX_TEMPLATES = 500;

/**
 * The markup as an SVG template result. The same markup gives the same strings array, which is
 * what Lit keys its prepared templates on (as `lit/static-html.js` does), so each distinct icon
 * is parsed once and then only cloned.
 */
export function markupTemplate(markup: string): SVGTemplateResult {
  let strings = templates.get(markup);
  if (!strings) {
    if (templates.size >= MAX_TEMPLATES) templates.clear();
    strings = Object.assign([markup], { raw: [markup] }) as unknown as TemplateStringsArray;
    templates.set(markup, strings);
  }
  return svg(strings);
}
