import { describe, expect, it } from 'vitest';
import { badgeCount, badgeVariant } from './badge-count.js';

describe('badgeCount', () => {
  it('shows a count up to max, and max with a plus over it', () => {
    expect(badgeCount(3, 99)).toMatchObject({ kind: 'count', shown: 3 });
    expect(badgeCount('99', 99)).toMatchObject({ kind: 'count', shown: 99 });
    expect(badgeCount(100, 99)).toMatchObject({ kind: 'over', shown: 99 });
    expect(badgeCount(12, 9)).toMatchObject({ kind: 'over', shown: 9 });
  });

  it('shows nothing without a count or at 0, silently', () => {
    for (const none of [null, undefined, '', 0, '0'])
      expect(badgeCount(none, 99)).toMatchObject({ kind: 'none', countProblem: null });
  });

  it('shows nothing for a bad count, and says why', () => {
    for (const bad of [-1, 2.5, NaN, 'x', Infinity, {}]) expect(badgeCount(bad, 99).kind).toBe('none');
    expect(badgeCount(-1, 99).countProblem).toMatch(/whole number/);
  });

  it('reads a bad max as 99, and says why', () => {
    for (const bad of [0, -5, 1.5, 'x', null]) {
      const r = badgeCount(150, bad);
      expect(r).toMatchObject({ kind: 'over', shown: 99, max: 99 });
      expect(r.maxProblem).toMatch(/whole number/);
    }
    expect(badgeCount(5, 9).maxProblem).toBeNull();
  });
});

describe('badgeVariant', () => {
  it('reads unknown variants as neutral', () => {
    expect(badgeVariant('danger')).toBe('danger');
    expect(badgeVariant('red')).toBe('neutral');
    expect(badgeVariant(undefined)).toBe('neutral');
  });
});
