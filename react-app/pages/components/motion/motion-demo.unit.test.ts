import { describe, expect, it } from 'vitest';
import { MOTION_DEFAULTS, bezierPoints, motionCode, seconds } from './motion-demo';

describe('motion demo', () => {
  it('writes durations in seconds without float noise', () => {
    expect(seconds(3)).toBe('3s');
    expect(seconds(2.2500000000000004)).toBe('2.25s');
  });

  it('reads the control points of a cubic-bezier, and nothing else', () => {
    expect(bezierPoints('cubic-bezier(0.2, 0, 0, 1)')).toEqual([0.2, 0, 0, 1]);
    expect(bezierPoints(' cubic-bezier(.05,.7,.1,1) ')).toEqual([0.05, 0.7, 0.1, 1]);
    expect(bezierPoints('ease-in')).toBeNull();
    expect(bezierPoints('cubic-bezier(a, 0, 0, 1)')).toBeNull();
    expect(bezierPoints('')).toBeNull();
  });

  it('puts the three animation settings into the code', () => {
    const { html, react } = motionCode({ ...MOTION_DEFAULTS, running: false, duration: 4.75, timing: 'linear' });
    expect(html).toContain(
      'style="animation-duration: 4.75s; animation-timing-function: linear; animation-play-state: paused"',
    );
    expect(react).toContain('className="shape"');
    expect(react).toContain(
      "style={{ animationDuration: '4.75s', animationTimingFunction: 'linear', animationPlayState: 'paused' }}",
    );
  });
});
