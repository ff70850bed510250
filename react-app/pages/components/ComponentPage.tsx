import { PageHeader } from '../../shell/PageHeader';
import { usePageMeta } from '../../shell/use-page-meta';

/** A component page's header; each page's demos arrive with that page's own issue. */
export default function ComponentPage() {
  return <PageHeader meta={usePageMeta()} />;
}
