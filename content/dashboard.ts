/**
 * The Dashboard page's widgets. Each widget
 * has its fields and the range its simulated values are drawn from. Edit texts,
 * ranges or chart types here; react-app/pages/components/dashboard/dashboard-simulation.ts draws the values.
 */

/** How a widget draws its value. */
export const dashboardCharts = ['gauge', 'gaugesimple', 'gaugezoom', 'line', 'none'] as const;
export type DashboardChart = (typeof dashboardCharts)[number];

/** Where simulated values come from: whole multiples of `step` from `min` to `max` (both included). */
export interface SimulationRange {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

export interface DashboardWidget {
  readonly title: string;
  /** A short name: the gauge's label and the chart's legend. */
  readonly shortname: string;
  /** The value shown before the first refresh. */
  readonly value: number;
  /** Written after the value (°C, GB). */
  readonly unit: string;
  /** The unit in words, under the title. */
  readonly titleunit: string;
  /** The end of the widget's scale. */
  readonly max: number;
  readonly chart: DashboardChart;
  /** Writes the maximum under the value. */
  readonly showmax: boolean;
  /** Spans two columns of the grid. */
  readonly wide: boolean;
  /** Draws a larger dial (its tile stays one row tall, beside its neighbours). */
  readonly long: boolean;
  readonly simulation: SimulationRange;
}

/** The widgets refresh this often. */
export const DASHBOARD_REFRESH_MS = 1000;

/** The six simulated widgets, their ranges and maxima. */
export const dashboardWidgets: readonly DashboardWidget[] = [
  {
    title: 'CPU Temperature',
    shortname: 'CPU',
    value: 32,
    unit: '°C',
    titleunit: 'Degrees Celsius',
    max: 100,
    chart: 'gauge',
    showmax: true,
    wide: false,
    long: false,
    simulation: { min: 29, max: 35, step: 1 },
  },
  {
    title: 'Panel Tilt',
    shortname: 'Tilt',
    value: 15,
    unit: '°',
    titleunit: 'Degrees',
    max: 360,
    chart: 'gaugezoom',
    showmax: true,
    wide: false,
    long: false,
    simulation: { min: 10, max: 25, step: 5 },
  },
  {
    title: 'GPU Load',
    shortname: 'GPU',
    value: 70,
    unit: '%',
    titleunit: 'Percent',
    max: 100,
    chart: 'gaugesimple',
    showmax: false,
    wide: false,
    long: false,
    simulation: { min: 65, max: 75, step: 1 },
  },
  {
    title: 'Memory',
    shortname: 'RAM',
    value: 12.8,
    unit: 'GB',
    titleunit: 'Gigabytes in use',
    max: 32,
    chart: 'gauge',
    showmax: true,
    wide: false,
    long: true,
    simulation: { min: 12, max: 13.7, step: 0.1 },
  },
  {
    title: 'Network',
    shortname: 'NET',
    value: 120,
    unit: 'Kbps',
    titleunit: 'Kilobits per second',
    max: 240,
    chart: 'line',
    showmax: true,
    wide: true,
    long: false,
    simulation: { min: 90, max: 160, step: 1 },
  },
  {
    title: 'Frame Rate',
    shortname: 'FPS',
    value: 220,
    unit: 'fps',
    titleunit: 'Frames per second',
    max: 240,
    chart: 'none',
    showmax: true,
    wide: false,
    long: false,
    simulation: { min: 200, max: 240, step: 1 },
  },
];
