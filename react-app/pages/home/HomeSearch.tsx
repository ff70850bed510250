import { preloadSearchModal, useOpenSearchModal } from '../../search/use-search-modal';
import { SearchIcon } from '../../shell/icons';
import './home-search.css';

/** Whether the keyboard's command key is ⌘ (Apple) rather than Ctrl, for the hint on the button. */
const appleKeyboard = () => /Mac|iPhone|iPad/i.test(navigator.platform || navigator.userAgent);

/**
 * The hero's search button: opens the "Customized Popup" with the search box and no
 * suggestions. The popup's code loads on the first hover or focus, not with the home page.
 */
export function HomeSearch() {
  const open = useOpenSearchModal();
  return (
    <button
      type="button"
      className="home-search"
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      onPointerEnter={preloadSearchModal}
      onFocus={preloadSearchModal}
      onClick={() => void open()}
    >
      <SearchIcon />
      <span className="home-search__label">Search</span>
      <kbd className="home-search__keys" aria-hidden="true">
        {appleKeyboard() ? '⌘ K' : 'Ctrl K'}
      </kbd>
    </button>
  );
}
