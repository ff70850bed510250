import { describe, expect, it } from 'vitest';
import { marqueeDirection, marqueeDuration, marqueeSpeed } from './marquee-math.js';

describe('marquee maths: about 90 px per second, at least 1 s', () => {
  it('takes width / 90 seconds per loop', () => {
    expect(marqueeDuration(900)).toBe(10);
    expect(marqueeDuration(450)).toBe(5);
    expect(marqueeDuration(1350, 90)).toBe(15);
  });

  it('never loops faster than once a second', () => {
    expect(marqueeDuration(45)).toBe(1);
    expect(marqueeDuration(0)).toBe(1);
    expect(marqueeDuration(-100)).toBe(1);
    expect(marqueeDuration(NaN)).toBe(1);
    expect(marqueeDuration(Infinity)).toBe(1);
  });

  it('uses another speed when given one, 90 px/s for junk', () => {
    expect(marqueeDuration(900, 180)).toBe(5);
    expect(marqueeDuration(900, '45')).toBe(20);
    for (const bad of [null, undefined, NaN, '', {}]) expect(marqueeSpeed(bad)).toBe(90);
    expect(marqueeSpeed(0)).toBe(1);
    expect(marqueeSpeed(1e6)).toBe(2000);
  });

  it('reads the direction loosely', () => {
    expect(marqueeDirection('ltr')).toBe('ltr');
    for (const bad of ['rtl', 'LTR', '', null, 5, {}]) expect(marqueeDirection(bad)).toBe('rtl');
  });
});
