import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The search query, kept in the address as `?q=` so a search can be shared and Back returns to
 * it. The component's state leads while typing (each change replaces the history entry, so Back
 * does not step through letters); an address that changes by itself (a link to /Search, Back,
 * Forward) is followed.
 */
export function useUrlQuery(): [string, (query: string) => void] {
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get('q') ?? '';
  const [query, setQuery] = useState(urlQuery);
  // Queries written to the address that it has not reported back yet.
  const pending = useRef<string[]>([]);

  useEffect(() => {
    const ours = pending.current.indexOf(urlQuery);
    if (ours >= 0) {
      pending.current.splice(0, ours + 1);
      return;
    }
    pending.current = [];
    setQuery(urlQuery);
  }, [urlQuery]);

  const update = useCallback(
    (next: string) => {
      setQuery(next);
      pending.current.push(next);
      setParams(
        current => {
          const params = new URLSearchParams(current);
          if (next === '') params.delete('q');
          else params.set('q', next);
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [query, update];
}
