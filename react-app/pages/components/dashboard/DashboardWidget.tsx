import type { DashboardWidget as Widget } from '../../../../content/dashboard';
import { DsGauge } from '../../../ds/DsGauge';
import { latest } from './dashboard-simulation';
import { formatReading, gaugeVariantOf, maxText, widgetDecimals, zoomCaption } from './dashboard-view';
import { LineChart } from './LineChart';

/** One widget of the dashboard: its title and unit, then its value drawn as its chart type says. */
export function DashboardWidget({ widget, history }: { widget: Widget; history: readonly number[] }) {
  const value = latest(history, widget.value);
  const decimals = widgetDecimals(widget);
  const format = (n: number) => formatReading(n, decimals);
  const variant = gaugeVariantOf(widget.chart);
  const classes = ['db-widget', widget.wide && 'db-widget--wide', widget.long && 'db-widget--long']
    .filter(Boolean)
    .join(' ');

  return (
    <li className={classes} data-chart={widget.chart} data-testid={`widget-${widget.shortname}`}>
      <h3 className="db-widget__title">{widget.title}</h3>
      <p className="db-widget__unit">{widget.titleunit}</p>
      <div className="db-widget__body">
        {variant ? (
          <>
            <DsGauge
              className="db-widget__gauge"
              label={widget.title}
              variant={variant}
              value={value}
              max={widget.max}
              unit={widget.unit}
              decimals={decimals}
              showMax={widget.showmax && variant !== 'zoom'}
            />
            {/* a zoomed dial's ends show a quarter of its scale: the caption says which, so they agree */}
            {widget.showmax && variant === 'zoom' && (
              <p className="db-widget__max">{zoomCaption(value, widget.max, widget.unit, decimals)}</p>
            )}
          </>
        ) : (
          <>
            <p className="db-widget__reading" data-testid="reading">
              <span className="db-widget__number">{format(value)}</span>{' '}
              <span className="db-widget__reading-unit">{widget.unit}</span>
            </p>
            {widget.chart === 'line' && (
              <LineChart name={widget.title} values={history} max={widget.max} unit={widget.unit} format={format} />
            )}
            {widget.showmax && <p className="db-widget__max">{maxText(widget)}</p>}
          </>
        )}
      </div>
    </li>
  );
}
