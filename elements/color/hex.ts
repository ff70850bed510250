import { clamp } from '../internal/core/math.js';

/** An sRGB colour with channels 0–255 (floats allowed; rounded only by `toHex`). */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** An sRGB colour with alpha 0–1. */
export interface Rgba extends Rgb {
  a: number;
}

const HEX = /^#?(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const HEX6 = /^#?[0-9a-f]{6}$/i;

/** The message of every "bad colour" error; callers and tests match on it. */
export const INVALID_COLOUR_MESSAGE = 'the provided colour is not valid';

/** True for 3, 4, 6 or 8 hex digits, with or without '#'. Never throws, whatever the input. */
export function isValidHex(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

/** True only for exactly 6 hex digits (with or without '#'): what shade generation needs. */
export function isHex6(value: unknown): value is string {
  return typeof value === 'string' && HEX6.test(value);
}

/** Channels and alpha of a valid hex colour, or null for anything else. */
export function parseHex(value: unknown): Rgba | null {
  if (!isValidHex(value)) return null;
  let digits = value.replace('#', '');
  if (digits.length <= 4) digits = [...digits].map(d => d + d).join('');
  const byte = (i: number): number => parseInt(digits.slice(i, i + 2), 16);
  return { r: byte(0), g: byte(2), b: byte(4), a: digits.length === 8 ? byte(6) / 255 : 1 };
}

/** Lowercase '#rrggbb' (3 or 6 digits in) or '#rrggbbaa' (4 or 8 digits in); null when invalid. */
export function normalizeHex(value: unknown): string | null {
  const rgba = parseHex(value);
  if (!rgba) return null;
  const rgb = toHex({ r: rgba.r, g: rgba.g, b: rgba.b });
  const hasAlpha = (value as string).replace('#', '').length % 4 === 0;
  return hasAlpha ? rgb + byteHex(rgba.a * 255) : rgb;
}

/** '#rrggbb', or '#rrggbbaa' when an alpha below 1 is given. Channels are clamped and rounded. */
export function toHex(color: Rgb & { a?: number | undefined }): string {
  const rgb = '#' + byteHex(color.r) + byteHex(color.g) + byteHex(color.b);
  const a = color.a;
  return a !== undefined && a < 1 && !Number.isNaN(a) ? rgb + byteHex(a * 255) : rgb;
}

/** The error every colour function throws for an unusable colour. */
export function invalidColourError(value: unknown): Error {
  return new Error(`${INVALID_COLOUR_MESSAGE}: ${describe(value)}`);
}

/** Lowercase '#rrggbb' from a 6-digit value; throws `invalidColourError` for anything else. */
export function requireHex6(value: unknown): string {
  if (!isHex6(value)) throw invalidColourError(value);
  return '#' + value.replace('#', '').toLowerCase();
}

function byteHex(channel: number): string {
  const n = Number.isFinite(channel) ? Math.round(clamp(channel, 0, 255)) : 0;
  return n.toString(16).padStart(2, '0');
}

// String() throws for objects with a throwing toString; the error message must still be built.
function describe(value: unknown): string {
  try {
    return typeof value === 'string' ? value : String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}
