import { useId } from 'react';
import { Link } from 'react-router-dom';
import { searchCatalogue } from '../../../content/route-table';
import { catalogueByKind } from '../../search/search';
import './search-index.css';

const groups = catalogueByKind(searchCatalogue);

/** One kind of entry: its heading with the count, then a link per entry with its description. */
function Group({ title, entries }: (typeof groups)[number]) {
  const headingId = useId();
  return (
    <section className="search-index__group" aria-labelledby={headingId}>
      <h3 id={headingId} className="search-index__title">
        {title} <span className="search-index__count">{entries.length}</span>
      </h3>
      <ul className="search-index__list">
        {entries.map(entry => (
          <li key={entry.path}>
            <Link className="search-index__link" to={entry.path}>
              {entry.title}
            </Link>
            <span className="search-index__description">{entry.description}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What can be searched, shown while the box is empty: the search's own catalogue (the route
 * table's search entries), grouped by kind, each a link.
 */
export function SearchIndex() {
  const headingId = useId();
  return (
    <section className="search-index" aria-labelledby={headingId}>
      <h2 id={headingId} className="search-index__heading">
        Everything you can search
      </h2>
      <div className="search-index__groups">
        {groups.map(group => (
          <Group key={group.kind} {...group} />
        ))}
      </div>
    </section>
  );
}
