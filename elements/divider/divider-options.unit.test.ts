import { describe, expect, it } from 'vitest';
import { dividerOpacity, dividerOrientation, dividerSpacing, dividerVariant } from './divider-options.js';

describe('divider options', () => {
  it('reads the variant and orientation loosely', () => {
    expect(dividerVariant('dotted')).toBe('dotted');
    expect(dividerVariant('solid')).toBe('solid');
    for (const bad of [null, undefined, 5, '', 'DOTTED', {}]) expect(dividerVariant(bad)).toBe('solid');
    expect(dividerOrientation('vertical')).toBe('vertical');
    for (const bad of [null, undefined, 5, '', 'Vertical']) expect(dividerOrientation(bad)).toBe('horizontal');
  });

  it('limits the spacing to 0–50 px', () => {
    expect(dividerSpacing(0)).toBe(0);
    expect(dividerSpacing(25)).toBe(25);
    expect(dividerSpacing('35')).toBe(35);
    expect(dividerSpacing(-5)).toBe(0);
    expect(dividerSpacing(80)).toBe(50);
    for (const bad of [null, undefined, NaN, Infinity, '', 'x', {}]) expect(dividerSpacing(bad)).toBe(16);
  });

  it('turns the opacity percentage into 0–1, fully transparent at 0', () => {
    expect(dividerOpacity(0)).toBe(0);
    expect(dividerOpacity(40)).toBe(0.4);
    expect(dividerOpacity(100)).toBe(1);
    expect(dividerOpacity(150)).toBe(1);
    expect(dividerOpacity(-10)).toBe(0);
    for (const bad of [null, undefined, NaN, '', {}]) expect(dividerOpacity(bad)).toBe(1);
  });
});
