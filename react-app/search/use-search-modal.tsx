import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadChunk } from '../lib/chunk';
import { useModal } from '../providers/ModalProvider';

export const SEARCH_MODAL_ID = 'site-search';
/** The title of the home page's search popup, word for word. */
export const SEARCH_MODAL_TITLE = 'Customized Popup';

type SearchModalModule = typeof import('./SearchModalBody');
let loading: Promise<SearchModalModule> | undefined;

/**
 * Loads the popup's code (the search box, the catalogue and the ds elements it uses) once: on the
 * first hover, focus or press of a search button, so the home page's own script stays small.
 * A failed load is forgotten, so the next press tries again.
 */
export function loadSearchModal(): Promise<SearchModalModule> {
  loading ??= loadChunk('search-modal', () => import('./SearchModalBody')).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Starts loading the popup's code ahead of a press; a failure waits for the press to be handled. */
export function preloadSearchModal(): void {
  loadSearchModal().catch(() => undefined);
}

/**
 * The search field of the open popup, if any. Read from the page when the button is pressed, not
 * from the state of the button's last render: a press right after Escape must open the popup
 * again even if that render still saw it open.
 */
const openSearchField = () => document.querySelector<HTMLElement>(`ds-modal[open] [data-search-field]`);

/**
 * Opens the search popup (the home page's search button and Ctrl+K). When it is already open, its
 * field takes focus; when its code cannot be loaded, the /Search page opens instead.
 */
export function useOpenSearchModal(): () => Promise<void> {
  const { openModal, closeModal } = useModal();
  const navigate = useNavigate();
  return useCallback(async () => {
    const openField = openSearchField();
    if (openField) {
      openField.focus();
      return;
    }
    try {
      const { SearchModalBody } = await loadSearchModal();
      openModal({
        id: SEARCH_MODAL_ID,
        title: SEARCH_MODAL_TITLE,
        content: <SearchModalBody onChoose={() => closeModal(SEARCH_MODAL_ID)} />,
      });
    } catch {
      void navigate('/Search');
    }
  }, [openModal, closeModal, navigate]);
}
