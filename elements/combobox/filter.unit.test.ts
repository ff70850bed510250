import { describe, expect, it } from 'vitest';
import { filterFolded, foldQuery, foldText, matchRange, parseValueList, rowWindow } from './filter.js';

const cut = (label: string, query: string) => {
  const range = matchRange(label, query);
  return range ? label.slice(...range) : null;
};

describe('combobox filtering', () => {
  it('folds case, accents and white space', () => {
    expect(foldText('Côte d’Ivoire')).toBe('cote d’ivoire');
    expect(foldText('ÅLAND  Islands')).toBe('aland islands');
    expect(foldText('İstanbul')).toBe('istanbul');
    expect(foldText('ΟΔΟΣ')).toBe(foldText('οδος'));
    expect(foldQuery('  Éire ')).toBe('eire');
    expect(foldText(undefined)).toBe('');
    expect(foldText(42)).toBe('');
  });

  it('keeps the options that contain the query, in order; all for an empty query', () => {
    const folded = ['apple', 'apricot', 'banana', 'pineapple'].map(foldText);
    expect(filterFolded(folded, 'ap')).toEqual([0, 1, 3]);
    expect(filterFolded(folded, foldQuery('APP'))).toEqual([0, 3]);
    expect(filterFolded(folded, '')).toEqual([0, 1, 2, 3]);
    expect(filterFolded(folded, 'kiwi')).toEqual([]);
    expect(filterFolded([], 'a')).toEqual([]);
  });

  it('finds the match in the original text, accents and case kept', () => {
    expect(cut('Réunion', 'eun')).toBe('éun');
    expect(cut('São Tomé and Príncipe', 'TOME')).toBe('Tomé');
    // a decomposed accent stays with its letter
    expect(cut('Cafe\u0301 noir', 'cafe')).toBe('Cafe\u0301');
    expect(cut('New   York', 'w y')).toBe('w   Y');
    expect(cut('🍎 Apple', 'apple')).toBe('Apple');
    expect(cut('Apple', 'kiwi')).toBeNull();
    expect(cut('Apple', '  ')).toBeNull();
    expect(matchRange(undefined as unknown as string, 'a')).toBeNull();
  });

  it('reads the value list of the attribute', () => {
    expect(parseValueList('a, b ,,c,a')).toEqual(['a', 'b', 'c']);
    expect(parseValueList('')).toEqual([]);
    expect(parseValueList(null)).toEqual([]);
  });

  it('renders the visible rows plus a margin, never NaN', () => {
    expect(rowWindow(0, 360, 36, 10_000, 5)).toEqual({ start: 0, end: 15 });
    expect(rowWindow(3600, 360, 36, 10_000, 5)).toEqual({ start: 95, end: 115 });
    expect(rowWindow(1e9, 360, 36, 100, 5)).toEqual({ start: 100, end: 100 });
    expect(rowWindow(0, 360, 36, 3)).toEqual({ start: 0, end: 3 });
    expect(rowWindow(NaN, NaN, NaN, NaN)).toEqual({ start: 0, end: 0 });
    expect(rowWindow(-50, 0, 0, 40, 0)).toEqual({ start: 0, end: 10 });
  });
});
