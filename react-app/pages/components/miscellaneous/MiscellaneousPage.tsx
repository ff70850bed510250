import { ApiReference } from '../../../docs/ApiReference';
import { DemoGrid } from '../../../docs/DemoSection';
import { PageHeader } from '../../../shell/PageHeader';
import { usePageMeta } from '../../../shell/use-page-meta';
import { BlobDemo } from './BlobDemo';
import { CountersDemo } from './CountersDemo';
import { DotGridDemo } from './DotGridDemo';
import { MarqueeDemo } from './MarqueeDemo';
import { RippleDemos } from './RippleDemos';
import './miscellaneous.css';

/** Miscellaneous: the marquee, the four counters, touch ripples, and the drawing elements of the tools. */
export default function MiscellaneousPage() {
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <DemoGrid>
        <MarqueeDemo />
        <CountersDemo />
        <RippleDemos />
        <DotGridDemo />
        <BlobDemo />
      </DemoGrid>
      <ApiReference tags={['ds-marquee', 'ds-count-up', 'ds-ripple', 'ds-dot-grid', 'ds-blob']} />
    </>
  );
}
