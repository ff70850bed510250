import { SearchBox } from '../../search/SearchBox';
import { PageHeader } from '../../shell/PageHeader';
import { usePageMeta } from '../../shell/use-page-meta';
import { SearchIndex } from './SearchIndex';
import { useUrlQuery } from './use-url-query';

/**
 * The title, the shared search box with three random suggestions; the query lives in `?q=`.
 * Before a query, the index of what can be searched fills the page.
 */
export default function SearchPage() {
  const [query, setQuery] = useUrlQuery();
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <SearchBox query={query} onQueryChange={setQuery} suggestions />
      {query === '' && <SearchIndex />}
    </>
  );
}
