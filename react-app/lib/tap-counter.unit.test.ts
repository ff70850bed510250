import { describe, expect, it } from 'vitest';
import { countTap, NO_TAPS, TAPS_TO_REVEAL } from './tap-counter';

describe('countTap', () => {
  it('counts quick taps up to the reveal', () => {
    let state = NO_TAPS;
    for (let i = 0; i < TAPS_TO_REVEAL; i++) state = countTap(state, 1000 + i * 300);
    expect(state.count).toBe(8);
  });
  it('starts again after 1 s of inactivity', () => {
    const afterTwo = countTap(countTap(NO_TAPS, 0), 900);
    expect(afterTwo.count).toBe(2);
    expect(countTap(afterTwo, 1900).count).toBe(3);
    expect(countTap(afterTwo, 1901).count).toBe(1);
  });
});
