import { describe, expect, it } from 'vitest';
import { blobStateQuery, readBlobState, unreadLinkNotice } from './blob-state';

const read = (query: string) => readBlobState(new URLSearchParams(query), () => 777);

describe('readBlobState', () => {
  it('reads a complete query', () => {
    expect(read('edges=9&smoothness=3&seed=12345')).toEqual({
      state: { edges: 9, smoothness: 3, seed: 12345 },
      complete: true,
      unread: [],
    });
    expect(read('seed=4294967295&edges=3&smoothness=9').state).toEqual({ edges: 3, smoothness: 9, seed: 4294967295 });
  });

  it('falls back to the defaults, and a new seed, for missing or bad values', () => {
    expect(read('')).toEqual({ state: { edges: 6, smoothness: 6, seed: 777 }, complete: false, unread: [] });
    for (const bad of ['2', '13', '6.5', 'abc', '', '-4', '1e1', '0x6'])
      expect(read(`edges=${bad}&smoothness=4&seed=5`).state, bad).toEqual({ edges: 6, smoothness: 4, seed: 5 });
    for (const bad of ['1', '10', '6.5', 'abc', '', '-4', '1e1'])
      expect(read(`edges=4&smoothness=${bad}&seed=5`).state, bad).toEqual({ edges: 4, smoothness: 6, seed: 5 });
    for (const bad of ['-1', '1.5', 'abc', '', '4294967296', '1e3'])
      expect(read(`edges=4&smoothness=4&seed=${bad}`), bad).toEqual({
        state: { edges: 4, smoothness: 4, seed: 777 },
        complete: false,
        unread: [{ name: 'seed', value: bad }],
      });
  });

  it('asks for a rewrite when the seed is not written as the canonical number', () => {
    expect(read('edges=4&smoothness=4&seed=007')).toEqual({
      state: { edges: 4, smoothness: 4, seed: 7 },
      complete: false,
      unread: [],
    });
  });

  it('round-trips through blobStateQuery', () => {
    const state = { edges: 11, smoothness: 2, seed: 0 };
    expect(blobStateQuery(state)).toBe('edges=11&smoothness=2&seed=0');
    expect(read(blobStateQuery(state))).toEqual({ state, complete: true, unread: [] });
  });
});

describe('a link that cannot be read', () => {
  it('names each value present but unreadable, in order, shortened; missing values are not named', () => {
    expect(read('seed=abc&edges=99&smoothness=4').unread).toEqual([
      { name: 'edges', value: '99' },
      { name: 'seed', value: 'abc' },
    ]);
    expect(read('edges=9').unread).toEqual([]);
    expect(read('other=x').unread).toEqual([]);
    expect(read(`seed=${'9'.repeat(40)}`).unread).toEqual([{ name: 'seed', value: `${'9'.repeat(15)}…` }]);
  });

  it('says what was wrong and what is shown instead', () => {
    expect(unreadLinkNotice([])).toBeNull();
    expect(unreadLinkNotice(read('edges=4&smoothness=4&seed=x').unread)).toBe(
      'This link’s blob could not be read: seed “x” is not a whole number from 0 to 4294967295. Shown instead: a new random seed.',
    );
    expect(unreadLinkNotice(read('edges=99&smoothness=x&seed=-5').unread)).toBe(
      'This link’s blob could not be read: edges “99” is not a whole number from 3 to 12, smoothness “x” is not a whole number from 2 to 9 and seed “-5” is not a whole number from 0 to 4294967295. ' +
        'Shown instead: the default 6 edges, the default smoothness of 6 and a new random seed.',
    );
  });
});
