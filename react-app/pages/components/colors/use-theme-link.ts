import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnackbar } from '../../../providers/SnackbarProvider';
import { useTheme } from '../../../providers/ThemeProvider';
import { linkMessage, linkMentionsTheme, parseThemeParams, themeFromLink, themeSearch } from './theme-url';

/** Long enough to read a sentence about a link's colours. */
export const LINK_SNACKBAR_MS = 6000;

/**
 * The theme in the address bar, both ways. On arrival, colours in the link (`?primary=…&secondary=…`)
 * become the theme, and what could not be used is named in a snackbar. From then on the address
 * follows the theme, replacing the history entry (no entry per change; the history state is kept,
 * e.g. an open navigation drawer's).
 */
export function useThemeLink(): void {
  const { primary, secondary, setColors } = useTheme();
  const { show } = useSnackbar();
  const location = useLocation();
  const navigate = useNavigate();
  // The link as it was opened; read once.
  const [link] = useState(() => parseThemeParams(location.search));
  const linkPending = useRef(linkMentionsTheme(link));

  useEffect(() => {
    let colors = { primary, secondary };
    if (linkPending.current) {
      linkPending.current = false;
      const next = themeFromLink(link, colors);
      const message = linkMessage(link, colors);
      if (next.primary !== primary || next.secondary !== secondary) setColors(next.primary, next.secondary);
      if (message) void show({ message, duration: LINK_SNACKBAR_MS, source: 'theme-link', replace: true });
      // the theme updates with the next render: write the address for it now
      colors = next;
    }
    const search = themeSearch(location.search, colors);
    if (search === location.search) return;
    void navigate(
      { pathname: location.pathname, search, hash: location.hash },
      { replace: true, state: location.state as unknown, preventScrollReset: true },
    );
  }, [link, primary, secondary, setColors, show, location, navigate]);
}
