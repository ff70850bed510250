import { describe, expect, it } from 'vitest';
import { dashboardWidgets } from '../../../../content/dashboard';
import {
  formatReading,
  GAUGE_CODE,
  gaugeVariantOf,
  LINE_CHART,
  linePoints,
  maxText,
  widgetDecimals,
  withUnit,
  zoomCaption,
} from './dashboard-view';

const widget = (name: string) => dashboardWidgets.find(w => w.shortname === name)!;

describe('gaugeVariantOf', () => {
  it('maps the gauge chart types to the ds-gauge variants, and the others to none', () => {
    expect(['gauge', 'gaugesimple', 'gaugezoom', 'line', 'none'].map(c => gaugeVariantOf(c as never))).toEqual([
      'standard',
      'simple',
      'zoom',
      null,
      null,
    ]);
  });
});

describe('readings as text', () => {
  it('prints with the decimals of the widget’s step', () => {
    expect(widgetDecimals(widget('RAM'))).toBe(1);
    expect(widgetDecimals(widget('Tilt'))).toBe(0);
    expect(formatReading(13, 1, 'en-US')).toBe('13.0');
    expect(formatReading(1234, 0, 'en-US')).toBe('1,234');
    expect(maxText(widget('FPS'), 'en-US')).toBe('Max 240 fps');
    expect(maxText(widget('RAM'), 'en-US')).toBe('Max 32.0 GB');
  });
});

describe('the zoomed dial’s caption', () => {
  it('names the quarter of the scale the dial shows, as its ends do, and the whole scale', () => {
    expect(zoomCaption(15, 360, '°', 0, 'en-US')).toBe('Showing 0–90° of 360°');
    expect(zoomCaption(200, 360, '°', 0, 'en-US')).toBe('Showing 180–270° of 360°');
    expect(zoomCaption(12.5, 32, 'GB', 1, 'en-US')).toBe('Showing 8.0–16.0 GB of 32.0 GB');
  });
  it('sets the degree sign of an angle against its number, other units after a space', () => {
    expect(withUnit('360', '°')).toBe('360°');
    expect(withUnit('100', '°C')).toBe('100 °C');
    expect(withUnit('5', '')).toBe('5');
  });
});

describe('linePoints', () => {
  const { width, height, padding } = LINE_CHART;
  it('puts the newest value at the end and spaces the rest evenly before it', () => {
    const points = linePoints([0, 240, 120, 60], 240, 4);
    expect(points.map(p => p.x)).toEqual(
      [padding, 8 + (width - 16) / 3, 8 + (2 * (width - 16)) / 3, width - padding].map(x => Math.round(x * 100) / 100),
    );
    expect(points.map(p => p.y)).toEqual([
      height - padding,
      padding,
      height / 2,
      height - padding - (height - 2 * padding) / 4,
    ]);
  });
  it('spreads fewer values than slots over the whole width; a lone value sits at the end', () => {
    expect(linePoints([100, 50], 200, 4).map(p => p.x)).toEqual([padding, width - padding]);
    expect(linePoints([100, 50, 0], 200, 4).map(p => p.x)).toEqual([padding, width / 2, width - padding]);
    expect(linePoints([100], 200, 4)).toEqual([{ x: width - padding, y: height / 2 }]);
    expect(linePoints([], 200, 4)).toEqual([]);
  });
  it('keeps only the latest values and clamps values off the scale', () => {
    const points = linePoints([1, 2, 3, 4, 5, 500, -5], 240, 4);
    expect(points).toHaveLength(4);
    expect(points[2]!.y).toBe(padding);
    expect(points[3]!.y).toBe(height - padding);
    expect(linePoints([5], 0, 1)).toEqual([{ x: width - padding, y: padding }]);
  });
});

describe('the gauge variants code', () => {
  it('shows the three variants in HTML and React', () => {
    expect(GAUGE_CODE.html).toContain(
      '<ds-gauge label="CPU temperature" value="32" max="100" unit="°C" show-max></ds-gauge>',
    );
    expect(GAUGE_CODE.html).toContain('variant="zoom"');
    expect(GAUGE_CODE.react).toContain('<DsGauge variant="simple" label="GPU load" value={70} max={100} unit="%" />');
    expect(GAUGE_CODE.react).toContain('showMax');
  });
});
