import type { SnackbarOptions } from '../../elements/snackbar/ds-snackbar-host';
import { afterLoadWhenIdle, type IdleWindow } from '../lib/when-idle';
import { updatePromptOptions } from './update-prompt';

/** vite-plugin-pwa's `registerSW` (virtual:pwa-register), narrowed to what is used here. */
export type RegisterSW = (options: {
  immediate?: boolean;
  onNeedRefresh?: () => void;
  onRegisterError?: (error: unknown) => void;
}) => (reloadPage?: boolean) => Promise<void>;

/** The parts of `navigator.serviceWorker` this needs. */
interface ServiceWorkerContainerLike extends EventTarget {
  getRegistration?(): Promise<{ waiting?: { postMessage(message: unknown): void } | null } | undefined>;
}

/** The parts of `window` this needs (a fake in unit tests). */
export interface ServiceWorkerWindow extends IdleWindow {
  navigator: object;
  location: { reload(): void };
}

export interface StartServiceWorkerOptions {
  win: ServiceWorkerWindow;
  /** Loads the registration code (a lazy import: it stays out of the first page's JavaScript). */
  load: () => Promise<RegisterSW>;
  /** Shows a snackbar (the app's SnackbarProvider). */
  show: (options: SnackbarOptions) => unknown;
}

/**
 * Registers the service worker once the page has loaded and the browser is idle, and shows the
 * "new version" snackbar when an updated worker is waiting; its Reload activates that worker and
 * reloads. Nothing happens where service workers do not exist. Returns a function that cancels
 * what has not started yet.
 */
export function startServiceWorker({ win, load, show }: StartServiceWorkerOptions): () => void {
  if (!('serviceWorker' in win.navigator)) return () => undefined;
  let cancelled = false;

  const register = (registerSW: RegisterSW) => {
    if (cancelled) return;
    // The plugin reloads on its own only when the page already had a worker when it registered;
    // on a first visit that finds an update, the new worker taking control reloads it here.
    // The waiting worker is also told directly: workbox-window's message reached only the worker
    // it registered itself, not one found by a later update check (measured in e2e/pwa.e2e.ts).
    const activate = () => {
      const container = (win.navigator as { serviceWorker?: ServiceWorkerContainerLike }).serviceWorker;
      container?.addEventListener('controllerchange', () => win.location.reload(), { once: true });
      void container
        ?.getRegistration?.()
        .then(registration => registration?.waiting?.postMessage({ type: 'SKIP_WAITING' }))
        .catch(() => undefined);
      void update(true);
    };
    const update = registerSW({
      immediate: true,
      onNeedRefresh: () => void show(updatePromptOptions(activate)),
      // offline, or a host without HTTPS: the site works as before, without offline support
      onRegisterError: () => undefined,
    });
  };

  const cancel = afterLoadWhenIdle(() => {
    if (!cancelled) load().then(register, () => undefined);
  }, win);
  return () => {
    cancelled = true;
    cancel();
  };
}
