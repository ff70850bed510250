/**
 * The files a blob is exported as (pure, no DOM): a standalone SVG document and a CSS rule that
 * clips a box to the blob. Both use the path of `blobPath` in its 100 × 100 view.
 */
import { BLOB_VIEW } from './geometry.js';

/** A colour safe to write into an attribute: hex, a colour function or a keyword; anything else is `fallback`. */
function safeColour(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  const v = value.trim();
  return /^(#[0-9a-f]{3,8}|[a-z]+|(rgb|rgba|hsl|hsla|oklch|oklab|lab|lch|color)\([\w\s.,%/+-]*\))$/i.test(v)
    ? v
    : fallback;
}

/** Path data as `blobPath` writes it: commands M, C, Z and plain numbers (anything else is dropped). */
function safePath(d: unknown): string {
  return typeof d === 'string' && /^[MCZmcz\d\s.,-]*$/.test(d) ? d : '';
}

export interface BlobSvgOptions {
  /** The fill (default `#0066ff`, the default primary colour). */
  fill?: string;
  /** The outline's colour (default: the fill, as `<ds-blob>` draws it). */
  stroke?: string;
  /** The outline's width in view units (default 1, as `<ds-blob>`; 0: none). */
  strokeWidth?: number;
  /** Width and height of the file in px (default 100). */
  size?: number;
}

/**
 * A standalone SVG file of the blob, drawn as `<ds-blob>` draws it by default: `viewBox="0 0 100 100"`,
 * the path filled and outlined (1 unit) in one colour. Bad options fall back to the defaults;
 * text that is not a colour or not path data never reaches the file.
 */
export function blobSvg(d: string, options: BlobSvgOptions = {}): string {
  const o = options && typeof options === 'object' ? options : {};
  const size = Number(o.size);
  const px = Number.isFinite(size) && size > 0 ? Math.round(size) : BLOB_VIEW;
  const fill = safeColour(o.fill, '#0066ff');
  const stroke = safeColour(o.stroke, fill);
  const width = Number(o.strokeWidth ?? 1);
  const strokeWidth = Number.isFinite(width) && width > 0 ? Math.min(width, 10) : 0;
  const outline = strokeWidth > 0 ? ` stroke="${stroke}" stroke-width="${strokeWidth}" stroke-linejoin="round"` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BLOB_VIEW} ${BLOB_VIEW}" width="${px}" height="${px}">` +
    `<path d="${safePath(d)}" fill="${fill}"${outline}/></svg>`
  );
}

/**
 * A CSS rule that clips a 100 × 100 px box to the blob (`clip-path: path()` takes px, so the box
 * has the view's size).
 */
export function blobClipPathCss(d: string, selector = '.blob'): string {
  return `${selector} {\n  width: ${BLOB_VIEW}px;\n  height: ${BLOB_VIEW}px;\n  clip-path: path('${safePath(d)}');\n}\n`;
}
