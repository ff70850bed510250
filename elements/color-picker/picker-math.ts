// Pure logic of <ds-color-picker>: the colour model (HSV + alpha), keyboard steps, pointer
// positions, the hex text field's filter, ARIA value texts and the swatch list. No DOM.
import { normalizeHex, parseHex, toHex } from '../color/hex.js';
import { hsvToRgb, rgbToHsv } from '../color/hsv.js';
import { clamp, roundTo } from '../internal/core/math.js';
import { formatString } from '../internal/i18n/strings.js';

// Shared with every element; re-exported for the picker's callers and tests.
export { clamp };

/** The colour a picker shows when it has no (valid) value. */
export const DEFAULT_PICKER_COLOR = '#0066ff';

/** One keyboard step: 5 % of a slider's range. */
export const KEY_STEP = 0.05;

/** A big keyboard step (Shift + arrow, Page Up / Page Down): 20 % of the range. */
export const BIG_KEY_STEP = 0.2;

/** The largest hue, in degrees. */
export const HUE_MAX = 360;

/**
 * The picker's colour: hue 0–360 degrees, saturation, value (brightness) and alpha 0–1.
 * The picker keeps this model, not the hex string, so that hue survives greys and black.
 */
export interface PickerColor {
  h: number;
  s: number;
  v: number;
  a: number;
}

/** A swatch as given by the user of the element. */
export type SwatchInput = string | { code: string; name?: string; separator?: boolean };

/** A swatch after validation: `code` is lowercase `#rrggbb` (or `#rrggbbaa`). */
export interface Swatch {
  code: string;
  /** Accessible name: the given name, else the hex code. */
  name: string;
  /** Draws a gap before this swatch (a group boundary). */
  separator: boolean;
}

/** A rectangle as `getBoundingClientRect()` gives it. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Rounds away floating-point noise (0.45000000000000007 -> 0.45). */
const tidy = (value: number): number => roundTo(value, 9);

/**
 * The colour of a hex string, or null when it is not a valid hex colour. For greys the hue
 * (and for black also the saturation) of `previous` is kept: those colours have none of their
 * own, and the picker's thumbs should not jump.
 */
export function colorFromHex(hex: unknown, previous?: PickerColor): PickerColor | null {
  const rgba = parseHex(hex);
  if (!rgba) return null;
  const { h, s, v } = rgbToHsv(rgba);
  const a = rgba.a;
  if (!previous) return { h, s, v, a };
  if (v === 0) return { h: previous.h, s: previous.s, v, a };
  if (s === 0) return { h: previous.h, s, v, a };
  return { h, s, v, a };
}

/** Lowercase `#rrggbb`, or `#rrggbbaa` (always eight digits) when `alpha` is on. */
export function colorToHex(color: PickerColor, alpha: boolean): string {
  const rgb = toHex(hsvToRgb(color));
  if (!alpha) return rgb;
  const a = Math.round(clamp(color.a, 0, 1) * 255);
  return rgb + a.toString(16).padStart(2, '0');
}

/** The fully saturated, fully bright colour of a hue (what the saturation/brightness area shows). */
export function hueColor(h: number): string {
  return toHex(hsvToRgb({ h, s: 1, v: 1 }));
}

/** The hue track: a left-to-right gradient through every hue, 0 to 360 degrees. */
export function hueGradient(): string {
  const stops = [0, 60, 120, 180, 240, 300, 360].map(h => `${hueColor(h)} ${((h / HUE_MAX) * 100).toFixed(2)}%`);
  return `linear-gradient(to right, ${stops.join(', ')})`;
}

/**
 * The saturation/brightness area: white to the hue's pure colour left to right, darkened to
 * black from top to bottom.
 */
export function areaBackground(h: number): string {
  const white = toHex({ r: 255, g: 255, b: 255 });
  const black = toHex({ r: 0, g: 0, b: 0 });
  return [
    `linear-gradient(to top, ${black}, ${black}00)`,
    `linear-gradient(to right, ${white}, ${white}00)`,
    `linear-gradient(${hueColor(h)}, ${hueColor(h)})`,
  ].join(', ');
}

/** The alpha track: from transparent to the opaque colour. */
export function alphaGradient(color: PickerColor): string {
  const rgb = toHex(hsvToRgb(color));
  return `linear-gradient(to right, ${rgb}00, ${rgb})`;
}

// ---- keyboard -------------------------------------------------------------------------------

/**
 * Arrow Left and Right swapped in right-to-left text, where the picker is mirrored: they move
 * the thumb the way the arrow points (as `<ds-slider>`'s keys do).
 */
function visualKey(key: string, rtl: boolean): string {
  if (!rtl) return key;
  return key === 'ArrowLeft' ? 'ArrowRight' : key === 'ArrowRight' ? 'ArrowLeft' : key;
}

