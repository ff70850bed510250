import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeIdleWindow } from './fake-idle-window';
import { createPageSettled, SETTLE_DELAY_MS } from './page-settled';

describe('createPageSettled', () => {
  afterEach(() => void vi.useRealTimers());

  it('settles SETTLE_DELAY_MS after the load and an idle moment, for every caller', () => {
    vi.useFakeTimers();
    const win = fakeIdleWindow();
    const clock = createPageSettled(win);
    const first = vi.fn();
    const second = vi.fn();
    clock.onSettled(first);
    clock.onSettled(second);
    vi.advanceTimersByTime(10_000);
    expect(first, 'not before the load').not.toHaveBeenCalled();
    win.fireLoad();
    vi.advanceTimersByTime(50 + SETTLE_DELAY_MS - 1); // the idle callback comes 50 ms later
    expect(first).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    expect(clock.settled).toBe(true);
  });

  it('once settled, calls back in a later task, not in the caller’s', () => {
    vi.useFakeTimers();
    const win = fakeIdleWindow({ readyState: 'complete' });
    const clock = createPageSettled(win);
    clock.onSettled(() => undefined);
    vi.advanceTimersByTime(50 + SETTLE_DELAY_MS);
    const late = vi.fn();
    clock.onSettled(late);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(late).toHaveBeenCalledOnce();
  });

  it('a cancelled callback is never called, before or after settling', () => {
    vi.useFakeTimers();
    const win = fakeIdleWindow({ readyState: 'complete' });
    const clock = createPageSettled(win);
    const before = vi.fn();
    clock.onSettled(before)();
    vi.advanceTimersByTime(50 + SETTLE_DELAY_MS);
    const after = vi.fn();
    clock.onSettled(after)();
    vi.advanceTimersByTime(10);
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});
