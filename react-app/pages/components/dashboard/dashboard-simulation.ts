import type { DashboardWidget, SimulationRange } from '../../../../content/dashboard';

/** A source of numbers in [0, 1), like `Math.random`; tests pass their own. */
export type RandomSource = () => number;

/** The line chart keeps this many of the latest values. */
export const HISTORY_LENGTH = 4;

/** Decimals of a step (0.1 → 1, 5 → 0), so values print without floating-point noise. */
export function stepDecimals(step: number): number {
  if (!Number.isFinite(step)) return 0;
  const text = String(step);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/**
 * A random value of `range`: a whole number of steps above `min`, never beyond `max`, every
 * step equally likely. A random source that leaves [0, 1) (or gives NaN) is pulled back into it.
 */
export function simulatedValue(range: SimulationRange, random: RandomSource): number {
  const step = range.step > 0 && Number.isFinite(range.step) ? range.step : 1;
  const steps = Math.max(0, Math.floor((range.max - range.min) / step + 1e-9));
  const r = random();
  const unit = Number.isFinite(r) ? Math.min(Math.max(r, 0), 1 - Number.EPSILON) : 0;
  const value = range.min + Math.floor(unit * (steps + 1)) * step;
  return Number(value.toFixed(stepDecimals(step)));
}

/** `history` with `value` added at the end, keeping the latest `length` values. */
export function pushHistory(history: readonly number[], value: number, length = HISTORY_LENGTH): number[] {
  return [...history, value].slice(-Math.max(1, length));
}

/** Each widget's values so far, oldest first; the last is the one shown. */
export type DashboardReadings = readonly (readonly number[])[];

/** Before the first refresh: each widget's own starting value. */
export function initialReadings(widgets: readonly DashboardWidget[]): DashboardReadings {
  return widgets.map(widget => [widget.value]);
}

/** One refresh: a new value for every widget, each history trimmed to the latest HISTORY_LENGTH. */
export function nextReadings(
  widgets: readonly DashboardWidget[],
  readings: DashboardReadings,
  random: RandomSource,
): DashboardReadings {
  return widgets.map((widget, index) =>
    pushHistory(readings[index] ?? [widget.value], simulatedValue(widget.simulation, random)),
  );
}

/** The value a widget shows: the latest of its readings. */
export function latest(history: readonly number[] | undefined, fallback: number): number {
  return history && history.length > 0 ? history[history.length - 1]! : fallback;
}

/** The part of `Document` the refresh needs: whether the tab is hidden, and its changes. */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface Timers {
  setInterval(handler: () => void, ms: number): ReturnType<typeof setInterval>;
  clearInterval(id: ReturnType<typeof setInterval>): void;
}

/**
 * Calls `tick` every `ms` while the page is visible: a hidden tab stops the timer (no work in
 * the background) and showing it again starts a fresh one. Returns the function that stops it all.
 */
export function everyIntervalWhileVisible(
  tick: () => void,
  ms: number,
  visibility: VisibilitySource,
  timers: Timers = globalThis,
): () => void {
  let id: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    if (id !== undefined) timers.clearInterval(id);
    id = undefined;
  };
  const follow = () => {
    if (visibility.visibilityState === 'hidden') stop();
    else if (id === undefined) id = timers.setInterval(tick, ms);
  };
  visibility.addEventListener('visibilitychange', follow);
  follow();
  return () => {
    visibility.removeEventListener('visibilitychange', follow);
    stop();
  };
}
