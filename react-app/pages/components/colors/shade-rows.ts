// The rows of the shade and neutral scales: each colour with the text colour used on it and their
// WCAG contrast. Pure: no DOM, no React.
import {
  NEUTRAL_LEVELS,
  SHADE_LEVELS,
  contrastRatio,
  generateShades,
  isHex6,
  neutralScale,
  textColorOn,
  DARK_TEXT,
} from '../../../../elements/color';

/** WCAG 2.x levels for text: AAA 7:1, AA 4.5:1, AA for large text only 3:1, else a fail. */
export type WcagGrade = 'AAA' | 'AA' | 'AA Large' | 'Fail';

export function wcagGrade(ratio: number): WcagGrade {
  if (!(ratio >= 3)) return 'Fail';
  return ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : 'AA Large';
}

/**
 * A ratio as "4.52:1", cut (not rounded) to two decimals: a 4.499 must not read as passing 4.5.
 * Invalid ratios read "–".
 */
export function formatRatio(ratio: number): string {
  if (!Number.isFinite(ratio)) return '–';
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

export interface ColorRow {
  /** 100…900 for theme shades, 0…1000 for neutrals. */
  level: number;
  /** Lowercase '#rrggbb'. */
  hex: string;
  /** The text colour used on it (`textColorOn`). */
  text: string;
  /** "dark" or "white": which of the two text colours that is, in words. */
  textName: 'dark' | 'white';
  ratio: number;
  grade: WcagGrade;
}

function row(level: number, hex: string): ColorRow {
  const text = textColorOn(hex);
  const ratio = contrastRatio(hex, text);
  return { level, hex, text, textName: text === DARK_TEXT ? 'dark' : 'white', ratio, grade: wcagGrade(ratio) };
}

/** The nine shades 100–900 of a theme colour; none for a colour shades cannot be made from. */
export function shadeRows(hex: string): ColorRow[] {
  if (!isHex6(hex)) return [];
  const shades = generateShades(hex);
  return SHADE_LEVELS.map(level => row(level, shades[level]));
}

/** The neutral scale 0 (white) … 1000 (black). */
export function neutralRows(): ColorRow[] {
  const scale = neutralScale();
  return NEUTRAL_LEVELS.map(level => row(level, scale[level]));
}
