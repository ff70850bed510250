import { PageHeader } from '../../shell/PageHeader';
import { usePageMeta } from '../../shell/use-page-meta';

/** The page header; the page's content arrives with its own issue. */
export default function SearchPage() {
  return <PageHeader meta={usePageMeta()} />;
}
