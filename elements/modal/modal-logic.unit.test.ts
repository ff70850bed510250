import { describe, expect, it } from 'vitest';
import { closerReturnValue, closesOnBackdrop, parseSpacing } from './modal-logic.js';

describe('closesOnBackdrop (the dim-close rule)', () => {
  it.each([
    // dimClose, hasHeader, hasToolbar, closes
    [false, true, true, false],
    [false, true, false, false],
    [false, false, true, false],
    [false, false, false, true],
    [true, true, true, true],
    [true, true, false, true],
    [true, false, true, true],
    [true, false, false, true],
  ])('dimClose=%s header=%s toolbar=%s -> %s', (dimClose, hasHeader, hasToolbar, closes) => {
    expect(closesOnBackdrop({ dimClose, hasHeader, hasToolbar })).toBe(closes);
  });
});

describe('parseSpacing', () => {
  it('keeps the two valid values', () => {
    expect(parseSpacing('normal')).toBe('normal');
    expect(parseSpacing('none')).toBe('none');
    expect(parseSpacing(' NONE ')).toBe('none');
  });

  it('falls back to normal for anything else', () => {
    for (const bad of ['', 'compact', 'nonee', null, undefined, 0, NaN, {}]) {
      expect(parseSpacing(bad)).toBe('normal');
    }
  });
});

describe('closerReturnValue', () => {
  it('is the attribute value, trimmed', () => {
    expect(closerReturnValue('ok')).toBe('ok');
    expect(closerReturnValue('  cancel ')).toBe('cancel');
  });

  it('is empty for an empty or missing attribute', () => {
    expect(closerReturnValue('')).toBe('');
    expect(closerReturnValue(null)).toBe('');
    expect(closerReturnValue(undefined)).toBe('');
  });
});
