import { fileTimestamp } from '../../../lib/export-file';

/** `blob-{timestamp}.svg` (and `.png` for the PNG export), the timestamp being the first 15 word characters of the ISO time. */
export function blobFileName(extension: 'svg' | 'png', date: Date = new Date()): string {
  return `blob-${fileTimestamp(date)}.${extension}`;
}
