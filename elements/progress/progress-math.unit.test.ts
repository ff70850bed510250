import { describe, expect, it } from 'vitest';
import { progressVariant, readProgress } from './progress-math.js';

describe('readProgress', () => {
  it('keeps good values and gives the fraction', () => {
    expect(readProgress(25, 50)).toEqual({ max: 50, value: 25, fraction: 0.5, maxProblem: null, valueProblem: null });
    expect(readProgress('3', '4').fraction).toBe(0.75);
    expect(readProgress(0, 100).fraction).toBe(0);
    expect(readProgress(100, 100).fraction).toBe(1);
  });

  it('clamps a negative value or one over the maximum, and says so', () => {
    expect(readProgress(-5, 100)).toMatchObject({ value: 0, fraction: 0, valueProblem: 'negative' });
    expect(readProgress(150, 100)).toMatchObject({ value: 100, fraction: 1, valueProblem: 'over-max' });
  });

  it('reads a value that is not a number as 0', () => {
    for (const bad of [NaN, 'x', null, undefined, {}, '', Infinity])
      expect(readProgress(bad, 100)).toMatchObject({ value: 0, valueProblem: 'not-a-number' });
  });

  it('reads a maximum that is not a positive number as 100', () => {
    expect(readProgress(50, 'x')).toMatchObject({ max: 100, fraction: 0.5, maxProblem: 'not-a-number' });
    expect(readProgress(50, 0)).toMatchObject({ max: 100, maxProblem: 'negative' });
    expect(readProgress(50, -10)).toMatchObject({ max: 100, maxProblem: 'negative' });
  });
});

describe('progressVariant', () => {
  it('knows bar and ring, and reads anything else as bar', () => {
    expect(progressVariant('ring')).toBe('ring');
    expect(progressVariant('bar')).toBe('bar');
    expect(progressVariant('pie')).toBe('bar');
    expect(progressVariant(null)).toBe('bar');
  });
});
