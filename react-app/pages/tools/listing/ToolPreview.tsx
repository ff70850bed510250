import { starterIcon } from '../../../../content/dot-icon-presets';
import type { ToolPreview as ToolPreviewKind } from '../../../../content/tools';
import { DsBlob } from '../../../ds/DsBlob';
import { DsDotGrid } from '../../../ds/DsDotGrid';

/** The heart as ds-dot-grid's value: the Icon Creator opens on the same one. */
const HEART_DOTS = starterIcon.dots.join(',');

/** Seeds the blob preview steps through, one per hover or focus of its card. */
const BLOB_SEEDS = [7, 20, 31, 42, 64, 77] as const;

/** The seed of the blob preview after `turn` hovers or focuses of its card. */
export const blobPreviewSeed = (turn: number): number => BLOB_SEEDS[turn % BLOB_SEEDS.length]!;

/**
 * A tool card's live preview, drawn by the tool's own element: the Icon Creator's dot grid with a
 * heart (read-only: not focusable, and the card's link takes the pointer), or a blob that takes
 * another shape each time the card is hovered or focused (`turn`). Decorative: the card's text says
 * what the tool does.
 */
export function ToolPreview({ preview, turn }: { preview: ToolPreviewKind; turn: number }) {
  return (
    <div className={`tool-preview tool-preview--${preview}`} aria-hidden="true">
      {preview === 'dots' ? (
        <DsDotGrid className="tool-preview__dots" value={HEART_DOTS} disabled label="Heart icon" />
      ) : (
        <DsBlob className="tool-preview__blob" edges={7} smoothness={5} seed={blobPreviewSeed(turn)} size={224} />
      )}
    </div>
  );
}
