import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { NARROW_QUERY, useMediaQuery } from '../lib/use-media-query';
import { createRequiredContext } from './create-required-context';
import { PROVIDER_MESSAGES } from './messages';

export interface NavContextValue {
  /** Narrow screens show the side bar as a drawer. */
  isNarrow: boolean;
  isOpen: boolean;
  open(): void;
  close(): void;
  toggle(): void;
  subNavOpen: boolean;
  toggleSubNav(): void;
  /** Navigates from the side bar; a choice made in the open drawer closes it. */
  choose(to: string): void;
}

const [NavContext, useNav] = createRequiredContext<NavContextValue>('NavContext', PROVIDER_MESSAGES.nav);
export { useNav };

interface NavHistoryState {
  navOpen?: boolean;
}

/**
 * On narrow screens the drawer's open state lives in the history entry (state.navOpen), so the
 * browser's back button closes it unless the entry it returns to says the navigation is open.
 */
export function NavProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const [wideOpen, setWideOpen] = useState(true);
  const [subNavToggled, setSubNavToggled] = useState<boolean | null>(null);
  const drawerOpen = (location.state as NavHistoryState | null)?.navOpen === true;
  const isOpen = isNarrow ? drawerOpen : wideOpen;
  const inComponents = location.pathname.toLowerCase().startsWith('/components');

  const open = useCallback(() => {
    if (!isNarrow) return setWideOpen(true);
    if (!drawerOpen)
      navigate(location.pathname + location.search, { state: { navOpen: true } satisfies NavHistoryState });
  }, [isNarrow, drawerOpen, navigate, location.pathname, location.search]);

  const close = useCallback(() => {
    if (!isNarrow) return setWideOpen(false);
    if (drawerOpen) navigate(-1);
  }, [isNarrow, drawerOpen, navigate]);

  const value = useMemo<NavContextValue>(
    () => ({
      isNarrow,
      isOpen,
      open,
      close,
      toggle: () => (isOpen ? close() : open()),
      subNavOpen: subNavToggled ?? inComponents,
      toggleSubNav: () => setSubNavToggled(!(subNavToggled ?? inComponents)),
      // Replacing the drawer's own history entry keeps back from re-opening it.
      choose: to => navigate(to, { replace: isNarrow && drawerOpen }),
    }),
    [isNarrow, isOpen, open, close, subNavToggled, inComponents, navigate, drawerOpen],
  );

  return <NavContext value={value}>{children}</NavContext>;
}
