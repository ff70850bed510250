import { describe, expect, it, vi } from 'vitest';
import { dashboardCharts, dashboardWidgets, DASHBOARD_REFRESH_MS } from '../../../../content/dashboard';
import {
  everyIntervalWhileVisible,
  HISTORY_LENGTH,
  initialReadings,
  latest,
  nextReadings,
  pushHistory,
  simulatedValue,
  stepDecimals,
  type VisibilitySource,
} from './dashboard-simulation';

/** A random source that plays back `values` in turn. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

/** A seeded generator (mulberry32), for many draws that repeat from run to run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const widget = (name: string) => dashboardWidgets.find(w => w.shortname === name)!;

describe('the widgets of content/dashboard.ts', () => {
  it('are six, with their ranges and maxima', () => {
    const summary = dashboardWidgets.map(w => [
      w.shortname,
      w.simulation.min,
      w.simulation.max,
      w.simulation.step,
      w.max,
    ]);
    expect(summary).toEqual([
      ['CPU', 29, 35, 1, 100],
      ['Tilt', 10, 25, 5, 360],
      ['GPU', 65, 75, 1, 100],
      ['RAM', 12, 13.7, 0.1, 32],
      ['NET', 90, 160, 1, 240],
      ['FPS', 200, 240, 1, 240],
    ]);
    expect(widget('RAM').unit).toBe('GB');
    expect(widget('NET').unit).toBe('Kbps');
    expect(DASHBOARD_REFRESH_MS).toBe(1000);
  });

  it('use every chart type, start inside their range and have every field of a widget', () => {
    expect(new Set(dashboardWidgets.map(w => w.chart))).toEqual(new Set(dashboardCharts));
    for (const w of dashboardWidgets) {
      expect(w.value).toBeGreaterThanOrEqual(w.simulation.min);
      expect(w.value).toBeLessThanOrEqual(w.simulation.max);
      expect(w.simulation.max).toBeLessThanOrEqual(w.max);
      for (const key of ['title', 'shortname', 'unit', 'titleunit'] as const) expect(w[key].trim()).not.toBe('');
      expect(typeof w.showmax + typeof w.wide + typeof w.long).toBe('booleanbooleanboolean');
    }
  });
});

describe('simulatedValue', () => {
  it('gives the ends of the range for the ends of the random source', () => {
    for (const w of dashboardWidgets) {
      expect(simulatedValue(w.simulation, () => 0)).toBe(w.simulation.min);
      expect(simulatedValue(w.simulation, () => 0.999999999)).toBe(w.simulation.max);
    }
  });

  it('stays in the range, on its steps, over many draws, and reaches every step', () => {
    const random = seeded(11);
    for (const w of dashboardWidgets) {
      const { min, max, step } = w.simulation;
      const seen = new Set<number>();
      const wrong: number[] = [];
      for (let i = 0; i < 1000; i++) {
        const v = simulatedValue(w.simulation, random);
        const steps = (v - min) / step;
        const onStep = Math.abs(steps - Math.round(steps)) < 1e-9;
        const clean = v === Number(v.toFixed(stepDecimals(step))); // no floating-point noise
        if (v < min || v > max || !onStep || !clean) wrong.push(v);
        seen.add(v);
      }
      expect(wrong, w.shortname).toEqual([]);
      expect(seen.size, w.shortname).toBe(Math.round((max - min) / step) + 1);
    }
  });

  it('tilts in steps of 5 only: 10, 15, 20, 25', () => {
    const values = [0, 0.25, 0.5, 0.75, 0.99].map(r => simulatedValue(widget('Tilt').simulation, () => r));
    expect(values).toEqual([10, 15, 20, 25, 25]);
  });

  it('pulls a misbehaving random source back into the range', () => {
    const range = widget('CPU').simulation;
    expect(simulatedValue(range, () => NaN)).toBe(29);
    expect(simulatedValue(range, () => -3)).toBe(29);
    expect(simulatedValue(range, () => 1)).toBe(35);
    expect(simulatedValue(range, () => 42)).toBe(35);
    expect(simulatedValue(range, () => Infinity)).toBe(29);
  });

  it('survives a bad range: a zero or negative step counts as 1, an empty range gives its minimum', () => {
    expect(simulatedValue({ min: 0, max: 3, step: 0 }, () => 0.99)).toBe(3);
    expect(simulatedValue({ min: 0, max: 3, step: -1 }, () => 0.5)).toBe(2);
    expect(simulatedValue({ min: 5, max: 1, step: 1 }, () => 0.9)).toBe(5);
  });
});

describe('histories', () => {
  it('keep the latest 4 values, oldest first', () => {
    let history: number[] = [1];
    for (const v of [2, 3, 4, 5, 6]) history = pushHistory(history, v);
    expect(history).toEqual([3, 4, 5, 6]);
    expect(HISTORY_LENGTH).toBe(4);
    expect(pushHistory([], 7, 0)).toEqual([7]);
  });

  it('start from the widgets’ values and change every widget on each refresh', () => {
    const start = initialReadings(dashboardWidgets);
    expect(start.map(h => h.length)).toEqual([1, 1, 1, 1, 1, 1]);
    let readings = start;
    const random = sequence(0, 0.5, 0.99, 0.3); // 6 draws a refresh: the tilt (2nd) gets 0.5, 0.3, 0.5, 0.3…
    for (let i = 0; i < 6; i++) readings = nextReadings(dashboardWidgets, readings, random);
    expect(readings.every(h => h.length === HISTORY_LENGTH)).toBe(true);
    expect(readings[1]).toEqual([20, 15, 20, 15]);
  });

  it('start a missing history from the widget’s value', () => {
    expect(nextReadings(dashboardWidgets.slice(0, 1), [], () => 0)).toEqual([[32, 29]]);
  });

  it('read the latest value, or the fallback for none', () => {
    expect(latest([1, 2, 3], 0)).toBe(3);
    expect(latest([], 9)).toBe(9);
    expect(latest(undefined, 9)).toBe(9);
  });

  it('stepDecimals reads the step', () => {
    expect([stepDecimals(0.1), stepDecimals(5), stepDecimals(0.25), stepDecimals(NaN)]).toEqual([1, 0, 2, 0]);
  });
});

describe('everyIntervalWhileVisible', () => {
  class FakeDocument extends EventTarget implements VisibilitySource {
    visibilityState: DocumentVisibilityState = 'visible';
    set(state: DocumentVisibilityState) {
      this.visibilityState = state;
      this.dispatchEvent(new Event('visibilitychange'));
    }
  }

  it('ticks every interval while visible, pauses while hidden and resumes when shown', () => {
    vi.useFakeTimers();
    try {
      const doc = new FakeDocument();
      const tick = vi.fn();
      const stop = everyIntervalWhileVisible(tick, 1000, doc, globalThis);
      vi.advanceTimersByTime(3000);
      expect(tick).toHaveBeenCalledTimes(3);
      doc.set('hidden');
      vi.advanceTimersByTime(5000);
      expect(tick).toHaveBeenCalledTimes(3);
      doc.set('visible');
      doc.set('visible'); // a repeated event starts no second timer
      vi.advanceTimersByTime(2000);
      expect(tick).toHaveBeenCalledTimes(5);
      stop();
      vi.advanceTimersByTime(5000);
      doc.set('visible');
      vi.advanceTimersByTime(5000);
      expect(tick, 'stopped for good').toHaveBeenCalledTimes(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not start in a hidden tab', () => {
    vi.useFakeTimers();
    try {
      const doc = new FakeDocument();
      doc.visibilityState = 'hidden';
      const tick = vi.fn();
      const stop = everyIntervalWhileVisible(tick, 1000, doc, globalThis);
      vi.advanceTimersByTime(4000);
      expect(tick).not.toHaveBeenCalled();
      doc.set('visible');
      vi.advanceTimersByTime(1000);
      expect(tick).toHaveBeenCalledTimes(1);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
