import { snippetOf } from '../../../docs/snippet-markup';

/** Duration 2.25 to 7.25 s step 0.25. */
export const DURATION_RANGE = { min: 2.25, max: 7.25, step: 0.25 } as const;

/** The timing functions a reader can choose. */
export const TIMINGS = ['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out'] as const;
export type Timing = (typeof TIMINGS)[number];

export interface MotionSettings {
  running: boolean;
  duration: number;
  timing: Timing;
}

export const MOTION_DEFAULTS: MotionSettings = { running: true, duration: 3, timing: 'ease-in-out' };

/** The motion tokens of elements/tokens. */
export const DURATION_TOKENS = ['duration-fast', 'duration-medium', 'duration-slow'] as const;
export const EASING_TOKENS = ['easing-standard', 'easing-emphasized'] as const;

/** A duration in seconds as CSS writes it: `3s`, `2.25s`. */
export const seconds = (value: number) => `${Math.round(value * 100) / 100}s`;

/** The four control points of `cubic-bezier(a, b, c, d)`, or null for anything else. */
export function bezierPoints(value: string): [number, number, number, number] | null {
  const match = /^cubic-bezier\(\s*([^,]+),([^,]+),([^,]+),([^)]+)\)$/.exec(value.trim());
  if (!match) return null;
  const points = match.slice(1).map(Number);
  return points.every(Number.isFinite) ? (points as [number, number, number, number]) : null;
}

/** The animated shape as HTML and React code: its animation settings as inline style. */
export function motionCode(s: MotionSettings): { html: string; react: string } {
  const state = s.running ? 'running' : 'paused';
  const html = `animation-duration: ${seconds(s.duration)}; animation-timing-function: ${s.timing}; animation-play-state: ${state}`;
  const react = `{ animationDuration: '${seconds(s.duration)}', animationTimingFunction: '${s.timing}', animationPlayState: '${state}' }`;
  return snippetOf(
    { tag: 'div', attrs: { class: 'shape', style: html }, reactProps: { style: { code: react } } },
    { lineLength: 60 },
  );
}
