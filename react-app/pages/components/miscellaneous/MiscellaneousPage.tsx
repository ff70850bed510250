import { ApiReference } from '../../../docs/ApiReference';
import { DemoGrid } from '../../../docs/DemoSection';
import { PageHeader } from '../../../shell/PageHeader';
import { usePageMeta } from '../../../shell/use-page-meta';
import { CountersDemo } from './CountersDemo';
import { MarqueeDemo } from './MarqueeDemo';
import { RippleDemos } from './RippleDemos';
import './miscellaneous.css';

/** Miscellaneous (SPEC §2.4, §9): the marquee, the four counters and touch ripples. */
export default function MiscellaneousPage() {
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <DemoGrid>
        <MarqueeDemo />
        <CountersDemo />
        <RippleDemos />
      </DemoGrid>
      <ApiReference tags={['ds-marquee', 'ds-count-up', 'ds-ripple']} />
    </>
  );
}
