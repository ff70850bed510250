import { CELL, halftoneDots } from './halftone';

const COLS = 16;
const ROWS = 14;
const DOTS = halftoneDots(COLS, ROWS);

/** The hero's halftone planet and moon: decoration only. */
export function HomeArt() {
  return (
    <svg className="home-art" viewBox={`0 0 ${COLS * CELL} ${ROWS * CELL}`} aria-hidden="true" focusable="false">
      {DOTS.map(dot => (
        <circle
          key={`${dot.cx}-${dot.cy}`}
          cx={dot.cx}
          cy={dot.cy}
          r={dot.r}
          className={`home-art__dot--${dot.tone}`}
        />
      ))}
    </svg>
  );
}
