import { describe, expect, it } from 'vitest';
import { drawerPlacements, isUserRequest, parsePlacement } from './drawer-logic.js';

describe('parsePlacement', () => {
  it('takes every placement, trimmed and in any case', () => {
    for (const p of drawerPlacements) expect(parsePlacement(p)).toEqual({ placement: p });
    expect(parsePlacement(' Top ')).toEqual({ placement: 'top' });
  });

  it('falls back to end with a problem for anything else', () => {
    for (const bad of ['left', '', 'middle', null, undefined, 3, {}]) {
      const { placement, problem } = parsePlacement(bad);
      expect(placement).toBe('end');
      expect(problem).toMatch(/start, end, top, bottom/);
    }
  });
});

describe('isUserRequest', () => {
  it('is true for what the user did, false for the page’s own call', () => {
    expect(isUserRequest('escape')).toBe(true);
    expect(isUserRequest('backdrop')).toBe(true);
    expect(isUserRequest('close-button')).toBe(true);
    expect(isUserRequest('method')).toBe(false);
  });
});
