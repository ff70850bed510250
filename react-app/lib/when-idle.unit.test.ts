import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeIdleWindow } from './fake-idle-window';
import { afterLoadWhenIdle, whenIdle } from './when-idle';

/** A window whose load event and idle callbacks the test fires. */
const fakeWindow = ({ idle = true, loaded = false } = {}) =>
  fakeIdleWindow({ idle, readyState: loaded ? 'complete' : 'loading' });

describe('whenIdle', () => {
  afterEach(() => void vi.useRealTimers());

  it('waits for the idle callback where there is one', () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    whenIdle(callback, fakeWindow());
    vi.advanceTimersByTime(10);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('falls back to a timeout without requestIdleCallback', () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    whenIdle(callback, fakeWindow({ idle: false }));
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('can be cancelled before it runs, in both forms', () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    whenIdle(callback, fakeWindow())();
    whenIdle(callback, fakeWindow({ idle: false }))();
    vi.advanceTimersByTime(100);
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('afterLoadWhenIdle', () => {
  afterEach(() => void vi.useRealTimers());

  it('waits for the load event, then for idle time', () => {
    vi.useFakeTimers();
    const win = fakeWindow();
    const callback = vi.fn();
    afterLoadWhenIdle(callback, win);
    vi.advanceTimersByTime(100);
    expect(callback).not.toHaveBeenCalled();
    win.fireLoad();
    vi.advanceTimersByTime(100);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('starts at once on a page that has already loaded', () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    afterLoadWhenIdle(callback, fakeWindow({ loaded: true }));
    vi.advanceTimersByTime(100);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('cancelled before load or before idle, it never runs', () => {
    vi.useFakeTimers();
    const beforeLoad = fakeWindow();
    const callback = vi.fn();
    afterLoadWhenIdle(callback, beforeLoad)();
    beforeLoad.fireLoad();
    const beforeIdle = fakeWindow({ loaded: true });
    afterLoadWhenIdle(callback, beforeIdle)();
    vi.advanceTimersByTime(100);
    expect(callback).not.toHaveBeenCalled();
  });
});
