import { describe, expect, it } from 'vitest';
import { collapsedWidth, collapseThreshold, openWidth, widthDecision } from './side-panel-logic.js';

describe('side panel widths', () => {
  it('reads widths with the defaults (90 and 240) as fallback', () => {
    expect(collapsedWidth(60)).toBe(60);
    for (const bad of [null, undefined, NaN, {}, -1, 5000, 'x']) expect(collapsedWidth(bad)).toBe(90);
    expect(openWidth(300, 90)).toBe(300);
    expect(openWidth('nope', 90)).toBe(240);
    expect(openWidth(50, 90)).toBe(90);
    expect(collapseThreshold('soon')).toBe(0);
    expect(collapseThreshold(-4)).toBe(0);
    expect(collapseThreshold(720)).toBe(720);
  });

  it('closes under the threshold and reopens only what it closed, never after a manual toggle', () => {
    const state = { open: true, autoClosed: false, userChose: false };
    expect(widthDecision(500, 600, state)).toBe('close');
    expect(widthDecision(700, 600, state)).toBe(null);
    expect(widthDecision(700, 600, { ...state, open: false, autoClosed: true })).toBe('reopen');
    expect(widthDecision(700, 600, { ...state, open: false })).toBe(null);
    expect(widthDecision(500, 600, { ...state, userChose: true })).toBe(null);
    expect(widthDecision(500, 0, state)).toBe(null);
    expect(widthDecision(0, 600, state)).toBe(null);
  });
});
