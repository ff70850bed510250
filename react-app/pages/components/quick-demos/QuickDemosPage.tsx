import { DemoGrid } from '../../../docs/DemoSection';
import { PageHeader } from '../../../shell/PageHeader';
import { usePageMeta } from '../../../shell/use-page-meta';
import { CalculatorDemo } from './CalculatorDemo';
import { PaintDemo } from './PaintDemo';
import { UnitConverterDemo } from './UnitConverterDemo';
import { WeatherDemo } from './WeatherDemo';
import './quick-demos.css';

/**
 * Quick Demos (SPEC §2.4, §2.5): small apps built from the system's elements, each in its own
 * file of this folder. In order: calculator, weather, unit converter, paint.
 */
export default function QuickDemosPage() {
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <DemoGrid>
        <CalculatorDemo />
        <WeatherDemo />
        <UnitConverterDemo />
        <PaintDemo />
      </DemoGrid>
    </>
  );
}
