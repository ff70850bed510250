import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { deepActiveElement } from '../../elements/internal/a11y/focus';
import { isSearchShortcutKey, takesText } from './shortcut';
import { useOpenSearchModal } from './use-search-modal';

/**
 * Ctrl+K / ⌘K from anywhere (docs/DECISIONS.md, "Search shortcut"): on /Search it puts focus in
 * the page's own field (its text selected); elsewhere it opens the search popup. Not while the
 * visitor types in a text field: the key stays theirs.
 */
export function SearchShortcut() {
  const open = useOpenSearchModal();
  const { pathname } = useLocation();
  const onSearchPage = pathname.toLowerCase() === '/search';

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcutKey(event) || takesText(deepActiveElement() as HTMLInputElement | null)) return;
      event.preventDefault();
      const pageField = onSearchPage
        ? document.querySelector<HTMLElement & { select(): void }>('main [data-search-field]')
        : null;
      if (pageField) {
        pageField.focus();
        pageField.select();
      } else {
        void open();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onSearchPage]);
  return null;
}
