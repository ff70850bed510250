import { ApiReference } from '../../../docs/ApiReference';
import { DemoGrid } from '../../../docs/DemoSection';
import { PageHeader } from '../../../shell/PageHeader';
import { usePageMeta } from '../../../shell/use-page-meta';
import { BottomDemo, NavDemo, PillsDemo, TilesDemo } from './AppearanceDemos';
import { MenuDemo } from './MenuDemo';
import { NavigationTabs } from './NavigationTabs';
import { TabsPlayground } from './TabsPlayground';
import './navigation.css';

/**
 * Navigation › Bars & Tiles: the tabs playground, then ds-tabs as tiles, pills, horizontal navigation and bottom
 * tabs, and the ds-menu button.
 */
export default function BarsAndTilesPage() {
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <NavigationTabs />
      <DemoGrid>
        <TabsPlayground />
        <TilesDemo />
        <PillsDemo />
        <NavDemo />
        <BottomDemo />
        <MenuDemo />
      </DemoGrid>
      <ApiReference tags={['ds-tabs', 'ds-tab', 'ds-tab-panel', 'ds-menu', 'ds-menu-item']} />
    </>
  );
}
