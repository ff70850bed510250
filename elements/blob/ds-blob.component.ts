import { html, svg, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { DsElement } from '../internal/core/ds-element.js';
import { setHostAria } from '../internal/a11y/internals-aria.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import { textOf } from '../internal/i18n/strings.js';
import en from '../translations/en.js';
import { blobStyles } from './ds-blob.styles.js';
import { BLOB_EDGES, BLOB_SMOOTHNESS, BLOB_VIEW, blobPath } from './geometry.js';

export {
  BLOB_EDGES,
  BLOB_SEED_MAX,
  BLOB_SMOOTHNESS,
  BLOB_VIEW,
  blobEdges,
  blobPath,
  blobSeed,
  blobSmoothness,
  parseBlobSeed,
  randomBlobSeed,
  type BlobOptions,
} from './geometry.js';
export { blobClipPathCss, blobSvg } from './blob-svg.js';

/** The words `<ds-blob>` announces; override them with its `strings` property. */
export interface BlobStrings {
  /** The image's accessible name when `label` is empty. */
  name: string;
}

/** The English defaults of `BlobStrings` (other languages: `translations/`, chosen by `lang`). */
export const blobStrings: Readonly<BlobStrings> = en.blob;

/**
 * Number attributes: an empty value reads as "not a number" (the default), not as 0; a removed one is `null`, so
 * that `useDefault` gives the property its default back.
 */
const numberAttribute = {
  fromAttribute: (value: string | null): number | null =>
    value === null ? null : value.trim() === '' ? NaN : Number(value),
};

/** The size in px when `size` is missing or not a positive number. */
const DEFAULT_SIZE = 200;

/**
 * An organic blob shape drawn as SVG: a closed smooth curve through `edges` evenly spaced points
 * on a circle whose radii come from a seeded generator. The same `edges`, `smoothness` and `seed`
 * always draw the same blob (seed 0 included); the path data is the `path` property, in a
 * 100 × 100 view. The shape is computed by the pure module `elements/blob/geometry.ts`
 * (`blobPath`), which a page can also call to export the shape.
 *
 * An image for assistive technology (`role="img"`), named by `label` (default: "Blob").
 * Shape changes are not animated, so it is safe under reduced motion.
 *
 * @summary A seeded organic blob shape (SVG), filled from the theme's tokens.
 * @status stable
 * @since 3.6
 *
 * @csspart svg - The `<svg>` element (100 × 100 view, `size` px wide and high).
 * @csspart path - The blob's `<path>`.
 *
 * @cssprop --ds-blob-fill - The blob's fill (default: `--ds-color-accent`, the primary colour).
 * @cssprop --ds-blob-stroke - The outline's colour (default: `--ds-color-accent`).
 * @cssprop --ds-blob-stroke-width - The outline's width in units of the 100 × 100 view (default: 1).
 */
export class DsBlob extends DsElement {
  static override styles = [DsElement.styles, blobStyles];

  /** Number of points on the circle, 3–12 (default 6). Out of range: clamped; not a number: 6. */
  @property({ converter: numberAttribute, reflect: true, useDefault: true })
  edges: number = BLOB_EDGES.default;

  /** How little the radii vary, 2–9 (default 6): 2 is the most irregular, 9 almost a circle. Out of range: clamped; not a number: 6. */
  @property({ converter: numberAttribute, reflect: true, useDefault: true })
  smoothness: number = BLOB_SMOOTHNESS.default;

  /**
   * The generator's seed (default 0). A whole number (0–4294967295; others wrap); any other text
   * is hashed, so every value draws a blob and the same value always the same one.
   */
  @property({ reflect: true, useDefault: true })
  seed: string | number = 0;

  /** Width and height in px (default 200). Not a positive number: 200. */
  @property({ type: Number, reflect: true, useDefault: true })
  size = DEFAULT_SIZE;

  /** Accessible name of the image (default: `strings.name`, "Blob"). */
  @property({ useDefault: true })
  label = '';

  /** Replaces the element's own words, in any language (see `BlobStrings`): the default accessible name. */
  @property({ attribute: false })
  strings: Partial<BlobStrings> = {};

  readonly #localize = new LocalizeController(this);
  /** The accessible name last written (a change of `lang` renders without a changed property). */
  #name = '';

  /**
   * The blob's SVG path data (`M … C … Z`) in the 100 × 100 view (read-only). Computed from the
   * current `edges`, `smoothness` and `seed`, so it is right even before the element renders.
   */
  get path(): string {
    return blobPath({ edges: this.edges, smoothness: this.smoothness, seed: this.seed });
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const name = textOf(this.label).trim() || this.#localize.strings('blob', blobStrings, this.strings).name;
    if (name !== this.#name || changed.has('label') || changed.has('strings')) {
      this.#name = name;
      setHostAria(this, this.internals, { role: 'img', ariaLabel: name });
    }
  }

  override render(): TemplateResult {
    const size = Number(this.size);
    const px = Number.isFinite(size) && size > 0 ? size : DEFAULT_SIZE;
    return html`<svg
      part="svg"
      viewBox="0 0 ${BLOB_VIEW} ${BLOB_VIEW}"
      width=${px}
      height=${px}
      aria-hidden="true"
      focusable="false"
    >${svg`<path part="path" d=${this.path}></path>`}</svg>`;
  }
}
