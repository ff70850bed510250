import { startTransition, useEffect, useState } from 'react';
import { loadApiSlice, type ApiSlice } from './api-slice';

export type ApiSliceState =
  { status: 'loading' } | { status: 'ready'; slice: ApiSlice } | { status: 'error'; error: Error };

/** The API slice of `tag`, loaded on first use. */
export function useApiSlice(tag: string): ApiSliceState {
  const [state, setState] = useState<{ tag: string; value: ApiSliceState }>({ tag, value: { status: 'loading' } });
  useEffect(() => {
    let live = true;
    loadApiSlice(tag).then(
      // a transition: a page's API tables are hundreds of rows, rendered in slices instead of one task
      slice => live && startTransition(() => setState({ tag, value: { status: 'ready', slice } })),
      (error: unknown) =>
        live &&
        setState({ tag, value: { status: 'error', error: error instanceof Error ? error : new Error(String(error)) } }),
    );
    return () => {
      live = false;
    };
  }, [tag]);
  return state.tag === tag ? state.value : { status: 'loading' };
}
