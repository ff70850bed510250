import { useEffect } from 'react';
import { useSnackbar } from '../providers/SnackbarProvider';
import { startServiceWorker } from './start-service-worker';

/**
 * Registers the service worker in production builds (offline support) and offers a reload in a
 * snackbar when a new version is waiting. Renders nothing. No service worker in `npm run dev`.
 */
export function ServiceWorkerUpdates() {
  const { show } = useSnackbar();
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    return startServiceWorker({
      win: window,
      load: () => import('virtual:pwa-register').then(module => module.registerSW),
      show,
    });
  }, [show]);
  return null;
}
