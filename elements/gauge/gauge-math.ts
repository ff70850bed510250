import { clamp, finiteOr, roundTo } from '../internal/core/math.js';

/** The looks of `<ds-gauge>`: a 270° dial with ticks, a plain half ring, or a half dial zoomed on the value's quarter of the scale. */
export const gaugeVariants = ['standard', 'simple', 'zoom'] as const;
export type DsGaugeVariant = (typeof gaugeVariants)[number];

/** Sweep of each variant's arc in degrees, 0 at 12 o'clock, clockwise. */
export const GAUGE_SWEEP: Readonly<Record<DsGaugeVariant, readonly [start: number, end: number]>> = {
  standard: [-135, 135],
  simple: [-90, 90],
  zoom: [-90, 90],
};

/** The zoomed dial shows this share of the scale. */
export const ZOOM_SHARE = 1 / 4;

/** Default scale when `min`/`max` are missing or make no range. */
export const GAUGE_DEFAULT_MAX = 100;

/** A variant read loosely: anything unknown is `standard`. */
export function gaugeVariant(value: unknown): DsGaugeVariant {
  return (gaugeVariants as readonly unknown[]).includes(value) ? (value as DsGaugeVariant) : 'standard';
}

/** The scale [min, max]: finite numbers with max > min; otherwise min 0 (or the given min) and max min + 100. */
export function gaugeRange(min: unknown, max: unknown): { min: number; max: number } {
  const lo = finiteOr(min, 0);
  const hi = finiteOr(max, lo + GAUGE_DEFAULT_MAX);
  return hi > lo ? { min: lo, max: hi } : { min: lo, max: lo + GAUGE_DEFAULT_MAX };
}

/** The value read loosely and kept on the scale (not a number: the scale's minimum). */
export function gaugeValue(value: unknown, min: number, max: number): number {
  return clamp(finiteOr(value, min), min, max);
}

/** Where `value` sits on [min, max], 0–1. */
export function gaugeFraction(value: number, min: number, max: number): number {
  return max > min ? clamp((value - min) / (max - min), 0, 1) : 0;
}

/**
 * The part of the scale a zoomed dial shows: the quarter (of [min, max]) that holds the value, so
 * the scale stays put while the value moves inside it. The maximum falls in the last quarter.
 */
export function zoomWindow(value: number, min: number, max: number): { min: number; max: number } {
  const width = (max - min) * ZOOM_SHARE;
  const index = Math.min(Math.floor((clamp(value, min, max) - min) / width), Math.round(1 / ZOOM_SHARE) - 1);
  const lo = roundTo(min + index * width);
  return { min: lo, max: roundTo(lo + width) };
}

/** The point at `degrees` (0 at 12 o'clock, clockwise) on a circle around (cx, cy). */
export function polar(cx: number, cy: number, radius: number, degrees: number): { x: number; y: number } {
  const radians = (degrees * Math.PI) / 180;
  return { x: roundTo(cx + radius * Math.sin(radians), 3), y: roundTo(cy - radius * Math.cos(radians), 3) };
}

/** An SVG path of the arc from `start` to `end` degrees (clockwise, `end` > `start`). */
export function arcPath(cx: number, cy: number, radius: number, start: number, end: number): string {
  const from = polar(cx, cy, radius, start);
  const to = polar(cx, cy, radius, end);
  const large = end - start > 180 ? 1 : 0;
  return `M ${from.x} ${from.y} A ${radius} ${radius} 0 ${large} 1 ${to.x} ${to.y}`;
}

/** `count` + 1 evenly spaced angles from `start` to `end` (the tick marks of a dial). */
export function tickAngles(start: number, end: number, count: number): number[] {
  const n = Math.max(1, Math.round(count));
  return Array.from({ length: n + 1 }, (_, i) => roundTo(start + ((end - start) * i) / n, 6));
}

/** Decimals shown, 0–6 (not a number: 0). */
export function gaugeDecimals(value: unknown): number {
  return Math.round(clamp(finiteOr(value, 0), 0, 6));
}

/** `value` with `decimals` decimals in the locale's digits and grouping; a bad locale falls back to the default. */
export function formatGaugeNumber(value: number, decimals: number, locale?: string): string {
  const options = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  try {
    return new Intl.NumberFormat(locale || undefined, options).format(value);
  } catch {
    return new Intl.NumberFormat(undefined, options).format(value);
  }
}
