import { ApiReference } from '../../../docs/ApiReference';
import { DemoGrid } from '../../../docs/DemoSection';
import { PageHeader } from '../../../shell/PageHeader';
import { usePageMeta } from '../../../shell/use-page-meta';
import { DividerPlayground } from './DividerPlayground';
import { ListDividerDemo, VerticalDividerDemo } from './LayoutDividers';
import { SpacingScale } from './SpacingScale';
import './divider-space.css';

/** Divider & Space: the divider playground, dividers in layouts and the space tokens. */
export default function DividerSpacePage() {
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <DemoGrid>
        <DividerPlayground />
        <VerticalDividerDemo />
        <ListDividerDemo />
        <SpacingScale />
      </DemoGrid>
      <ApiReference tags={['ds-divider']} />
    </>
  );
}
