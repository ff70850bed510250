import { HISTORY_LENGTH } from './dashboard-simulation';
import { LINE_CHART, linePoints } from './dashboard-view';

/**
 * The latest HISTORY_LENGTH values as a line, newest on the right. The figure is named by its
 * caption, which lists every value as text, oldest first; the drawing is a named image.
 */
export function LineChart({
  name,
  values,
  max,
  unit,
  format,
}: {
  name: string;
  values: readonly number[];
  max: number;
  unit: string;
  format: (value: number) => string;
}) {
  const points = linePoints(values, max, HISTORY_LENGTH);
  const { width, height, padding } = LINE_CHART;
  return (
    <figure className="db-line">
      <svg
        className="db-line__chart"
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`${name}: line chart of the latest values`}
      >
        {[0, 0.5, 1].map(share => {
          const y = height - padding - share * (height - 2 * padding);
          return <line key={share} className="db-line__grid" x1={0} x2={width} y1={y} y2={y} />;
        })}
        {/* a lone first value is drawn as a level line across the chart */}
        <polyline
          className="db-line__path"
          points={(points.length === 1 ? [{ x: padding, y: points[0]!.y }, ...points] : points)
            .map(p => `${p.x},${p.y}`)
            .join(' ')}
        />
        {points.map((p, i) => (
          <circle key={i} className="db-line__point" cx={p.x} cy={p.y} r={4} />
        ))}
      </svg>
      <figcaption className="db-line__caption">
        <span className="visually-hidden">{`${name}, the latest ${values.length} values in ${unit}, oldest first: `}</span>
        <ol className="db-line__values" data-testid="line-values">
          {values.map((value, i) => (
            <li key={i} className="db-line__value">
              {format(value)}
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
