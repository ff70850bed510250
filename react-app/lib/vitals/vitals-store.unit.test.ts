import { afterEach, describe, expect, it, vi } from 'vitest';
import { getVitals, recordVital, resetVitals, subscribeVitals } from './vitals-store';

afterEach(resetVitals);

describe('vitals store', () => {
  it('starts empty and keeps each metric’s latest value', () => {
    expect(getVitals()).toEqual({});
    recordVital('LCP', 900);
    recordVital('CLS', 0);
    recordVital('LCP', 1200);
    expect(getVitals()).toEqual({ LCP: 1200, CLS: 0 });
  });

  it('gives a new snapshot on each change, the same one otherwise', () => {
    const before = getVitals();
    recordVital('INP', 40);
    const after = getVitals();
    expect(after).not.toBe(before);
    recordVital('INP', 40);
    expect(getVitals()).toBe(after);
  });

  it('tells subscribers of changes until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeVitals(listener);
    recordVital('FCP', 300);
    expect(listener).toHaveBeenCalledTimes(1);
    recordVital('FCP', 300); // unchanged
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    recordVital('FCP', 400);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores unknown metrics and values that are not measurements', () => {
    const listener = vi.fn();
    subscribeVitals(listener);
    recordVital('FID', 10);
    recordVital('LCP', NaN);
    recordVital('LCP', -5);
    recordVital('CLS', Infinity);
    expect(getVitals()).toEqual({});
    expect(listener).not.toHaveBeenCalled();
  });
});
