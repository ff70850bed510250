import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { profile } from '../../content/profile';
import { FontSizeProvider } from '../providers/FontSizeProvider';
import { ModalProvider, useModal } from '../providers/ModalProvider';
import { NavProvider } from '../providers/NavProvider';
import { SnackbarProvider } from '../providers/SnackbarProvider';
import { ThemeProvider } from '../providers/ThemeProvider';
import { ServiceWorkerUpdates } from '../pwa/ServiceWorkerUpdates';
import { SearchShortcut } from '../search/SearchShortcut';
import { AppShell } from './AppShell';
import { useOptionalPageMeta } from './use-page-meta';

/** "{page title} - {brand}" from the deepest route that names a page (SPEC §2.1). */
export function documentTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle} - ${profile.brand}` : profile.brand;
}

function DocumentTitle() {
  const meta = useOptionalPageMeta();
  useEffect(() => {
    document.title = documentTitle(meta?.title);
  }, [meta]);
  return null;
}

/** SPEC §4: all modals are cleared on route change. */
function CloseModalsOnRouteChange() {
  const { pathname } = useLocation();
  const { closeAll } = useModal();
  useEffect(() => closeAll(), [pathname, closeAll]);
  return null;
}

export function RootLayout() {
  return (
    <SnackbarProvider>
      <ServiceWorkerUpdates />
      <ThemeProvider>
        <FontSizeProvider>
          <NavProvider>
            <ModalProvider>
              <DocumentTitle />
              <CloseModalsOnRouteChange />
              <SearchShortcut />
              <AppShell>
                <Outlet />
              </AppShell>
            </ModalProvider>
          </NavProvider>
        </FontSizeProvider>
      </ThemeProvider>
    </SnackbarProvider>
  );
}
