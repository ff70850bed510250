/**
 * The hero's picture: a planet and its moon drawn as halftone dots, the Dotline motif. Pure data:
 * one dot per cell of a grid (10 units apart), its radius and tone from where the cell lies.
 */

export type DotTone = 'primary' | 'secondary' | 'faint';

export interface HalftoneDot {
  cx: number;
  cy: number;
  r: number;
  tone: DotTone;
}

/** Distance between dot centres, in SVG units. */
export const CELL = 10;
/** The largest dot radius: a little under half a cell, so neighbours never touch. */
export const MAX_RADIUS = 4.4;
const FAINT_RADIUS = 1.1;

interface Body {
  /** Centre and radius, in cells. */
  x: number;
  y: number;
  radius: number;
  tone: DotTone;
}

/** The shading of a point of a body lit from its upper left: 1 at the bright spot, 0 at the far rim. */
function shade(body: Body, x: number, y: number): number {
  const lightX = body.x - body.radius * 0.45;
  const lightY = body.y - body.radius * 0.45;
  const far = body.radius * 1.45; // from the bright spot to the far rim
  return Math.max(0, 1 - Math.hypot(x - lightX, y - lightY) / far);
}

/**
 * The dots of a `cols` × `rows` grid: a primary planet, a secondary moon at its upper right, and
 * faint dots elsewhere that fade away from the planet. Bad sizes (not positive whole numbers up to
 * 64) give no dots.
 */
export function halftoneDots(cols: number, rows: number): HalftoneDot[] {
  const valid = (n: number) => Number.isInteger(n) && n > 0 && n <= 64;
  if (!valid(cols) || !valid(rows)) return [];
  const planet: Body = { x: cols * 0.45, y: rows * 0.58, radius: Math.min(cols, rows) * 0.36, tone: 'primary' };
  const moon: Body = { x: cols * 0.84, y: rows * 0.18, radius: Math.min(cols, rows) * 0.13, tone: 'secondary' };
  const reach = Math.min(cols, rows) * 0.64; // the faint halo: a disc around the planet
  const dots: HalftoneDot[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x = col + 0.5;
      const y = row + 0.5;
      const cx = x * CELL;
      const cy = y * CELL;
      const body = [planet, moon].find(b => Math.hypot(x - b.x, y - b.y) <= b.radius);
      if (body) {
        const r = MAX_RADIUS * (0.3 + 0.7 * shade(body, x, y));
        dots.push({ cx, cy, r: Math.round(r * 100) / 100, tone: body.tone });
        continue;
      }
      const fade = 1 - Math.hypot(x - planet.x, y - planet.y) / reach;
      if (fade > 0) dots.push({ cx, cy, r: Math.round(FAINT_RADIUS * fade * 100) / 100 + 0.4, tone: 'faint' });
    }
  }
  return dots;
}
