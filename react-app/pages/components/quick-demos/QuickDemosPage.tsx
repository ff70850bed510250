import { DemoGrid } from '../../../docs/DemoSection';
import { PageHeader } from '../../../shell/PageHeader';
import { usePageMeta } from '../../../shell/use-page-meta';
import { PaintDemo } from './PaintDemo';
import { WeatherDemo } from './WeatherDemo';

/** Quick Demos (SPEC §2.4, §2.5): small apps built from the design system's elements. */
export default function QuickDemosPage() {
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <DemoGrid>
        <WeatherDemo />
        <PaintDemo />
      </DemoGrid>
    </>
  );
}
