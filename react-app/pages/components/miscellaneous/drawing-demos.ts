import { BLOB_EDGES, BLOB_SMOOTHNESS } from '../../../../elements/blob/geometry';
import { dotIconPresets } from '../../../../content/dot-icon-presets';
import { snippetOf } from '../../../docs/snippet-markup';

/** The dot grid demo: the element's three switches and the drawing. */
export interface DotGridSettings {
  guides: boolean;
  mirror: 'none' | 'horizontal' | 'vertical' | 'both';
  eraser: boolean;
  /** The active dots, as the element's `value`. */
  value: string;
}

/** The demo starts with the Icon Creator's first preset, so there is something to change. */
export const DOT_GRID_DEFAULTS: DotGridSettings = {
  guides: false,
  mirror: 'none',
  eraser: false,
  value: dotIconPresets[0]!.dots.join(','),
};

export const MIRROR_CHOICES = [
  { value: 'none', label: 'None' },
  { value: 'horizontal', label: 'Left–right' },
  { value: 'vertical', label: 'Top–bottom' },
  { value: 'both', label: 'Both' },
] as const;

/** How many dots a `value` turns on. */
export const dotCount = (value: string): number => (value ? value.split(',').length : 0);

/** The demo's dot grid as code: attributes only where they differ from the element's defaults. */
export function dotGridCode(settings: DotGridSettings): { html: string; react: string } {
  return snippetOf(
    {
      tag: 'ds-dot-grid',
      attrs: {
        label: 'My icon',
        guides: settings.guides,
        mirror: settings.mirror === 'none' ? null : settings.mirror,
        eraser: settings.eraser,
        value: settings.value || null,
      },
    },
    { lineLength: 70 },
  );
}

/** The blob demo: the shape's three inputs, as the Blob Generator names them. */
export interface BlobSettings {
  edges: number;
  smoothness: number;
  seed: number;
}

export const BLOB_DEFAULTS: BlobSettings = { edges: BLOB_EDGES.default, smoothness: BLOB_SMOOTHNESS.default, seed: 0 };
export const BLOB_RANGES = {
  edges: { min: BLOB_EDGES.min, max: BLOB_EDGES.max, step: 1 },
  smoothness: { min: BLOB_SMOOTHNESS.min, max: BLOB_SMOOTHNESS.max, step: 1 },
} as const;

/** A new seed other than `current`, from `random` (0 ≤ r < 1). */
export function nextSeed(current: number, random: () => number = Math.random): number {
  const seed = Math.floor(random() * 100_000);
  return seed === current ? (seed + 1) % 100_000 : seed;
}

/** The demo's blob as code: attributes only where they differ from the element's defaults. */
export function blobCode(settings: BlobSettings): { html: string; react: string } {
  return snippetOf({
    tag: 'ds-blob',
    attrs: {
      edges: settings.edges === BLOB_DEFAULTS.edges ? null : settings.edges,
      smoothness: settings.smoothness === BLOB_DEFAULTS.smoothness ? null : settings.smoothness,
      seed: settings.seed === 0 ? null : settings.seed,
      label: 'Organic blob shape',
    },
  });
}
