import { dotsToSvg } from '../../../../elements/dot-grid/dot-grid-model';
import { fileTimestamp } from '../../../lib/export-file';

/** The Icon Creator's clipboard snackbars, shown for 1000 ms. */
export const ICON_COPY_MESSAGES = {
  svgCopied: 'SVG copied to clipboard',
  rawCopied: 'Raw data copied to clipboard',
  svgFailed: 'Failed to copy',
  rawFailed: 'Failed to copy raw data',
} as const;
export const COPY_SNACKBAR_MS = 1000;

/** Shown when the browser cannot draw the PNG (a failure only a browser without canvas support shows). */
export const ICON_PNG_FAILED = 'Could not make the PNG';

/** Width and height of the PNG export, in px. */
export const ICON_PNG_SIZE = 512;

/** `dots-{timestamp}.svg` (or `.png`); the timestamp is the first 15 word characters of the ISO time. */
export function iconFileName(extension: 'svg' | 'png', date: Date = new Date()): string {
  return `dots-${fileTimestamp(date)}.${extension}`;
}

/** The SVG file of a drawing (`currentColor`, 160 × 160). */
export const iconSvg = (dots: readonly number[]): string => dotsToSvg(dots);

/** The colours the PNG can have: the theme's accent (the default), black or white. */
export type IconPngColour = 'accent' | 'black' | 'white';
export const ICON_PNG_COLOURS: readonly { value: IconPngColour; label: string }[] = [
  { value: 'accent', label: 'Accent' },
  { value: 'black', label: 'Black' },
  { value: 'white', label: 'White' },
];
export const isIconPngColour = (value: unknown): value is IconPngColour =>
  ICON_PNG_COLOURS.some(colour => colour.value === value);

/** A colour as the browser computes it (`rgb(…)`, `rgba(…)`) or hex; anything else is not used. */
const SAFE_COLOUR = /^(?:#[0-9a-f]{3,8}|rgba?\([\d\s.,%/]+\))$/i;

/**
 * The fill of the PNG's dots: `accent` is the accent as the page shows it (its computed colour),
 * black and white are themselves. An accent that is no colour falls back to black.
 */
export function iconPngFill(colour: IconPngColour, accent: string): string {
  if (colour === 'white') return '#ffffff';
  if (colour === 'accent' && SAFE_COLOUR.test(accent.trim())) return accent.trim();
  return '#000000';
}

/**
 * The SVG the PNG is drawn from: the drawing filled with `fill`. In an image, `currentColor` has
 * no text colour to inherit and draws black, whatever the theme.
 */
export function iconPngSvg(dots: readonly number[], fill: string): string {
  return iconSvg(dots).replace('fill="currentColor"', `fill="${SAFE_COLOUR.test(fill) ? fill : '#000000'}"`);
}

/** The raw data of a drawing: the indexes, comma-separated. */
export const iconRawData = (dots: readonly number[]): string => dots.join(',');
