import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RIPPLE_READY_MS,
  RIPPLE_REMOVE_AFTER_RELEASE_MS,
  RippleWave,
  rippleGeometry,
  shouldRipple,
  type RippleClock,
  type RipplePhase,
} from './ripple-state.js';

/** A clock on vitest's fake timers. */
const clock: RippleClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: id => clearTimeout(id as ReturnType<typeof setTimeout>),
};

function track(): { wave: RippleWave; phases: [RipplePhase, number][] } {
  const phases: [RipplePhase, number][] = [];
  const start = Date.now();
  const wave = new RippleWave(phase => phases.push([phase, Date.now() - start]), clock);
  return { wave, phases };
}

describe('RippleWave timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the ripple durations (300 ms ready, 1000 ms removal)', () => {
    expect(RIPPLE_READY_MS).toBe(300);
    expect(RIPPLE_REMOVE_AFTER_RELEASE_MS).toBe(1000);
  });

  it('is expanding, then ready after exactly 300 ms', () => {
    const { wave, phases } = track();
    expect(wave.phase).toBe('expanding');
    vi.advanceTimersByTime(299);
    expect(wave.phase).toBe('expanding');
    vi.advanceTimersByTime(1);
    expect(wave.phase).toBe('ready');
    expect(phases).toEqual([['ready', 300]]);
    expect(wave.readyAt - wave.pressedAt).toBe(300);
  });

  it('stays ready while pressed', () => {
    const { wave } = track();
    vi.advanceTimersByTime(5000);
    expect(wave.phase).toBe('ready');
    expect(wave.removeAt).toBeUndefined();
  });

  it('fades on release and is removed 1000 ms after it', () => {
    const { wave, phases } = track();
    vi.advanceTimersByTime(500);
    wave.release();
    expect(wave.phase).toBe('fading');
    expect(wave.fadeDuration).toBe(1000);
    vi.advanceTimersByTime(999);
    expect(wave.phase).toBe('fading');
    vi.advanceTimersByTime(1);
    expect(wave.phase).toBe('removed');
    expect(phases).toEqual([
      ['ready', 300],
      ['fading', 500],
      ['removed', 1500],
    ]);
  });

  it('released while expanding: finishes growing, fades from 300 ms, removed 1000 ms after release', () => {
    const { wave, phases } = track();
    vi.advanceTimersByTime(100);
    wave.release();
    expect(wave.phase).toBe('expanding');
    expect(wave.fadeDuration).toBe(800);
    vi.advanceTimersByTime(200);
    expect(wave.phase).toBe('fading');
    vi.advanceTimersByTime(800);
    expect(wave.phase).toBe('removed');
    expect(phases).toEqual([
      ['fading', 300],
      ['removed', 1100],
    ]);
  });

  it('counts only the first release', () => {
    const { wave } = track();
    vi.advanceTimersByTime(400);
    wave.release();
    vi.advanceTimersByTime(500);
    wave.release();
    expect(wave.releasedAt).toBe(wave.pressedAt + 400);
    vi.advanceTimersByTime(500);
    expect(wave.phase).toBe('removed');
  });

  it('remove() ends it at once and cancels its timers', () => {
    const { wave, phases } = track();
    vi.advanceTimersByTime(100);
    wave.remove();
    expect(wave.phase).toBe('removed');
    vi.advanceTimersByTime(5000);
    wave.release();
    expect(phases).toEqual([['removed', 100]]);
  });

  it('runs on the real clock by default', () => {
    const wave = new RippleWave(() => {});
    expect(wave.phase).toBe('expanding');
    wave.remove();
    expect(wave.phase).toBe('removed');
  });
});

describe('shouldRipple', () => {
  const press = { reducedMotion: false, disabled: false, pointerType: 'mouse', button: 0, isPrimary: true };
  it('ripples for a main-button mouse press, a touch and a pen', () => {
    expect(shouldRipple(press)).toBe(true);
    expect(shouldRipple({ ...press, pointerType: 'touch' })).toBe(true);
    expect(shouldRipple({ ...press, pointerType: 'pen' })).toBe(true);
    expect(shouldRipple({ ...press, pointerType: 'touch', button: -1 })).toBe(true);
  });
  it('never ripples under prefers-reduced-motion: reduce', () => {
    expect(shouldRipple({ ...press, reducedMotion: true })).toBe(false);
    expect(shouldRipple({ ...press, pointerType: 'touch', reducedMotion: true })).toBe(false);
  });
  it('does not ripple when disabled, for other buttons, or for a second finger', () => {
    expect(shouldRipple({ ...press, disabled: true })).toBe(false);
    expect(shouldRipple({ ...press, button: 2 })).toBe(false);
    expect(shouldRipple({ ...press, button: 1 })).toBe(false);
    expect(shouldRipple({ ...press, pointerType: 'touch', isPrimary: false })).toBe(false);
  });
});

describe('rippleGeometry', () => {
  it('centres the circle on the press and covers the farthest corner', () => {
    const g = rippleGeometry(100, 40, 0, 0);
    expect(g.size).toBeCloseTo(2 * Math.hypot(100, 40));
    expect(g.left + g.size / 2).toBe(0);
    expect(g.top + g.size / 2).toBe(0);
  });
  it('from the middle, the radius reaches the corners', () => {
    const g = rippleGeometry(100, 40, 50, 20);
    expect(g.size).toBeCloseTo(2 * Math.hypot(50, 20));
    expect(g.left).toBeCloseTo(50 - Math.hypot(50, 20));
  });
  it('takes a press outside the surface at the nearest point inside', () => {
    expect(rippleGeometry(100, 40, -20, 80)).toEqual(rippleGeometry(100, 40, 0, 40));
  });
  it('handles bad numbers without throwing', () => {
    expect(rippleGeometry(NaN, -5, NaN, Infinity)).toEqual({ size: 0, left: 0, top: 0 });
    const g = rippleGeometry(100, 40, NaN, NaN);
    expect(g.left + g.size / 2).toBe(50);
  });
});
