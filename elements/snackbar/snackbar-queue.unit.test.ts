import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SNACKBAR_DEFAULT_DURATION,
  SNACKBAR_EXIT_DELAY,
  SnackbarQueue,
  normaliseDuration,
  type SnackbarHideReason,
  type SnackbarItem,
} from './snackbar-queue.js';

const timers = {
  setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms),
  clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

function setup(maxVisible?: number) {
  const hides: [string, SnackbarHideReason][] = [];
  let changes = 0;
  const queue = new SnackbarQueue({
    timers,
    maxVisible,
    onChange: () => changes++,
    onHide: (item: SnackbarItem, reason) => hides.push([item.id, reason]),
  });
  const messages = () => queue.items.map(i => `${i.message}${i.exiting ? ' (exiting)' : ''}`);
  return { queue, hides, messages, changes: () => changes };
}

describe('SnackbarQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  describe('items with an action', () => {
    it('have no timeout unless a duration is given', () => {
      const { queue, messages } = setup();
      queue.show({ message: 'A new version is available.', action: 'Reload' });
      queue.show({ message: 'Photo archived', action: 'Undo', duration: 2000 });
      expect(queue.items.map(i => [i.action, i.duration])).toEqual([
        ['Reload', Infinity],
        ['Undo', 2000],
      ]);
      vi.advanceTimersByTime(60_000);
      expect(messages()).toEqual(['A new version is available.']);
    });

    it('dismiss with the reason action', () => {
      const { queue, hides } = setup();
      const id = queue.show({ message: 'Archived', action: 'Undo' });
      expect(queue.dismiss(id, 'action')).toBe(true);
      expect(hides).toEqual([[id, 'action']]);
      vi.advanceTimersByTime(SNACKBAR_EXIT_DELAY);
      expect(queue.items).toEqual([]);
    });

    it('keep onAction, and drop a label or callback of the wrong type', () => {
      const { queue } = setup();
      const onAction = vi.fn();
      queue.show({ message: 'A', action: '  Undo  ', onAction });
      queue.show({ message: 'B', action: 7 as unknown as string, onAction: 'x' as unknown as () => void });
      queue.show({ message: 'C', action: '' });
      expect(queue.items.map(i => [i.action, i.onAction, i.duration])).toEqual([
        ['Undo', onAction, Infinity],
        ['', undefined, 3000],
        ['', undefined, 3000],
      ]);
    });
  });

  it('shows an item for 3000 ms by default, exits, and removes it 300 ms later', () => {
    const { queue, hides, messages } = setup();
    const id = queue.show({ message: 'Saved' });
    expect(queue.items[0]).toMatchObject({ id, message: 'Saved', duration: 3000, exiting: false });
    vi.advanceTimersByTime(SNACKBAR_DEFAULT_DURATION - 1);
    expect(messages()).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual(['Saved (exiting)']);
    expect(hides).toEqual([[id, 'timeout']]);
    vi.advanceTimersByTime(SNACKBAR_EXIT_DELAY - 1);
    expect(messages()).toEqual(['Saved (exiting)']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
    expect(queue.hasTimers).toBe(false);
  });

  it('keeps items in the order they were shown, each with its own duration', () => {
    const { queue, messages } = setup();
    queue.show({ message: 'a', duration: 1000 });
    queue.show({ message: 'b', duration: 500 });
    queue.show({ message: 'c', duration: 2000 });
    expect(messages()).toEqual(['a', 'b', 'c']);
    vi.advanceTimersByTime(500);
    expect(messages()).toEqual(['a', 'b (exiting)', 'c']);
    vi.advanceTimersByTime(800);
    expect(messages()).toEqual(['c']);
  });

  it('gives unique ids', () => {
    const { queue } = setup();
    const ids = new Set([queue.show({ message: 'a' }), queue.show({ message: 'b' }), queue.show({ message: 'c' })]);
    expect(ids.size).toBe(3);
  });

  it('replace removes earlier items of the same source at once, and only those', () => {
    const { queue, hides, messages } = setup(10);
    const a1 = queue.show({ message: 'a1', source: 'a' });
    queue.show({ message: 'b1', source: 'b' });
    queue.show({ message: 'n1' });
    const a2 = queue.show({ message: 'a2', source: 'a', replace: true });
    expect(messages()).toEqual(['b1', 'n1', 'a2']);
    expect(hides).toEqual([[a1, 'replace']]);
    queue.show({ message: 'a3', source: 'a' }); // no replace: stacks
    expect(messages()).toEqual(['b1', 'n1', 'a2', 'a3']);
    queue.show({ message: 'x', replace: true }); // no source: replaces nothing
    expect(messages()).toEqual(['b1', 'n1', 'a2', 'a3', 'x']);
    expect(queue.items.find(i => i.id === a2)).toBeDefined();
  });

  it('a replaced item leaves no timer behind', () => {
    const { queue } = setup();
    queue.show({ message: 'a1', source: 'a' });
    queue.show({ message: 'a2', source: 'a', replace: true });
    expect(vi.getTimerCount()).toBe(1);
  });

  it('dismiss() starts the exit at once; unknown ids return false', () => {
    const { queue, hides, messages } = setup();
    const id = queue.show({ message: 'a', duration: 10_000 });
    expect(queue.dismiss(id)).toBe(true);
    expect(messages()).toEqual(['a (exiting)']);
    expect(queue.dismiss(id)).toBe(true); // already leaving: no second hide
    expect(hides).toEqual([[id, 'dismiss']]);
    vi.advanceTimersByTime(SNACKBAR_EXIT_DELAY);
    expect(messages()).toEqual([]);
    expect(queue.dismiss(id)).toBe(false);
  });

  it('clear() removes everything at once', () => {
    const { queue, hides } = setup();
    queue.show({ message: 'a' });
    const b = queue.show({ message: 'b' });
    queue.dismiss(b);
    queue.clear();
    expect(queue.items).toEqual([]);
    expect(hides.map(([, r]) => r)).toEqual(['dismiss', 'clear']); // b was already leaving
    expect(vi.getTimerCount()).toBe(0);
  });

  it('Infinity, 0 and negative durations stay until dismissed', () => {
    expect(normaliseDuration(undefined)).toBe(3000);
    expect(normaliseDuration(0)).toBe(Infinity);
    expect(normaliseDuration(-5)).toBe(Infinity);
    expect(normaliseDuration(Number.NaN)).toBe(Infinity);
    expect(normaliseDuration(1500)).toBe(1500);
    expect(normaliseDuration(null)).toBe(3000);
    expect(normaliseDuration('2000')).toBe(2000);
    expect(normaliseDuration('soon')).toBe(Infinity);
    expect(normaliseDuration({})).toBe(Infinity);
    const { queue } = setup();
    queue.show({ message: 'sticky', duration: Infinity });
    vi.advanceTimersByTime(1e9);
    expect(queue.items).toHaveLength(1);
  });

  it('pause() keeps the time left, resume() continues; several reasons stack', () => {
    const { queue, messages } = setup();
    queue.show({ message: 'a', duration: 1000 });
    vi.advanceTimersByTime(400);
    queue.pause('hover');
    queue.pause('focus');
    vi.advanceTimersByTime(5000);
    expect(messages()).toEqual(['a']);
    queue.resume('hover');
    vi.advanceTimersByTime(5000);
    expect(messages()).toEqual(['a']); // still paused for focus
    queue.resume('focus');
    vi.advanceTimersByTime(599);
    expect(messages()).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual(['a (exiting)']);
  });

  it('an item shown while paused waits for the resume', () => {
    const { queue, messages } = setup();
    queue.pause('disconnected');
    queue.show({ message: 'a', duration: 100 });
    vi.advanceTimersByTime(1000);
    expect(messages()).toEqual(['a']);
    queue.resume('disconnected');
    vi.advanceTimersByTime(100);
    expect(messages()).toEqual(['a (exiting)']);
  });

  it('exits complete while paused; finishExits() ends them at once', () => {
    const { queue, messages } = setup();
    const a = queue.show({ message: 'a' });
    queue.show({ message: 'b' });
    queue.dismiss(a);
    queue.pause('hover');
    vi.advanceTimersByTime(SNACKBAR_EXIT_DELAY);
    expect(messages()).toEqual(['b']);

    const c = queue.show({ message: 'c' });
    queue.dismiss(c);
    queue.finishExits();
    expect(messages()).toEqual(['b']);
    expect(vi.getTimerCount()).toBe(0); // b is paused, c is gone
  });

  it('dispose() stops every timer', () => {
    const { queue } = setup();
    queue.show({ message: 'a' });
    queue.dismiss(queue.show({ message: 'b' }));
    queue.dispose();
    expect(vi.getTimerCount()).toBe(0);
    expect(queue.items).toEqual([]);
  });
});

