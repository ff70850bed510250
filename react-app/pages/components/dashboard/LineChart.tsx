import { useId } from 'react';
import { HISTORY_LENGTH } from '../../../lib/dashboard-simulation';
import { LINE_CHART, linePoints } from './dashboard-view';

/**
 * The latest HISTORY_LENGTH values as a line, newest on the right. The drawing is an image named
 * by its caption; the caption lists every value as text, oldest first.
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
  const captionId = useId();
  const points = linePoints(values, max, HISTORY_LENGTH);
  const { width, height, padding } = LINE_CHART;
  return (
    <figure className="db-line">
      <svg className="db-line__chart" viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={captionId}>
        {[0, 0.5, 1].map(share => {
          const y = height - padding - share * (height - 2 * padding);
          return <line key={share} className="db-line__grid" x1={0} x2={width} y1={y} y2={y} />;
        })}
        <polyline className="db-line__path" points={points.map(p => `${p.x},${p.y}`).join(' ')} />
        {points.map((p, i) => (
          <circle key={i} className="db-line__point" cx={p.x} cy={p.y} r={4} />
        ))}
      </svg>
      <figcaption id={captionId} className="db-line__caption">
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
