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

/** The Icon Creator's grid (radius 4, spaced 10, in a 160 × 160 view) with a heart painted. */
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

/** A seven-edged blob (a closed smooth curve through points on a circle) in the generator's 100 × 100 view. */
const BLOB_PATH =
  'M50 10C59.6 10.8 68.8 21.2 75.8 29.4C82.8 37.7 93.6 50.7 91.9 59.6C90.2 68.4 75.8 77.4 65.6 82.4C55.5 87.4 38.7 93.9 30.9 89.6C23.1 85.4 21 68 18.8 57.1C16.6 46.3 12.7 32.3 17.9 24.4C23.1 16.6 40.4 9.2 50 10Z';

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
