import { ApiReference } from '../../../docs/ApiReference';
import { DemoGrid } from '../../../docs/DemoSection';
import { PageHeader } from '../../../shell/PageHeader';
import { usePageMeta } from '../../../shell/use-page-meta';
import { GridPlayground } from './GridPlayground';
import { SidePanelsDemo } from './SidePanelsDemo';
import './layout.css';

/** Layout & Switches: a grid with guides, gap, item count and column size; collapsible side panels. */
export default function LayoutPage() {
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <DemoGrid>
        <GridPlayground />
        <SidePanelsDemo />
      </DemoGrid>
      <ApiReference tags={['ds-side-panel']} />
    </>
  );
}
