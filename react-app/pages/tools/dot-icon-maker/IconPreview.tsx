import { DOT_RADIUS, VIEW_SIZE, dotCenter } from '../../../../elements/dot-grid/dot-grid-model';

/** The icon drawn as the exported SVG draws it: circles filled with `currentColor`. */
function DotIcon({ dots, size }: { dots: readonly number[]; size: number }) {
  return (
    <svg
      className="dim-preview__icon"
      viewBox={`0 0 ${VIEW_SIZE} ${VIEW_SIZE}`}
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden="true"
    >
      {dots.map(i => {
        const { cx, cy } = dotCenter(i);
        return <circle key={i} cx={cx} cy={cy} r={DOT_RADIUS} />;
      })}
    </svg>
  );
}

/** The live Preview: the icon large and at two small sizes, in the text colour. */
export function IconPreview({ dots }: { dots: readonly number[] }) {
  const label = dots.length ? `Preview of the icon, ${dots.length} dots` : 'Preview: no dots yet';
  return (
    <div className="dim-preview" role="img" aria-label={label} data-testid="icon-preview">
      <DotIcon dots={dots} size={96} />
      <DotIcon dots={dots} size={32} />
      <DotIcon dots={dots} size={16} />
    </div>
  );
}
