import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.js';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('Ada King Lovelace')).toBe('AL');
    expect(initialsOf('  jean-luc   picard ')).toBe('JP');
    expect(initialsOf('Madonna')).toBe('M');
  });

  it('keeps a grapheme whole and skips signs before a word', () => {
    expect(initialsOf('Élodie Ñúñez')).toBe('ÉÑ');
    expect(initialsOf('e\u0301mile zola')).toBe('E\u0301Z');
    expect(initialsOf('@ada (Lovelace)')).toBe('AL');
    expect(initialsOf('👩🏽‍💻 Dev')).toBe('👩🏽‍💻D');
  });

  it('upper-cases in the locale', () => {
    expect(initialsOf('ilgın yılmaz', 'tr')).toBe('İY');
    expect(initialsOf('ilgın yılmaz', 'en')).toBe('IY');
    expect(initialsOf('ada lovelace', 'not a locale!')).toBe('AL');
  });

  it('reads names written without spaces as a whole, and keeps joining letters apart', () => {
    expect(initialsOf('山田太郎')).toBe('山');
    expect(initialsOf('山田 太郎')).toBe('山');
    expect(initialsOf('김민준')).toBe('김');
    expect(initialsOf('Мария Иванова')).toBe('МИ');
    expect(initialsOf('محمد علي')).toBe('م\u200cع');
  });

  it('gives nothing for a name without letters, or no name', () => {
    expect(initialsOf('')).toBe('');
    expect(initialsOf('  -- ')).toBe('');
    expect(initialsOf(null)).toBe('');
    expect(initialsOf(42)).toBe('');
    expect(initialsOf({})).toBe('');
  });
});
