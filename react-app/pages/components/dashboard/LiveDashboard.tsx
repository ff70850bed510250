import { useState } from 'react';
import { dashboardWidgets } from '../../../../content/dashboard';
import { DsButton } from '../../../ds/DsButton';
import { DsIcon } from '../../../ds/DsIcon';
import { DemoSection } from '../../../docs/DemoSection';
import { DashboardWidget } from './DashboardWidget';
import { useDashboardReadings } from './use-dashboard-readings';

/**
 * Six simulated widgets refreshed every second. The timer stops while the tab is
 * hidden; Pause stops it by hand (WCAG 2.2.2: moving content that starts on its own can be paused).
 */
export function LiveDashboard() {
  const [paused, setPaused] = useState(false);
  const readings = useDashboardReadings(dashboardWidgets, !paused);

  return (
    <DemoSection
      title="Live dashboard"
      description="Simulated readings that refresh every second. They stop while the tab is hidden and go on when you come back."
      wide
    >
      <DsButton variant="outline" toggle pressed={paused} onClick={() => setPaused(p => !p)}>
        <DsIcon slot="start" name={paused ? 'play' : 'pause'} size={18} />
        Pause updates
      </DsButton>
      <div className="db-board">
        <ul className="db-grid">
          {dashboardWidgets.map((widget, index) => (
            <DashboardWidget key={widget.shortname} widget={widget} history={readings[index] ?? []} />
          ))}
        </ul>
      </div>
    </DemoSection>
  );
}
