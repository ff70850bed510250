/**
 * Getting a tool's drawing out of the browser: file names, downloads, the clipboard and PNG
 * rendering, shared by Icon Creator and Blob Generator.
 */

/** The largest PNG side `svgToPng` renders (a canvas this big stays well inside every engine's limit). */
export const MAX_PNG_PX = 4096;

/**
 * A file-name timestamp: the first 15 word characters of the ISO time (UTC), e.g.
 * `2026-11-23T15:17:00.000Z` → `20261123T151700`. An invalid date stands for now.
 */
export function fileTimestamp(date: Date = new Date()): string {
  const time = date instanceof Date && Number.isFinite(date.getTime()) ? date : new Date();
  return (time.toISOString().match(/\w/g) ?? []).slice(0, 15).join('');
}

/**
 * Saves `data` as a file called `name` through a temporary link (the browser's download, no
 * server). A string is saved as `type` (default SVG, UTF-8).
 */
export function downloadFile(name: string, data: Blob | string, type = 'image/svg+xml'): void {
  const blob = typeof data === 'string' ? new Blob([data], { type: `${type};charset=utf-8` }) : data;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Firefox reads the URL after click() returns: free it a little later
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

/**
 * Puts `text` on the clipboard. Resolves `true` when it is there, `false` on any failure (no
 * Clipboard API, permission denied, the page not focused); never rejects.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    const clipboard = globalThis.navigator?.clipboard;
    if (typeof clipboard?.writeText !== 'function') return false;
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The PNG side for a requested size: a whole number from 1 to `MAX_PNG_PX` (bad input: 512). */
export function pngSide(px: number): number {
  return Number.isFinite(px) ? Math.min(MAX_PNG_PX, Math.max(1, Math.round(px))) : 512;
}

/**
 * Renders an SVG document (markup) to a PNG whose longer side is `px` pixels, keeping the SVG's
 * aspect ratio, on a transparent background. Note that `currentColor` renders black in an image:
 * replace it with a colour first for a coloured PNG. Rejects when the SVG cannot be drawn.
 */
export async function svgToPng(svg: string, px: number): Promise<Blob> {
  const side = pngSide(px);
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = new Image();
    image.decoding = 'async';
    const loaded = new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('The SVG could not be drawn'));
    });
    image.src = url;
    await loaded;
    const ratio = image.naturalWidth > 0 && image.naturalHeight > 0 ? image.naturalWidth / image.naturalHeight : 1;
    const width = ratio >= 1 ? side : Math.max(1, Math.round(side * ratio));
    const height = ratio >= 1 ? Math.max(1, Math.round(side / ratio)) : side;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(blob => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
