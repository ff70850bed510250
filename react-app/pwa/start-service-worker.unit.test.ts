import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnackbarOptions } from '../../elements/snackbar/ds-snackbar-host';
import { fakeIdleWindow } from '../lib/fake-idle-window';
import { startServiceWorker, type RegisterSW, type ServiceWorkerWindow } from './start-service-worker';
import { UPDATE_ACTION, UPDATE_MESSAGE, UPDATE_SOURCE, updatePromptOptions } from './update-prompt';

/** A window with a load event, idle callbacks (optional), timers from vitest and a service worker container. */
function fakeWindow({ readyState = 'complete', idle = true, serviceWorker = true } = {}) {
  const container = new EventTarget();
  const win: ServiceWorkerWindow & { fireLoad(): void; container: EventTarget; reloads: number } = Object.assign(
    fakeIdleWindow({ readyState: readyState as DocumentReadyState, idle }),
    {
      container,
      reloads: 0,
      navigator: serviceWorker ? { serviceWorker: container } : {},
      location: { reload: () => void win.reloads++ },
    },
  );
  return win;
}

/** A registerSW that records its options and the calls of the update function it returns. */
function fakeRegister() {
  const calls: { options: Parameters<RegisterSW>[0]; updates: (boolean | undefined)[] }[] = [];
  const registerSW: RegisterSW = options => {
    const entry = { options, updates: [] as (boolean | undefined)[] };
    calls.push(entry);
    return async reload => void entry.updates.push(reload);
  };
  return { registerSW, calls };
}

describe('updatePromptOptions', () => {
  it('is a snackbar that waits for Reload or Dismiss and replaces an earlier prompt', () => {
    const activate = vi.fn();
    const options = updatePromptOptions(activate);
    expect(options).toMatchObject({
      message: UPDATE_MESSAGE,
      action: UPDATE_ACTION,
      dismissible: true,
      source: UPDATE_SOURCE,
      replace: true,
    });
    expect(options.duration).toBeUndefined(); // an item with an action then has no timeout
    expect(UPDATE_MESSAGE).toBe('A new version is available.');
    expect(UPDATE_ACTION).toBe('Reload');
    options.onAction!('snackbar-1');
    expect(activate).toHaveBeenCalledTimes(1);
  });
});

describe('startServiceWorker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('registers only after load, when the browser is idle', async () => {
    const win = fakeWindow({ readyState: 'loading' });
    const { registerSW, calls } = fakeRegister();
    const load = vi.fn(async () => registerSW);
    startServiceWorker({ win, load, show: vi.fn() });
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).not.toHaveBeenCalled();
    win.fireLoad();
    expect(load).not.toHaveBeenCalled(); // not in the load task itself: when idle
    await vi.advanceTimersByTimeAsync(50);
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.options.immediate).toBe(true);
  });

  it('falls back to a timeout without requestIdleCallback (Safari)', async () => {
    const win = fakeWindow({ idle: false });
    const { registerSW, calls } = fakeRegister();
    startServiceWorker({ win, load: async () => registerSW, show: vi.fn() });
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
  });

  it('shows the prompt when a new worker waits; its Reload activates the worker and reloads', async () => {
    const win = fakeWindow();
    const { registerSW, calls } = fakeRegister();
    const shown: SnackbarOptions[] = [];
    startServiceWorker({ win, load: async () => registerSW, show: options => shown.push(options) });
    await vi.advanceTimersByTimeAsync(50);
    expect(shown).toEqual([]);
    calls[0]!.options.onNeedRefresh!();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ message: UPDATE_MESSAGE, action: UPDATE_ACTION });
    expect(calls[0]!.updates).toEqual([]);
    shown[0]!.onAction!('snackbar-1');
    expect(calls[0]!.updates).toEqual([true]);
    expect(win.reloads).toBe(0);
    // the new worker takes control: the page reloads once (a first visit, where the plugin would not)
    win.container.dispatchEvent(new Event('controllerchange'));
    win.container.dispatchEvent(new Event('controllerchange'));
    expect(win.reloads).toBe(1);
  });

  it('does nothing where service workers do not exist', async () => {
    const win = fakeWindow({ serviceWorker: false });
    const load = vi.fn(async () => fakeRegister().registerSW);
    startServiceWorker({ win, load, show: vi.fn() });
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).not.toHaveBeenCalled();
  });

  it('cancelled before it started (React StrictMode runs effects twice), it never registers', async () => {
    for (const readyState of ['loading', 'complete'] as const) {
      const win = fakeWindow({ readyState });
      const { registerSW, calls } = fakeRegister();
      const cancel = startServiceWorker({ win, load: async () => registerSW, show: vi.fn() });
      cancel();
      win.fireLoad();
      await vi.advanceTimersByTimeAsync(1000);
      expect(calls, readyState).toHaveLength(0);
    }
  });

  it('cancelled while the code loads, it does not register', async () => {
    const win = fakeWindow();
    const { registerSW, calls } = fakeRegister();
    let resolve!: (value: RegisterSW) => void;
    const cancel = startServiceWorker({ win, load: () => new Promise(r => (resolve = r)), show: vi.fn() });
    await vi.advanceTimersByTimeAsync(50);
    cancel();
    resolve(registerSW);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(0);
  });

  it('a failed load (offline, a missing chunk) and a failed registration stay silent', async () => {
    const win = fakeWindow();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    startServiceWorker({ win, load: () => Promise.reject(new Error('offline')), show: vi.fn() });
    await vi.advanceTimersByTimeAsync(50);
    const { registerSW, calls } = fakeRegister();
    startServiceWorker({ win, load: async () => registerSW, show: vi.fn() });
    await vi.advanceTimersByTimeAsync(50);
    expect(() => calls[0]!.options.onRegisterError!(new Error('SecurityError'))).not.toThrow();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
