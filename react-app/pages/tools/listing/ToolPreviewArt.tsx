import type { ToolPreview } from '../../../../content/tools';

/** A heart on the 16 × 16 dot grid: `#` marks a painted dot. */
const HEART = [
  '................',
  '................',
  '...###....###...',
  '..#####..#####..',
  '.##############.',
  '.##############.',
  '.##############.',
  '..############..',
  '...##########...',
  '....########....',
  '.....######.....',
  '......####......',
  '.......##.......',
  '................',
  '................',
  '................',
];

/** The Icon Creator's grid (SPEC §9: radius 4, spaced 10, in a 160 × 160 view) with a heart painted. */
function DotsArt() {
  return (
    <svg viewBox="0 0 160 160" className="tool-art tool-art--dots" aria-hidden="true" focusable="false">
      {HEART.flatMap((row, y) =>
        [...row].map((cell, x) => (
          <circle
            key={`${x}-${y}`}
            cx={x * 10 + 5}
            cy={y * 10 + 5}
            r={4}
            className={cell === '#' ? 'tool-art__dot tool-art__dot--on' : 'tool-art__dot'}
          />
        )),
      )}
    </svg>
  );
}

/** A six-edged blob (a closed smooth curve through points on a circle) in the generator's 100 × 100 view. */
const BLOB_PATH =
  'M50 14C61.8 13.8 81.6 20.2 86.4 29C91.1 37.8 84.6 55.7 78.6 66.5C72.5 77.3 60.1 93.7 50 94C39.9 94.3 23.7 79.2 18 68.5C12.2 57.8 10 39.1 15.4 30C20.7 20.9 38.2 14.2 50 14Z';

function BlobArt() {
  return (
    <svg viewBox="0 0 100 100" className="tool-art tool-art--blob" aria-hidden="true" focusable="false">
      <path d={BLOB_PATH} className="tool-art__blob" />
    </svg>
  );
}

/** The small picture on a tool card: drawn inline, decorative (the card's text says what the tool does). */
export function ToolPreviewArt({ preview }: { preview: ToolPreview }) {
  return preview === 'dots' ? <DotsArt /> : <BlobArt />;
}
