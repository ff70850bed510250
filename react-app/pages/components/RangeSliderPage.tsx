import { ApiReference } from '../../docs/ApiReference';
import { DemoGrid } from '../../docs/DemoSection';
import { PageHeader } from '../../shell/PageHeader';
import { usePageMeta } from '../../shell/use-page-meta';
import { DurationRangeDemo, PercentRangeDemo } from './range-slider/RangeSliders';
import { DisabledDemo, RotationDemo, TextSizeDemo, VolumeDemo } from './range-slider/SingleSliders';
import './range-slider/range-slider.css';

/** Range Slider (range demos: 0–100, 10–26, 0–120, 0–360 step 5), single and two-thumb, plus a disabled one. */
export default function RangeSliderPage() {
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <DemoGrid>
        <VolumeDemo />
        <PercentRangeDemo />
        <TextSizeDemo />
        <DurationRangeDemo />
        <RotationDemo />
        <DisabledDemo />
      </DemoGrid>
      <ApiReference tags={['ds-slider']} />
    </>
  );
}
