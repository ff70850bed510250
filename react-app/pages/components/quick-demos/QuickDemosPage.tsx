import { DemoGrid } from '../../../docs/DemoSection';
import { PageHeader } from '../../../shell/PageHeader';
import { usePageMeta } from '../../../shell/use-page-meta';
import { CalculatorDemo } from './CalculatorDemo';
import { PaintDemo } from './PaintDemo';
import { UnitConverterDemo } from './UnitConverterDemo';
import { WeatherDemo } from './WeatherDemo';
import './quick-demos.css';

/**
 * Quick Demos: small apps built from the system's elements, each in its own
 * file of this folder. The calculator and the converter share a row on wide screens; the weather
 * widget takes a whole row.
 */
export default function QuickDemosPage() {
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <DemoGrid>
        <CalculatorDemo />
        <UnitConverterDemo />
        <WeatherDemo />
        <PaintDemo />
      </DemoGrid>
    </>
  );
}
