import { describe, expect, it } from 'vitest';
import { COUNTER_CODE, COUNTERS, counterCaption, MARQUEE_DEFAULTS, marqueeCode } from './misc-demo';

describe('Miscellaneous demos', () => {
  it('has the four counters', () => {
    expect(COUNTERS.map(counterCaption)).toEqual([
      '128 → 256 in 2 s',
      '128 → 64 in 2 s',
      '512 → 128 in 5 s',
      '128 → 512 in 8 s',
    ]);
    expect(COUNTER_CODE.html.split('\n')[0]).toBe('<ds-count-up from="128" to="256" duration="2000"></ds-count-up>');
  });

  it('writes the marquee code the toggles describe', () => {
    expect(marqueeCode(MARQUEE_DEFAULTS).html.split('\n')[0]).toBe('<ds-marquee>');
    const changed = marqueeCode({ direction: 'ltr', auto: false });
    expect(changed.html.split('\n')[0]).toBe('<ds-marquee direction="ltr" paused>');
    expect(changed.react).toContain('<DsMarquee direction="ltr" paused>');
  });
});
