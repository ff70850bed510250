import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { searchCatalogue } from '../../content/route-table';
import type { DsTextField as DsTextFieldElement } from '../../elements/text-field/ds-text-field';
import { DsButton } from '../ds/DsButton';
import { DsIcon } from '../ds/DsIcon';
import { DsTextField } from '../ds/DsTextField';
import { drawSuggestions, findEntries, parseQuery, searchStatus, suggestionPool } from './search';
import { searchKeyAction, type SearchFocus } from './search-keys';
import { SearchResultList } from './SearchResultList';
import './search.css';

const pool = suggestionPool(searchCatalogue);

/** The placeholder and the heading above the suggestions, word for word. */
export const SEARCH_PLACEHOLDER = 'Search...';
export const SUGGESTIONS_HEADING = 'Try searching for...';

export interface SearchBoxProps {
  /** The query, when the owner keeps it (the Search page keeps it in the URL); else the box keeps its own. */
  query?: string;
  onQueryChange?(query: string): void;
  /** Shows three random tags under "Try searching for..." while the box is empty. */
  suggestions?: boolean;
  /** A result was chosen (clicked, or Enter on it); the link then navigates. */
  onChoose?(): void;
  /** The random source of the suggestions (tests pass their own). */
  random?: () => number;
}

/**
 * The site search box shared by /Search and the home page's popup: a search
 * field, Clear, the outcome announced politely, the results as links with the matches marked,
 * and, while empty, three random suggestions. Keys: see search-keys.ts.
 */
export function SearchBox({ query: ownerQuery, onQueryChange, suggestions = true, onChoose, random }: SearchBoxProps) {
  const [ownQuery, setOwnQuery] = useState('');
  const query = ownerQuery ?? ownQuery;
  const [suggested, setSuggested] = useState(() => drawSuggestions(pool, random));
  const fieldRef = useRef<DsTextFieldElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const statusId = useId();
  const headingId = useId();

  const parsed = parseQuery(query);
  const results = findEntries(searchCatalogue, parsed);
  const status = searchStatus(parsed, results.length);
  // "none": something was typed and nothing is shown, said plainly and in full size.
  const outcome = parsed.problem === 'empty' ? 'idle' : results.length > 0 ? 'results' : 'none';

  const change = (next: string) => {
    // Emptying the box draws new suggestions.
    if (next === '' && query !== '') setSuggested(shown => drawSuggestions(pool, random, shown));
    if (ownerQuery === undefined) setOwnQuery(next);
    onQueryChange?.(next);
  };
  const focusField = () => fieldRef.current?.focus();
  const clear = () => {
    change('');
    focusField();
  };

  const moveFocus = (to: SearchFocus) => {
    if (to === 'field') return focusField();
    listRef.current?.querySelectorAll<HTMLElement>('[data-search-result]')[to]?.focus();
  };
  /** The result's own link, clicked: the router's navigation and onChoose, as a click does. */
  const openResult = (index: number) =>
    listRef.current?.querySelectorAll<HTMLElement>('[data-search-result]')[index]?.click();
  const onKey = (event: KeyboardEvent<HTMLElement>, at: SearchFocus) => {
    // (Enter that ends an input method's composition is the composition's, not a choice)
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.nativeEvent.isComposing) return;
    const action = searchKeyAction(event.key, at, results.length);
    if (!action || (action.type === 'clear' && query === '')) return;
    event.preventDefault();
    if (action.type === 'clear') clear();
    else if (action.type === 'open') openResult(action.index);
    else moveFocus(action.to);
  };

  return (
    <div className="search-box" role="search">
      <DsTextField
        ref={fieldRef}
        className="search-box__field"
        data-search-field=""
        type="search"
        label="Search the site"
        hideLabel
        placeholder={SEARCH_PLACEHOLDER}
        autocomplete="off"
        value={query}
        onInput={event => change(event.currentTarget.value)}
        onKeyDown={event => onKey(event, 'field')}
      >
        <DsIcon slot="start" name="search" size={20} aria-hidden="true" />
        {query !== '' && (
          <DsButton slot="end" variant="plain" size="small" iconOnly label="Clear" onClick={clear}>
            <DsIcon name="close" size={18} />
          </DsButton>
        )}
      </DsTextField>

      <p className="search-box__status" id={statusId} role="status" data-outcome={outcome}>
        {status}
      </p>
      {outcome === 'none' && (
        <p className="search-box__hint">Try another word, or a shorter one: a component’s name, or what it does.</p>
      )}

      {suggestions && query === '' && suggested.length > 0 && (
        <section className="search-suggestions" aria-labelledby={headingId}>
          <h2 className="search-suggestions__heading" id={headingId}>
            {SUGGESTIONS_HEADING}
          </h2>
          <ul className="search-suggestions__list">
            {suggested.map(tag => (
              <li key={tag}>
                <DsButton
                  variant="outline"
                  size="small"
                  onClick={() => {
                    change(tag);
                    focusField();
                  }}
                >
                  {tag}
                </DsButton>
              </li>
            ))}
          </ul>
        </section>
      )}

      <SearchResultList
        results={results}
        labelledBy={statusId}
        listRef={listRef}
        onKeyDown={(event, index) => onKey(event, index)}
        onChoose={() => onChoose?.()}
      />
    </div>
  );
}
