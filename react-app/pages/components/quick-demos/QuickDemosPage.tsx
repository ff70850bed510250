import { DemoGrid } from '../../../docs/DemoSection';
import { PageHeader } from '../../../shell/PageHeader';
import { usePageMeta } from '../../../shell/use-page-meta';
import { CalculatorDemo } from './CalculatorDemo';
import { PaintDemo } from './PaintDemo';
import { UnitConverterDemo } from './UnitConverterDemo';
import { WeatherDemo } from './WeatherDemo';
import './quick-demos.css';

/**
 * Quick Demos: small apps built from the system's elements, each in its own file of this folder.
 * The weather widget is the stage; the converter, the calculator and the paint tool each take a
 * whole row, with their keys' notes beside them where there is room.
 */
export default function QuickDemosPage() {
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <DemoGrid>
        <WeatherDemo />
        <UnitConverterDemo />
        <CalculatorDemo />
        <PaintDemo />
      </DemoGrid>
    </>
  );
}
