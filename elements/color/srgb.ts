// The sRGB transfer function (IEC 61966-2-1), shared by WCAG luminance and OKLab.
import { clamp } from '../internal/core/math.js';

/** Gamma-encoded channel 0–1 -> linear light 0–1. */
export function srgbToLinear(c: number): number {
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Linear light 0–1 -> gamma-encoded channel 0–1 (sign kept so out-of-gamut values stay detectable). */
export function linearToSrgb(c: number): number {
  const abs = Math.abs(c);
  const encoded = abs <= 0.0031308 ? abs * 12.92 : 1.055 * abs ** (1 / 2.4) - 0.055;
  return Math.sign(c) * encoded;
}

/** Clamp channels to 0–255 (NaN becomes 0). */
export function clampRgb<T extends { r: number; g: number; b: number }>(rgb: T): T {
  return { ...rgb, r: clamp(rgb.r, 0, 255), g: clamp(rgb.g, 0, 255), b: clamp(rgb.b, 0, 255) };
}
