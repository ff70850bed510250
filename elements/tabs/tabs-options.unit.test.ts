import { describe, expect, it } from 'vitest';
import { arrowStep, tabsActivation, tabsAppearance } from './tabs-options.js';

describe('tabs options', () => {
  it('keeps known values and falls back on others', () => {
    expect(['nav', 'pills', 'tiles', 'bottom', 'x', null, 5].map(tabsAppearance)).toEqual([
      'nav',
      'pills',
      'tiles',
      'bottom',
      'nav',
      'nav',
      'nav',
    ]);
    expect(['auto', 'manual', '', undefined].map(tabsActivation)).toEqual(['auto', 'manual', 'auto', 'auto']);
  });

  it('mirrors Left and Right in right-to-left text', () => {
    expect([arrowStep('ArrowRight', false), arrowStep('ArrowLeft', false)]).toEqual([1, -1]);
    expect([arrowStep('ArrowRight', true), arrowStep('ArrowLeft', true)]).toEqual([-1, 1]);
    expect(arrowStep('ArrowDown', false)).toBe(0);
  });
});
