import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { documentTitle } from '../../content/route-table';
import { FontSizeProvider } from '../providers/FontSizeProvider';
import { ModalProvider, useModal } from '../providers/ModalProvider';
import { NavProvider } from '../providers/NavProvider';
import { SnackbarProvider } from '../providers/SnackbarProvider';
import { ThemeProvider } from '../providers/ThemeProvider';
import { ServiceWorkerUpdates } from '../pwa/ServiceWorkerUpdates';
import { SearchShortcut } from '../search/SearchShortcut';
import { AppShell } from './AppShell';
import { InAppLinks } from './InAppLinks';
import { PageLoadProgress } from './PageLoadProgress';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { useOptionalPageMeta } from './use-page-meta';

/** "{page title} - {brand}" from the deepest route that names a page. */
function DocumentTitle() {
  const meta = useOptionalPageMeta();
  useEffect(() => {
    document.title = documentTitle(meta?.title);
  }, [meta]);
  return null;
}

/**
 * All modals are cleared on route change. The address changes when a navigation starts and
 * the page when its chunk has loaded; a modal opened in between was opened on the new page and stays.
 */
function CloseModalsOnRouteChange() {
  const { pathname } = useLocation();
  const { closeModalsOpenedElsewhere } = useModal();
  useEffect(() => closeModalsOpenedElsewhere(window.location.pathname), [pathname, closeModalsOpenedElsewhere]);
  return null;
}

/**
 * The page of the address. Errors inside a page keep the shell around them, so the visitor can go
 * elsewhere. While a page's chunk loads the previous page stays (navigations are transitions)
 * under a progress bar; on the first load the body, themed by theme-boot.js, shows meanwhile.
 */
function Page() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      {/* a progress bar while a page's chunk loads, the Suspense fallback's time included */}
      <PageLoadProgress />
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
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
              <InAppLinks />
              <CloseModalsOnRouteChange />
              <SearchShortcut />
              <AppShell>
                <Page />
              </AppShell>
            </ModalProvider>
          </NavProvider>
        </FontSizeProvider>
      </ThemeProvider>
    </SnackbarProvider>
  );
}
