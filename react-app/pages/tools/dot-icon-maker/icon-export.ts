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

/** The raw data of a drawing: the indexes, comma-separated. */
export const iconRawData = (dots: readonly number[]): string => dots.join(',');
