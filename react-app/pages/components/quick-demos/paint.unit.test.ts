import { describe, expect, it } from 'vitest';
import {
  BRUSH_SIZES,
  DEFAULT_BRUSH,
  DEFAULT_CANVAS,
  MIN_CANVAS_SIDE,
  PAINT_COLORS,
  backingStore,
  canvasPoint,
  clampCanvasSize,
  extendStroke,
  finishStroke,
  movePen,
  resizeByKey,
  startStroke,
} from './paint';

describe('palette and brushes', () => {
  it('has 12 named colours with distinct names and 6-digit hex values', () => {
    expect(PAINT_COLORS).toHaveLength(12);
    expect(new Set(PAINT_COLORS.map(c => c.name)).size).toBe(12);
    expect(new Set(PAINT_COLORS.map(c => c.value)).size).toBe(12);
    for (const color of PAINT_COLORS) expect(color.value).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('has the four brush sizes, Fine Brush (4) by default', () => {
    expect(BRUSH_SIZES.map(b => `${b.value} ${b.name}`)).toEqual([
      '2 Thin Line',
      '4 Fine Brush',
      '8 Regular Size',
      '12 Wide Brush',
    ]);
    expect(DEFAULT_BRUSH).toBe(4);
    expect(DEFAULT_CANVAS).toEqual({ width: 200, height: 200 });
  });
});

describe('clampCanvasSize', () => {
  it('keeps sizes within 40 px and the room available, in whole pixels', () => {
    expect(clampCanvasSize({ width: 10, height: -5 })).toEqual({ width: 40, height: 40 });
    expect(clampCanvasSize({ width: 250.6, height: 199.4 })).toEqual({ width: 251, height: 199 });
    expect(clampCanvasSize({ width: 900, height: 5000 }, { width: 600.8, height: 700 })).toEqual({
      width: 600,
      height: 700,
    });
    expect(clampCanvasSize({ width: 100, height: 100 })).toEqual({ width: 100, height: 100 });
  });

  it('never goes below the minimum, even when the room is smaller', () => {
    expect(clampCanvasSize({ width: 100, height: 100 }, { width: 20, height: 0 })).toEqual({
      width: MIN_CANVAS_SIDE,
      height: MIN_CANVAS_SIDE,
    });
  });

  it('bad numbers give the default side; a bad maximum is no limit', () => {
    expect(clampCanvasSize({ width: Number.NaN, height: Infinity })).toEqual({ width: 200, height: 200 });
    expect(clampCanvasSize({ width: 300, height: 300 }, { width: Number.NaN, height: Number.NaN })).toEqual({
      width: 300,
      height: 300,
    });
  });
});

describe('resizeByKey', () => {
  const size = { width: 200, height: 200 };
  it('arrows grow and shrink by 10 px (50 with Shift); Home restores 200 × 200', () => {
    expect(resizeByKey(size, 'ArrowRight')).toEqual({ width: 210, height: 200 });
    expect(resizeByKey(size, 'ArrowLeft', true)).toEqual({ width: 150, height: 200 });
    expect(resizeByKey(size, 'ArrowDown')).toEqual({ width: 200, height: 210 });
    expect(resizeByKey(size, 'ArrowUp')).toEqual({ width: 200, height: 190 });
    expect(resizeByKey({ width: 50, height: 70 }, 'Home')).toEqual(DEFAULT_CANVAS);
    expect(resizeByKey(size, 'a')).toBeNull();
  });
});

describe('backingStore', () => {
  it('multiplies by the pixel ratio; a bad ratio counts as 1', () => {
    expect(backingStore({ width: 200, height: 100 }, 2)).toEqual({ width: 400, height: 200, ratio: 2 });
    expect(backingStore({ width: 201, height: 99 }, 1.5)).toEqual({ width: 302, height: 149, ratio: 1.5 });
    expect(backingStore({ width: 200, height: 100 }, 0)).toEqual({ width: 200, height: 100, ratio: 1 });
    expect(backingStore({ width: 200, height: 100 }, Number.NaN).ratio).toBe(1);
  });
});

describe('strokes', () => {
  it('joins samples with curves from midpoint to midpoint, ending on the last point', () => {
    let stroke = startStroke({ x: 0, y: 0 });
    const first = extendStroke(stroke, { x: 10, y: 0 });
    expect(first.segment).toEqual({ from: { x: 0, y: 0 }, control: { x: 0, y: 0 }, to: { x: 5, y: 0 } });
    stroke = first.stroke;
    const second = extendStroke(stroke, { x: 10, y: 10 });
    expect(second.segment).toEqual({ from: { x: 5, y: 0 }, control: { x: 10, y: 0 }, to: { x: 10, y: 5 } });
    expect(finishStroke(second.stroke)).toEqual({
      from: { x: 10, y: 5 },
      control: { x: 10, y: 7.5 },
      to: { x: 10, y: 10 },
    });
  });

  it('ignores points that do not move or are not numbers; a dot has no finishing piece', () => {
    const stroke = startStroke({ x: 3, y: 3 });
    expect(extendStroke(stroke, { x: 3.2, y: 3.2 }).segment).toBeNull();
    expect(extendStroke(stroke, { x: Number.NaN, y: 1 })).toEqual({ stroke, segment: null });
    expect(finishStroke(stroke)).toBeNull();
  });

  it('canvasPoint is relative to the canvas box', () => {
    expect(canvasPoint(150, 90, { left: 100, top: 40 })).toEqual({ x: 50, y: 50 });
  });
});

describe('movePen', () => {
  const size = { width: 100, height: 60 };
  it('moves 5 px (20 with Shift) and stays inside the canvas', () => {
    expect(movePen({ x: 50, y: 30 }, 'ArrowRight', false, size)).toEqual({ x: 55, y: 30 });
    expect(movePen({ x: 50, y: 30 }, 'ArrowUp', true, size)).toEqual({ x: 50, y: 10 });
    expect(movePen({ x: 98, y: 58 }, 'ArrowRight', true, size)).toEqual({ x: 100, y: 58 });
    expect(movePen({ x: 2, y: 2 }, 'ArrowUp', true, size)).toEqual({ x: 2, y: 0 });
    expect(movePen({ x: 2, y: 2 }, 'Enter', false, size)).toBeNull();
  });
});
