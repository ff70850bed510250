import { ApiReference } from '../../docs/ApiReference';
import { DemoGrid } from '../../docs/DemoSection';
import { PageHeader } from '../../shell/PageHeader';
import { usePageMeta } from '../../shell/use-page-meta';
import { AvatarSections } from './structure/AvatarSections';
import { BreadcrumbSections } from './structure/BreadcrumbSections';
import { DetailsSections } from './structure/DetailsSections';
import { DrawerSections } from './structure/DrawerSections';
import { TagSections } from './structure/TagSections';
import { TreeSections } from './structure/TreeSections';
import './structure/structure.css';

/**
 * Structure: the elements that organise a page's content. Each element's demos are one section
 * component of ./structure/, listed here in page order.
 */
export default function StructurePage() {
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <DemoGrid>
        <DetailsSections />
        <BreadcrumbSections />
        <DrawerSections />
        <TreeSections />
        <TagSections />
        <AvatarSections />
      </DemoGrid>
      <ApiReference
        tags={[
          'ds-details',
          'ds-drawer',
          'ds-breadcrumb',
          'ds-breadcrumb-item',
          'ds-tag',
          'ds-avatar',
          'ds-avatar-group',
          'ds-tree',
          'ds-tree-item',
        ]}
      />
    </>
  );
}
