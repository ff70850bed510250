import { describe, expect, it } from 'vitest';
import { cssTimeMs, parseHeadingLevel } from './details-logic.js';

describe('parseHeadingLevel', () => {
  it('takes 1 to 6, as numbers or text', () => {
    for (let n = 1; n <= 6; n++) {
      expect(parseHeadingLevel(n)).toEqual({ level: n });
      expect(parseHeadingLevel(` ${n} `)).toEqual({ level: n });
    }
  });

  it('renders no heading for nothing, and none with a problem for bad input', () => {
    for (const empty of [null, undefined, '', 0]) expect(parseHeadingLevel(empty)).toEqual({ level: 0 });
    for (const bad of [7, -1, 2.5, 'h2', 'two', NaN, {}, true]) {
      const { level, problem } = parseHeadingLevel(bad);
      expect(level).toBe(0);
      expect(problem).toMatch(/1 to 6/);
    }
  });
});

describe('cssTimeMs', () => {
  it('reads milliseconds and seconds', () => {
    expect(cssTimeMs('300ms')).toBe(300);
    expect(cssTimeMs(' 0.15s')).toBe(150);
    expect(cssTimeMs('.5S')).toBe(500);
  });

  it('gives 0 for anything else', () => {
    for (const bad of ['', 'fast', '-200ms', '0ms', '10px', null, 300, undefined]) expect(cssTimeMs(bad)).toBe(0);
  });
});
