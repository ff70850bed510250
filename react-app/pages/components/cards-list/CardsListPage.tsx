import { ApiReference } from '../../../docs/ApiReference';
import { DemoGrid } from '../../../docs/DemoSection';
import { PageHeader } from '../../../shell/PageHeader';
import { usePageMeta } from '../../../shell/use-page-meta';
import { GalleryDemo } from './GalleryDemo';
import './cards-list.css';

/** Cards & List: the gallery of portrait cards and the ds-card reference. */
export default function CardsListPage() {
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <DemoGrid>
        <GalleryDemo />
      </DemoGrid>
      <ApiReference tags={['ds-card']} />
    </>
  );
}
