// How the Dashboard page draws a widget: pure helpers, no DOM, no React.
import type { DashboardChart, DashboardWidget } from '../../../../content/dashboard';
import { snippetOf } from '../../../docs/snippet-markup';
import { zoomWindow } from '../../../../elements/gauge/gauge-math';
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

/** A number and its unit: an angle's degree sign sits against the number ("360°"), others after a space ("32 °C"). */
export const withUnit = (number: string, unit: string) => (unit === '°' ? `${number}°` : `${number} ${unit}`.trim());

/**
 * The caption of a zoomed dial: the part of the scale its ends show, of the whole scale, so the
 * caption and the dial agree ("Showing 0–90° of 360°").
 */
export function zoomCaption(value: number, max: number, unit: string, decimals = 0, locale?: string): string {
  const window = zoomWindow(value, 0, max);
  const format = (n: number) => formatReading(n, decimals, locale);
  return `Showing ${format(window.min)}–${withUnit(format(window.max), unit)} of ${withUnit(format(max), unit)}`;
}

/** The line chart's drawing area in SVG units. */
/** Wide and low, so that the chart fills a two-column tile no taller than the gauges beside it. */
export const LINE_CHART = { width: 360, height: 96, padding: 8 } as const;

/**
 * Where each value sits in the line chart: the latest `slots` values spread over the whole width,
 * oldest at the start and newest at the end, so the line fills the chart from the first refresh
 * (a lone value sits at the end); the height is 0–`max`.
 */
export function linePoints(values: readonly number[], max: number, slots: number): { x: number; y: number }[] {
  const { width, height, padding } = LINE_CHART;
  const shown = values.slice(-Math.max(1, Math.round(slots)));
  const step = shown.length > 1 ? (width - 2 * padding) / (shown.length - 1) : 0;
  const top = max > 0 ? max : 1;
  const firstX = shown.length > 1 ? padding : width - padding;
  return shown.map((value, i) => {
    const share = Math.min(Math.max(value / top, 0), 1);
    return {
      x: round(firstX + i * step),
      y: round(height - padding - share * (height - 2 * padding)),
    };
  });
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The code of the gauge variants demo. */
export const GAUGE_EXAMPLES = [
  { variant: 'standard', label: 'CPU temperature', value: 32, max: 100, unit: '°C', 'show-max': true },
  { variant: 'simple', label: 'GPU load', value: 70, max: 100, unit: '%', 'show-max': false },
  // The zoomed dial's ends show a quarter of the scale: its caption says which (zoomCaption), not "Max".
  { variant: 'zoom', label: 'Panel tilt', value: 15, max: 360, unit: '°', 'show-max': false },
] as const;

export const GAUGE_CODE = snippetOf(
  GAUGE_EXAMPLES.map(example => ({
    tag: 'ds-gauge',
    attrs: { ...example, variant: example.variant === 'standard' ? undefined : example.variant },
  })),
  { lineLength: 90 },
);