/**
 * A one-dimensional slider's new value after a key (`null`: the key does nothing here).
 * Arrow Right/Up add a step (5 % of the range; 20 % with Shift), Arrow Left/Down subtract it,
 * Page Up/Page Down move a big step, Home/End go to the minimum/maximum. With `rtl`, Arrow
 * Left adds and Arrow Right subtracts.
 */
export function stepLinear(
  value: number,
  key: string,
  shift: boolean,
  min: number,
  max: number,
  rtl = false,
): number | null {
  key = visualKey(key, rtl);
  const range = max - min;
  const step = (shift ? BIG_KEY_STEP : KEY_STEP) * range;
  const big = BIG_KEY_STEP * range;
  const current = clamp(value, min, max);
  let next: number;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      next = current + step;
      break;
    case 'ArrowLeft':
    case 'ArrowDown':
      next = current - step;
      break;
    case 'PageUp':
      next = current + big;
      break;
    case 'PageDown':
      next = current - big;
      break;
    case 'Home':
      next = min;
      break;
    case 'End':
      next = max;
      break;
    default:
      return null;
  }
  return tidy(clamp(next, min, max));
}

/**
 * The saturation/brightness area's new `{ s, v }` after a key (`null`: not handled).
 * Arrow Left/Right change saturation, Arrow Up/Down change brightness, 5 % a step (20 % with
 * Shift); Page Up/Page Down change brightness by 20 %; Home/End set saturation to 0 %/100 %.
 * With `rtl` (saturation grows leftwards), Arrow Left adds saturation and Arrow Right takes it away.
 */
export function stepArea(
  s: number,
  v: number,
  key: string,
  shift: boolean,
  rtl = false,
): { s: number; v: number } | null {
  key = visualKey(key, rtl);
  const step = shift ? BIG_KEY_STEP : KEY_STEP;
  const sat = clamp(s, 0, 1);
  const val = clamp(v, 0, 1);
  switch (key) {
    case 'ArrowRight':
      return { s: tidy(clamp(sat + step, 0, 1)), v: val };
    case 'ArrowLeft':
      return { s: tidy(clamp(sat - step, 0, 1)), v: val };
    case 'ArrowUp':
      return { s: sat, v: tidy(clamp(val + step, 0, 1)) };
    case 'ArrowDown':
      return { s: sat, v: tidy(clamp(val - step, 0, 1)) };
    case 'PageUp':
      return { s: sat, v: tidy(clamp(val + BIG_KEY_STEP, 0, 1)) };
    case 'PageDown':
      return { s: sat, v: tidy(clamp(val - BIG_KEY_STEP, 0, 1)) };
    case 'Home':
      return { s: 0, v: val };
    case 'End':
      return { s: 1, v: val };
    default:
      return null;
  }
}

// ---- pointer --------------------------------------------------------------------------------

/** Where `x` lies along `box`, 0 (left edge) to 1 (right edge), clamped; from the right edge with `rtl`. */
export function fractionAlong(x: number, box: Box, rtl = false): number {
  if (!(box.width > 0)) return 0;
  const f = clamp((x - box.left) / box.width, 0, 1);
  return rtl ? 1 - f : f;
}

/**
 * Saturation (left 0 -> right 1; right to left with `rtl`) and brightness (bottom 0 -> top 1)
 * at a point of the area.
 */
export function areaFromPoint(x: number, y: number, box: Box, rtl = false): { s: number; v: number } {
  const s = fractionAlong(x, box, rtl);
  const v = box.height > 0 ? 1 - clamp((y - box.top) / box.height, 0, 1) : 0;
  return { s, v };
}

// ---- ARIA texts -----------------------------------------------------------------------------

/** A fraction 0–1 as a whole percentage: 0.4 -> 40. */
export function percent(fraction: number): number {
  return Math.round(clamp(fraction, 0, 1) * 100);
}

/** `aria-valuetext` of the hue slider: "210 degrees" (or "1 degree"); `{degrees}` in the templates is the number. */
export function hueText(h: number, many = '{degrees} degrees', one = '{degrees} degree'): string {
  const degrees = Math.round(clamp(h, 0, HUE_MAX));
  return formatString(degrees === 1 ? one : many, { degrees });
}

/** `aria-valuetext` of the area: "saturation 40%, brightness 80%" (`{saturation}`, `{brightness}` in the template). */
export function areaText(
  s: number,
  v: number,
  template = 'saturation {saturation}%, brightness {brightness}%',
): string {
  return formatString(template, { saturation: percent(s), brightness: percent(v) });
}

/** `aria-valuetext` of the alpha slider: "80%" (`{percent}` in the template). */
export function alphaText(a: number, template = '{percent}%'): string {
  return formatString(template, { percent: percent(a) });
}

