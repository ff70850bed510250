import { ApiReference } from '../../../docs/ApiReference';
import { DemoGrid } from '../../../docs/DemoSection';
import { PageHeader } from '../../../shell/PageHeader';
import { usePageMeta } from '../../../shell/use-page-meta';
import { NavigationTabs } from './NavigationTabs';
import { SideBarDemo } from './SideBarDemo';
import './side-bar.css';

/** Navigation › Side Bar: the collapsible side bar, 90 px collapsed and 240 px open. */
export default function SideBarPage() {
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <NavigationTabs />
      <DemoGrid>
        <SideBarDemo />
      </DemoGrid>
      <ApiReference tags={['ds-side-panel']} />
    </>
  );
}