describe('SnackbarQueue: a flood', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows at most 3 at once; the rest wait in order and show as shown ones are removed', () => {
    const { queue, messages } = setup();
    for (let i = 1; i <= 100; i++) queue.show({ message: `m${i}`, duration: 1000 });
    expect(messages()).toEqual(['m1', 'm2', 'm3']);
    expect(queue.waiting).toHaveLength(97);
    vi.advanceTimersByTime(1000);
    expect(messages()).toEqual(['m1 (exiting)', 'm2 (exiting)', 'm3 (exiting)']);
    vi.advanceTimersByTime(SNACKBAR_EXIT_DELAY);
    expect(messages(), 'the waiting ones start their duration when shown').toEqual(['m4', 'm5', 'm6']);
    vi.advanceTimersByTime(33 * (1000 + SNACKBAR_EXIT_DELAY));
    expect(messages()).toEqual([]);
    expect(queue.waiting).toHaveLength(0);
    expect(queue.hasTimers).toBe(false);
  });

  it('a waiting item can be dismissed, replaced or cleared before it shows; pausing does not start it', () => {
    const { queue, messages, hides } = setup();
    const ids = ['a', 'b', 'c', 'd', 'e'].map(message =>
      queue.show({ message, source: message === 'e' ? 'x' : undefined }),
    );
    expect(queue.dismiss(ids[3]!)).toBe(true);
    expect(hides).toEqual([[ids[3], 'dismiss']]);
    expect(queue.waiting.map(i => i.message)).toEqual(['e']);
    queue.show({ message: 'e2', source: 'x', replace: true });
    expect(queue.waiting.map(i => i.message)).toEqual(['e2']);
    queue.pause('hover');
    vi.advanceTimersByTime(10_000);
    expect(messages()).toEqual(['a', 'b', 'c']);
    queue.clear();
    expect(messages()).toEqual([]);
    expect(queue.waiting).toHaveLength(0);
  });

  it('maxVisible is configurable and bad values fall back to 3', () => {
    const one = new SnackbarQueue({ timers, maxVisible: 1 });
    one.show({ message: 'a' });
    one.show({ message: 'b' });
    expect(one.items.map(i => i.message)).toEqual(['a']);
    const bad = new SnackbarQueue({ timers, maxVisible: Number.NaN });
    for (let i = 0; i < 5; i++) bad.show({ message: String(i) });
    expect(bad.items).toHaveLength(3);
  });
});
