import { DsGauge } from '../../../ds/DsGauge';
import { DemoSection } from '../../../docs/DemoSection';
import { Snippet } from '../../../docs/Snippet';
import { GAUGE_CODE, GAUGE_EXAMPLES, zoomCaption } from './dashboard-view';

const NAMES = { standard: 'Standard', simple: 'Simple', zoom: 'Zoom' } as const;

/** The three looks of <ds-gauge>, with their code. */
export function GaugeVariants() {
  return (
    <DemoSection
      title="Gauge variants"
      description="A ring with ticks, a plain half ring, and a half dial zoomed on the quarter of the scale that holds the value. The value is always text."
      wide
    >
      <ul className="db-variants">
        {GAUGE_EXAMPLES.map(example => (
          <li key={example.variant} className="db-variant">
            <h3 className="db-variant__name">{NAMES[example.variant]}</h3>
            <DsGauge
              label={example.label}
              variant={example.variant}
              value={example.value}
              max={example.max}
              unit={example.unit}
              showMax={example['show-max']}
            />
            {example.variant === 'zoom' && (
              <p className="db-widget__max">{zoomCaption(example.value, example.max, example.unit)}</p>
            )}
          </li>
        ))}
      </ul>
      <Snippet label="Gauge code" {...GAUGE_CODE} />
    </DemoSection>
  );
}