// ---- hex text field ------------------------------------------------------------------

/** Longest hex the text field keeps: 6 digits, 8 with alpha. */
export function maxHexLength(alpha: boolean): number {
  return alpha ? 8 : 6;
}

/**
 * What the hex text field keeps of what was typed or pasted: only hex digits (a `#` or any
 * other character is dropped), at most 6 (8 with `alpha`). `caret` (a position in `raw`) is
 * mapped to the same place in the result.
 */
export function filterHexInput(raw: string, alpha: boolean, caret = raw.length): { text: string; caret: number } {
  const max = maxHexLength(alpha);
  let text = '';
  let newCaret = 0;
  const chars = [...String(raw ?? '')];
  let index = 0;
  for (const ch of chars) {
    if (text.length < max && /[0-9a-f]/i.test(ch)) text += ch;
    index += ch.length;
    if (index <= caret) newCaret = text.length;
  }
  return { text, caret: newCaret };
}

/** True for the lengths the field accepts: 3 or 6 digits, and also 4 or 8 with `alpha`. */
export function isAcceptedHexLength(length: number, alpha: boolean): boolean {
  return length === 3 || length === 6 || (alpha && (length === 4 || length === 8));
}

/**
 * The colour the text field's digits stand for, as `#rrggbb` / `#rrggbbaa`, or null when the
 * text is not (yet) an accepted colour. The text must be filtered already (`filterHexInput`).
 */
export function acceptHexText(text: string, alpha: boolean): string | null {
  if (!/^[0-9a-f]*$/i.test(text) || !isAcceptedHexLength(text.length, alpha)) return null;
  return normalizeHex(text);
}

// ---- swatches ----------------------------------------------------------------------------------

/**
 * The valid swatches of a `swatches` value: an array of hex strings or `{ code, name }`
 * objects. Anything else (a non-array, invalid codes, odd entries) is skipped, never thrown on.
 */
export function parseSwatches(value: unknown): Swatch[] {
  if (!Array.isArray(value)) return [];
  const out: Swatch[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry === 'string') {
      const code = normalizeHex(entry.trim());
      if (code) out.push({ code, name: code, separator: false });
    } else if (entry && typeof entry === 'object') {
      const { code: rawCode, name: rawName, separator } = entry as Record<string, unknown>;
      const code = typeof rawCode === 'string' ? normalizeHex(rawCode.trim()) : null;
      if (!code) continue;
      const name = typeof rawName === 'string' && rawName.trim() ? rawName.trim() : code;
      out.push({ code, name, separator: separator === true });
    }
  }
  return out;
}

/**
 * The `swatches` attribute: a JSON array (`'["#f00", {"code": "#0f0", "name": "Green"}]'`) or
 * hex codes separated by commas or spaces (`"#ff0000, #00ff00"`). Invalid text gives `[]`.
 */
export function parseSwatchAttribute(value: string | null): SwatchInput[] {
  if (value === null) return [];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? (parsed as SwatchInput[]) : [];
    } catch {
      return [];
    }
  }
  return text.split(/[\s,]+/).filter(Boolean);
}

/** What the `swatches` accept, for the author's warning. */
const SWATCHES_ACCEPTED =
  'use hex colours separated by commas or spaces ("#ff0000, #00ff00"), or a JSON array of hex colours and { "code", "name" } objects';

/**
 * Why `swatches` (the value, and the attribute text when there is one) give fewer swatches than
 * the author wrote, or `null`: text that starts like JSON but is not a JSON array, or entries
 * that are not hex colours (skipped).
 */
export function swatchProblem(value: unknown, attribute: string | null = null): string | null {
  const text = attribute?.trim() ?? '';
  if (text.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (!Array.isArray(parsed)) return `is not a valid JSON array, so no swatches are shown: ${SWATCHES_ACCEPTED}.`;
  }
  if (value !== null && value !== undefined && !Array.isArray(value))
    return `is not a list, so no swatches are shown: ${SWATCHES_ACCEPTED}.`;
  const entries = Array.isArray(value) ? (value as unknown[]) : [];
  const skipped = entries.filter(entry => parseSwatches([entry]).length === 0);
  if (skipped.length === 0) return null;
  const shown = skipped
    .slice(0, 3)
    .map(entry => JSON.stringify(entry) ?? String(entry))
    .join(', ');
  const more = skipped.length > 3 ? ` and ${skipped.length - 3} more` : '';
  return `has entries that are not hex colours (${shown}${more}), skipped: ${SWATCHES_ACCEPTED}.`;
}

/** True when two hex colours are the same colour (ignoring case, shorthand and a full alpha). */
export function sameColor(a: unknown, b: unknown): boolean {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return false;
  return toHex(x) === toHex(y) && Math.round(x.a * 255) === Math.round(y.a * 255);
}
