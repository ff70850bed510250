import type { KeyboardEvent, MouseEvent, RefObject } from 'react';
import { Link } from 'react-router-dom';
import { highlight, type SearchResult } from './search';

/** `text` with the parts that match `words` in `<mark>`. */
export function Highlighted({ text, words }: { text: string; words: readonly string[] }) {
  return highlight(text, words).map((segment, i) =>
    segment.match ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>,
  );
}

interface Props {
  results: readonly SearchResult[];
  /** The list names itself with the status sentence (e.g. "3 results for “icon”."). */
  labelledBy: string;
  listRef: RefObject<HTMLUListElement | null>;
  onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number): void;
  onChoose?(event: MouseEvent<HTMLAnchorElement>): void;
}

/**
 * The results: one link per entry (title and description) with the tags that made it
 * match, the matching parts marked. Every link is a normal tab stop; the arrow keys are a shortcut.
 */
export function SearchResultList({ results, labelledBy, listRef, onKeyDown, onChoose }: Props) {
  if (results.length === 0) return null;
  return (
    <ul className="search-results" aria-labelledby={labelledBy} ref={listRef}>
      {results.map(({ entry, words, tags }, index) => (
        <li key={entry.path}>
          <Link
            className="search-result"
            to={entry.path}
            data-search-result=""
            onKeyDown={event => onKeyDown(event, index)}
            onClick={onChoose}
          >
            <span className="search-result__title">
              <Highlighted text={entry.title} words={words} />
            </span>
            <span className="search-result__description">
              <Highlighted text={entry.description} words={words} />
            </span>
            <span className="search-result__tags">
              Tags:{' '}
              {tags.map((tag, i) => (
                <span key={tag}>
                  {i > 0 && ', '}
                  <Highlighted text={tag} words={words} />
                </span>
              ))}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
