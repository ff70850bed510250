import { SearchBox } from '../../search/SearchBox';
import { PageHeader } from '../../shell/PageHeader';
import { usePageMeta } from '../../shell/use-page-meta';
import { useUrlQuery } from './use-url-query';

/** The title, the shared search box with three random suggestions; the query lives in `?q=`. */
export default function SearchPage() {
  const [query, setQuery] = useUrlQuery();
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <SearchBox query={query} onQueryChange={setQuery} suggestions />
    </>
  );
}
