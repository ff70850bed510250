import { useSyncExternalStore } from 'react';

/** Live result of a media query (re-renders when it changes). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    onChange => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Below this width the side bar becomes a drawer with a top bar and a bottom navigation. */
export const NARROW_QUERY = '(max-width: 899px)';

/** A phone: the docs' keyboard tables fold away behind a disclosure (the CSS of the site breaks at 600 px too). */
export const PHONE_QUERY = '(max-width: 600px)';
