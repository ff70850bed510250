import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import { useTheme } from '../../../providers/ThemeProvider';
import type { ThemeColors } from './color-choice';
import {
  PREVIEW_APPLIED,
  PREVIEW_ENDED,
  linkNotice,
  linkPreview,
  parseThemeParams,
  sameColors,
  themeSearch,
} from './theme-url';

export interface ThemeLink {
  /** The link's colours while the page previews them, else null. */
  preview: ThemeColors | null;
  /** What the page says about the link (or about its preview having ended), else null. */
  notice: string | null;
  /** "Use these colours for the site": the preview becomes the theme, applied and saved. */
  use(): void;
  /** "Keep my colours": the preview ends; nothing is saved. */
  keep(): void;
  /** The notice, focused once its buttons are gone. */
  noticeRef: RefObject<HTMLDivElement | null>;
}

/**
 * The theme in the address bar. Colours in a link (`?primary=…&secondary=…`) are previewed on this
 * page only: the visitor's theme (on <html> and in storage) stays until they choose to use them.
 * What could not be used is said on the page. The address follows the colours shown, replacing
 * the history entry (no entry per change; the history state is kept, e.g. an open navigation
 * drawer's). A theme change made meanwhile (Set as…, Change Theme, Reset) ends the preview.
 */
export function useThemeLink(): ThemeLink {
  const { primary, secondary, setColors } = useTheme();
  const location = useLocation();
  const navigate = useNavigate();
  const pageAddress = useHref({ pathname: location.pathname });
  // The link as it was opened, read once, against the theme the visitor had then.
  const [arrival] = useState(() => {
    const link = parseThemeParams(location.search);
    const current = { primary, secondary };
    return { preview: linkPreview(link, current), notice: linkNotice(link, current) };
  });
  const [preview, setPreview] = useState(arrival.preview);
  const [notice, setNotice] = useState(arrival.notice);
  const focusNotice = useRef(false);
  const noticeRef = useRef<HTMLDivElement>(null);

  // The theme changed elsewhere while previewing: the page shows the theme again.
  const [seen, setSeen] = useState<ThemeColors>({ primary, secondary });
  if (!sameColors(seen, { primary, secondary })) {
    setSeen({ primary, secondary });
    if (preview) {
      setPreview(null);
      setNotice(PREVIEW_ENDED);
    }
  }

  const use = useCallback(() => {
    if (!preview) return;
    setPreview(null);
    setNotice(PREVIEW_APPLIED);
    focusNotice.current = true;
    setColors(preview.primary, preview.secondary);
  }, [preview, setColors]);

  const keep = useCallback(() => {
    setPreview(null);
    setNotice(PREVIEW_ENDED);
    focusNotice.current = true;
  }, []);

  useEffect(() => {
    if (!focusNotice.current) return;
    focusNotice.current = false;
    noticeRef.current?.focus();
  }, [notice]);

  useEffect(() => {
    const search = themeSearch(location.search, preview ?? { primary, secondary });
    if (search === location.search) return;
    // The address moved on before this effect ran (a Back the router has not rendered yet): the entry is another
    // page's now, and replacing it would put this page's address on it.
    if (window.location.pathname !== pageAddress) return;
    void navigate(
      { pathname: location.pathname, search, hash: location.hash },
      { replace: true, state: location.state as unknown, preventScrollReset: true },
    );
  }, [preview, primary, secondary, location, navigate, pageAddress]);

  return { preview, notice, use, keep, noticeRef };
}
