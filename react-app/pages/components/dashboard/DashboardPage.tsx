import { ApiReference } from '../../../docs/ApiReference';
import { DemoGrid } from '../../../docs/DemoSection';
import { PageHeader } from '../../../shell/PageHeader';
import { usePageMeta } from '../../../shell/use-page-meta';
import { GaugeVariants } from './GaugeVariants';
import { LiveDashboard } from './LiveDashboard';
import './dashboard.css';

/** Dashboard (version 2.0.1): simulated gauges and a line chart, refreshed every second. */
export default function DashboardPage() {
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <DemoGrid>
        <LiveDashboard />
        <GaugeVariants />
      </DemoGrid>
      <ApiReference tags={['ds-gauge']} />
    </>
  );
}
