import { backingStore, type Point, type Segment, type Size } from './paint';

/** The canvas's 2D context drawing in CSS pixels (the transform carries the pixel ratio). */
export const context = (canvas: HTMLCanvasElement) => canvas.getContext('2d');

/**
 * Gives the canvas a bitmap of its CSS size × the pixel ratio, so lines stay crisp on dense
 * screens, and keeps the drawing: the old bitmap is copied back at the top left (scaled when the
 * ratio changed). Growing adds blank room; shrinking crops.
 */
export function fitBackingStore(canvas: HTMLCanvasElement, size: Size, pixelRatio: number): void {
  const store = backingStore(size, pixelRatio);
  const previousRatio = Number(canvas.dataset.ratio) || store.ratio;
  if (canvas.width === store.width && canvas.height === store.height && previousRatio === store.ratio) return;
  let copy: HTMLCanvasElement | null = null;
  if (canvas.dataset.ratio) {
    copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    copy.getContext('2d')?.drawImage(canvas, 0, 0);
  }
  canvas.width = store.width;
  canvas.height = store.height;
  canvas.dataset.ratio = String(store.ratio);
  const ctx = context(canvas);
  if (!ctx) return;
  if (copy) {
    const scale = store.ratio / previousRatio;
    ctx.drawImage(copy, 0, 0, copy.width * scale, copy.height * scale);
  }
  ctx.setTransform(store.ratio, 0, 0, store.ratio, 0, 0);
}

export interface Brush {
  color: string;
  width: number;
}

const prepare = (ctx: CanvasRenderingContext2D, { color, width }: Brush) => {
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
};

/** A round dot: what a tap leaves, and where every stroke starts. */
export function drawDot(canvas: HTMLCanvasElement, point: Point, brush: Brush): void {
  const ctx = context(canvas);
  if (!ctx) return;
  prepare(ctx, brush);
  ctx.beginPath();
  ctx.arc(point.x, point.y, brush.width / 2, 0, Math.PI * 2);
  ctx.fill();
}

export function drawSegment(canvas: HTMLCanvasElement, { from, control, to }: Segment, brush: Brush): void {
  const ctx = context(canvas);
  if (!ctx) return;
  prepare(ctx, brush);
  ctx.beginPath();
  ctx.moveTo(from.x, from.y);
  ctx.quadraticCurveTo(control.x, control.y, to.x, to.y);
  ctx.stroke();
}

/** New: a blank canvas (the bitmap's every pixel transparent, so the paper colour shows). */
export function clearCanvas(canvas: HTMLCanvasElement): void {
  const ctx = context(canvas);
  if (!ctx) return;
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.restore();
}
