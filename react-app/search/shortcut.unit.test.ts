import { describe, expect, it } from 'vitest';
import { isSearchShortcutKey, takesText, type ShortcutKey } from './shortcut';

const press = (overrides: Partial<ShortcutKey>): ShortcutKey => ({
  key: 'k',
  code: 'KeyK',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...overrides,
});

describe('isSearchShortcutKey', () => {
  it('is Ctrl+K or Meta+K (⌘K)', () => {
    expect(isSearchShortcutKey(press({ ctrlKey: true }))).toBe(true);
    expect(isSearchShortcutKey(press({ metaKey: true }))).toBe(true);
    expect(isSearchShortcutKey(press({ ctrlKey: true, key: 'K' }))).toBe(true); // Caps Lock
  });

  it('is not K alone, nor with Shift, Alt or both Ctrl and Meta', () => {
    expect(isSearchShortcutKey(press({}))).toBe(false);
    expect(isSearchShortcutKey(press({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcutKey(press({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcutKey(press({ ctrlKey: true, metaKey: true }))).toBe(false);
  });

  it('is not another letter, a held key, a composition or a handled key', () => {
    expect(isSearchShortcutKey(press({ ctrlKey: true, key: 'j', code: 'KeyJ' }))).toBe(false);
    expect(isSearchShortcutKey(press({ ctrlKey: true, repeat: true }))).toBe(false);
    expect(isSearchShortcutKey(press({ ctrlKey: true, isComposing: true }))).toBe(false);
    expect(isSearchShortcutKey(press({ ctrlKey: true, defaultPrevented: true }))).toBe(false);
  });

  it('finds K by its place on a non-Latin layout, but follows the letter on a Latin one', () => {
    expect(isSearchShortcutKey(press({ ctrlKey: true, key: 'л', code: 'KeyK' }))).toBe(true); // Russian
    expect(isSearchShortcutKey(press({ ctrlKey: true, key: 't', code: 'KeyK' }))).toBe(false); // Dvorak's T
    expect(isSearchShortcutKey(press({ ctrlKey: true, key: 'k', code: 'KeyV' }))).toBe(true); // Dvorak's K
  });
});

describe('takesText', () => {
  it('is true for text inputs, textareas and content-editable elements', () => {
    for (const type of [undefined, 'text', 'search', 'email', 'password', 'number', 'tel', 'url', 'date', 'TEXT']) {
      expect(takesText({ localName: 'input', type }), String(type)).toBe(true);
    }
    expect(takesText({ localName: 'textarea' })).toBe(true);
    expect(takesText({ localName: 'div', isContentEditable: true })).toBe(true);
  });

  it('is false for buttons, choices, read-only or disabled fields and other elements', () => {
    for (const type of ['checkbox', 'radio', 'range', 'color', 'button', 'submit', 'file']) {
      expect(takesText({ localName: 'input', type }), type).toBe(false);
    }
    expect(takesText({ localName: 'input', readOnly: true })).toBe(false);
    expect(takesText({ localName: 'textarea', disabled: true })).toBe(false);
    expect(takesText({ localName: 'button' })).toBe(false);
    expect(takesText({ localName: 'a' })).toBe(false);
    expect(takesText(null)).toBe(false);
    expect(takesText(undefined)).toBe(false);
  });
});
