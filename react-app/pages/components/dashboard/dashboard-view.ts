// How the Dashboard page draws a widget: pure helpers, no DOM, no React.
import type { DashboardChart, DashboardWidget } from '../../../../content/dashboard';
import { snippetOf } from '../../../docs/snippet-markup';
import { stepDecimals } from './dashboard-simulation';

/** The `<ds-gauge>` variant of a gauge chart type; other chart types draw no gauge. */
export function gaugeVariantOf(chart: DashboardChart): 'standard' | 'simple' | 'zoom' | null {
  if (chart === 'gauge') return 'standard';
  if (chart === 'gaugesimple') return 'simple';
  if (chart === 'gaugezoom') return 'zoom';
  return null;
}

/** Decimals a widget's values print with: those of its simulation step (memory 0.1 → 1). */
export const widgetDecimals = (widget: DashboardWidget) => stepDecimals(widget.simulation.step);

/** A number with the widget's decimals in the locale's format. */
export function formatReading(value: number, decimals: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    value,
  );
}

/** "Max 240 fps" */
export const maxText = (widget: DashboardWidget, locale?: string) =>
  `Max ${formatReading(widget.max, widgetDecimals(widget), locale)} ${widget.unit}`;

/** The line chart's drawing area in SVG units. */
export const LINE_CHART = { width: 240, height: 96, padding: 8 } as const;

/**
 * Where each value sits in the line chart: `slots` evenly spaced columns with the newest value in
 * the last one, so the line grows from the right and then scrolls; the height is 0–`max`.
 */
export function linePoints(values: readonly number[], max: number, slots: number): { x: number; y: number }[] {
  const { width, height, padding } = LINE_CHART;
  const count = Math.max(1, Math.round(slots));
  const shown = values.slice(-count);
  const step = count > 1 ? (width - 2 * padding) / (count - 1) : 0;
  const top = max > 0 ? max : 1;
  const firstSlot = count - shown.length;
  return shown.map((value, i) => {
    const share = Math.min(Math.max(value / top, 0), 1);
    return {
      x: round(padding + (firstSlot + i) * step),
      y: round(height - padding - share * (height - 2 * padding)),
    };
  });
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The code of the gauge variants demo. */
export const GAUGE_EXAMPLES = [
  { variant: 'standard', label: 'CPU temperature', value: 32, max: 100, unit: '°C', 'show-max': true },
  { variant: 'simple', label: 'GPU load', value: 70, max: 100, unit: '%', 'show-max': false },
  { variant: 'zoom', label: 'Panel tilt', value: 15, max: 360, unit: '°', 'show-max': true },
] as const;

export const GAUGE_CODE = snippetOf(
  GAUGE_EXAMPLES.map(example => ({
    tag: 'ds-gauge',
    attrs: { ...example, variant: example.variant === 'standard' ? undefined : example.variant },
  })),
  { lineLength: 90 },
);
