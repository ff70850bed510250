import { describe, expect, it } from 'vitest';
import { decodeDots, encodeDots, withShareCode } from './share-code';

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

describe('withShareCode', () => {
  const at = (search: string, hash = '') => ({ pathname: '/Tools/DotIconMaker', search, hash });
  const code = encodeDots([0, 17]);

  it('sets the code and keeps the other parameters, as written and in place, and the hash', () => {
    expect(withShareCode(at('', '#preview'), code)).toEqual(at(`?d=${code}`, '#preview'));
    expect(withShareCode(at('?utm=a%20b&x=1', '#draw'), code)).toEqual(at(`?utm=a%20b&x=1&d=${code}`, '#draw'));
    expect(withShareCode(at('?a=1&d=old&b=2', '#h'), code)).toEqual(at(`?a=1&d=${code}&b=2`, '#h'));
    // a repeated or encoded name is the same parameter: one code, in the first one's place
    expect(withShareCode(at('?d=x&a=1&%64=y'), code)).toEqual(at(`?d=${code}&a=1`));
    expect(withShareCode(at('?flag&d=x'), code)).toEqual(at(`?flag&d=${code}`));
  });

  it('removes the code for an empty drawing, keeping the rest', () => {
    expect(withShareCode(at('?a=1&d=old&b=2', '#h'), '')).toEqual(at('?a=1&b=2', '#h'));
    expect(withShareCode(at('?d=old', '#h'), '')).toEqual(at('', '#h'));
    expect(withShareCode(at('', ''), '')).toEqual(at('', ''));
  });

  it('keeps whatever else the location holds', () => {
    const location = { ...at('?a=1'), state: { drawer: true }, key: 'k' };
    expect(withShareCode(location, code)).toEqual({ ...location, search: `?a=1&d=${code}` });
  });
});
