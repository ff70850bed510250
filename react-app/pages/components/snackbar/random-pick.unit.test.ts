import { describe, expect, it } from 'vitest';
import { cannedSnackbarMessages } from '../../../../content/snackbar-messages';
import { randomPick } from './random-pick';

describe('randomPick', () => {
  it('there are ten canned snackbar messages, all different', () => {
    expect(new Set(cannedSnackbarMessages).size).toBe(10);
  });
  it('never repeats the previous item when there is a choice', () => {
    for (let i = 0; i < 50; i++) {
      const previous = cannedSnackbarMessages[i % 10];
      expect(randomPick(cannedSnackbarMessages, previous, () => (i % 10) / 10)).not.toBe(previous);
    }
  });
  it('covers the ends of the range', () => {
    expect(randomPick(['a', 'b', 'c'], undefined, () => 0)).toBe('a');
    expect(randomPick(['a', 'b', 'c'], undefined, () => 0.9999)).toBe('c');
  });
  it('handles one item and none', () => {
    expect(randomPick(['only'], 'only')).toBe('only');
    expect(randomPick([], undefined)).toBeUndefined();
  });
});
