/** Simple Paint's rules, free of the DOM so they can be tested. */

/** A paint colour: name and hex value. */
export interface PaintColor {
  name: string;
  value: string;
}

/** 12 named colours. The first is the default. */
export const PAINT_COLORS: readonly PaintColor[] = [
  { name: 'Black', value: '#1b1b1f' },
  { name: 'White', value: '#ffffff' },
  { name: 'Red', value: '#e53935' },
  { name: 'Orange', value: '#fb8c00' },
  { name: 'Yellow', value: '#fdd835' },
  { name: 'Green', value: '#43a047' },
  { name: 'Teal', value: '#00897b' },
  { name: 'Blue', value: '#1e88e5' },
  { name: 'Indigo', value: '#3949ab' },
  { name: 'Purple', value: '#8e24aa' },
  { name: 'Pink', value: '#d81b60' },
  { name: 'Brown', value: '#6d4c41' },
];

/** A brush size: name and width in CSS px. */
export interface BrushSize {
  name: string;
  value: number;
}

/** The brush sizes; 4 (Fine Brush) is the default. */
export const BRUSH_SIZES: readonly BrushSize[] = [
  { name: 'Thin Line', value: 2 },
  { name: 'Fine Brush', value: 4 },
  { name: 'Regular Size', value: 8 },
  { name: 'Wide Brush', value: 12 },
];
export const DEFAULT_BRUSH = 4;
export const DEFAULT_COLOR = PAINT_COLORS[0]!.value;

export interface Size {
  width: number;
  height: number;
}

/** The canvas starts at 200 × 200 and no side gets below 40 px. */
export const DEFAULT_CANVAS: Readonly<Size> = { width: 200, height: 200 };
export const MIN_CANVAS_SIDE = 40;
/** The tallest canvas the handle makes (the width is bounded by the room in the modal). */
export const MAX_CANVAS_HEIGHT = 1600;

const side = (value: number, max: number, fallback: number) => {
  const upper = Number.isNaN(max) ? Infinity : Math.max(MIN_CANVAS_SIDE, Math.floor(max));
  const wanted = Number.isFinite(value) ? Math.round(value) : fallback;
  return Math.min(upper, Math.max(MIN_CANVAS_SIDE, wanted));
};

/** A canvas size within [40, max] on each side, whole pixels; bad numbers give the default. */
export function clampCanvasSize(size: Size, max: Size = { width: Infinity, height: MAX_CANVAS_HEIGHT }): Size {
  return {
    width: side(size.width, max.width, DEFAULT_CANVAS.width),
    height: side(size.height, max.height, DEFAULT_CANVAS.height),
  };
}

/** px per arrow key on the resize handle, and with Shift. */
export const RESIZE_STEP = 10;
export const RESIZE_BIG_STEP = 50;

/** The size after a key on the resize handle (null: not a resize key). Right/Down grow, Left/Up shrink. */
export function resizeByKey(size: Size, key: string, big = false): Size | null {
  const step = big ? RESIZE_BIG_STEP : RESIZE_STEP;
  switch (key) {
    case 'ArrowRight':
      return { ...size, width: size.width + step };
    case 'ArrowLeft':
      return { ...size, width: size.width - step };
    case 'ArrowDown':
      return { ...size, height: size.height + step };
    case 'ArrowUp':
      return { ...size, height: size.height - step };
    case 'Home':
      return { ...DEFAULT_CANVAS };
    default:
      return null;
  }
}

/** The bitmap size behind a CSS size on a screen of `pixelRatio` (crisp on high-density screens). */
export function backingStore(size: Size, pixelRatio: number): Size & { ratio: number } {
  const ratio = Number.isFinite(pixelRatio) && pixelRatio > 0 ? pixelRatio : 1;
  return {
    width: Math.max(1, Math.round(size.width * ratio)),
    height: Math.max(1, Math.round(size.height * ratio)),
    ratio,
  };
}

export interface Point {
  x: number;
  y: number;
}

/** A piece of a stroke: a quadratic curve from `from` to `to` bent towards `control`. */
export interface Segment {
  from: Point;
  control: Point;
  to: Point;
}

/** A stroke in progress: its last point and the midpoint where the last curve ended. */
export interface Stroke {
  last: Point;
  end: Point;
}

export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

export const startStroke = (point: Point): Stroke => ({ last: point, end: point });

/**
 * Adds a point. Curves run from midpoint to midpoint with the sampled point as control, so the line
 * is smooth through fast, sparse pointer samples instead of a polyline with corners. Points closer
 * than half a pixel to the last one add nothing.
 */
export function extendStroke(stroke: Stroke, point: Point): { stroke: Stroke; segment: Segment | null } {
  if (!Number.isFinite(point.x) || !Number.isFinite(point.y)) return { stroke, segment: null };
  if (Math.hypot(point.x - stroke.last.x, point.y - stroke.last.y) < 0.5) return { stroke, segment: null };
  const to = midpoint(stroke.last, point);
  return { stroke: { last: point, end: to }, segment: { from: stroke.end, control: stroke.last, to } };
}

/** The straight piece from the last curve's end to the last point, drawn when the stroke ends. */
export function finishStroke(stroke: Stroke): Segment | null {
  const { end, last } = stroke;
  if (end.x === last.x && end.y === last.y) return null;
  return { from: end, control: midpoint(end, last), to: last };
}

/** A pointer position in the canvas's CSS pixels. */
export const canvasPoint = (clientX: number, clientY: number, rect: { left: number; top: number }): Point => ({
  x: clientX - rect.left,
  y: clientY - rect.top,
});

/** The keyboard pen's step in px, and with Shift. */
export const PEN_STEP = 5;
export const PEN_BIG_STEP = 20;

/** The keyboard pen's next position, kept inside the canvas (null: not a move key). */
export function movePen(pen: Point, key: string, big: boolean, size: Size): Point | null {
  const step = big ? PEN_BIG_STEP : PEN_STEP;
  const moves: Record<string, Point> = {
    ArrowRight: { x: step, y: 0 },
    ArrowLeft: { x: -step, y: 0 },
    ArrowDown: { x: 0, y: step },
    ArrowUp: { x: 0, y: -step },
  };
  const move = moves[key];
  if (!move) return null;
  return {
    x: Math.min(size.width, Math.max(0, pen.x + move.x)),
    y: Math.min(size.height, Math.max(0, pen.y + move.y)),
  };
}
