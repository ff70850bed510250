import { describe, expect, it } from 'vitest';
import { closesOnBackdrop } from './closes-on-backdrop';

describe('closesOnBackdrop (SPEC §4)', () => {
  it('closes when dim-close is on, whatever the chrome', () => {
    expect(closesOnBackdrop({ hasHeader: true, hasToolbar: true, dimAttributes: { dimClose: true } })).toBe(true);
  });
  it('closes a modal with neither header nor toolbar', () => {
    expect(closesOnBackdrop({ hasHeader: false, hasToolbar: false })).toBe(true);
  });
  it('stays open when it has a header or a toolbar and dim-close is off', () => {
    expect(closesOnBackdrop({ hasHeader: true, hasToolbar: false })).toBe(false);
    expect(closesOnBackdrop({ hasHeader: false, hasToolbar: true, dimAttributes: { dimClose: false } })).toBe(false);
  });
});
