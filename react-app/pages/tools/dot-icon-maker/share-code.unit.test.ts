import { describe, expect, it } from 'vitest';
import { decodeDots, encodeDots } from './share-code';

describe('share code', () => {
  it('is 43 URL-safe characters and reads back to the same dots', () => {
    for (const dots of [[0], [255], [0, 1, 2, 100, 254, 255], Array.from({ length: 256 }, (_, i) => i)]) {
      const code = encodeDots(dots);
      expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(decodeDots(code)).toEqual(dots);
    }
  });

  it('is empty for an empty drawing', () => {
    expect(encodeDots([])).toBe('');
    expect(decodeDots('')).toEqual([]);
    expect(decodeDots(null)).toEqual([]);
  });

  it('ignores junk in the dots it encodes', () => {
    expect(decodeDots(encodeDots([3, 3, -1, 999, 1.5] as number[]))).toEqual([3]);
  });

  it('rejects what is not a code', () => {
    expect(decodeDots('abc')).toBeNull();
    expect(decodeDots('!'.repeat(43))).toBeNull();
    expect(decodeDots('A'.repeat(44))).toBeNull();
    expect(decodeDots('0,1,2')).toBeNull();
    expect(decodeDots(42 as unknown as string)).toBeNull();
  });
});
