import { describe, expect, it } from 'vitest';
import { TYPEAHEAD_MS, TypeAhead } from './type-ahead.js';

const labels = ['Download', 'Copy', 'Copy Raw Data', 'Delete'];

describe('TypeAhead', () => {
  it('moves to the next item starting with the letter, case-insensitively', () => {
    const t = new TypeAhead();
    expect(t.find('c', labels, 0, 0)).toBe(1);
    t.reset();
    expect(t.find('C', labels, -1, 0)).toBe(1);
  });

  it('cycles through the items of one letter when it is typed again, wrapping around', () => {
    const t = new TypeAhead();
    expect(t.find('d', labels, 0, 0)).toBe(3);
    expect(t.find('d', labels, 3, 100)).toBe(0);
    expect(t.find('d', labels, 0, 200)).toBe(3);
  });

  it('letters typed quickly form a word, searched from the current item', () => {
    const t = new TypeAhead();
    expect(t.find('c', labels, 0, 0)).toBe(1);
    expect(t.find('o', labels, 1, 100)).toBe(1);
    expect(t.find('p', labels, 1, 200)).toBe(1);
    expect(t.find('y', labels, 1, 300)).toBe(1);
    expect(t.find(' ', labels, 1, 400)).toBe(2);
  });

  it('a pause starts a new search', () => {
    const t = new TypeAhead();
    expect(t.find('c', labels, 0, 0)).toBe(1);
    expect(t.find('d', labels, 1, TYPEAHEAD_MS + 1)).toBe(3);
    expect(t.find('o', labels, 3, TYPEAHEAD_MS + 50)).toBe(0);
  });

  it('answers -1 when nothing matches, and for an empty list', () => {
    const t = new TypeAhead();
    expect(t.find('x', labels, 0, 0)).toBe(-1);
    expect(new TypeAhead().find('a', [], -1, 0)).toBe(-1);
  });

  it('a word with no match after a pause does not block the next search', () => {
    const t = new TypeAhead();
    expect(t.find('c', labels, 0, 0)).toBe(1);
    expect(t.find('x', labels, 1, 100)).toBe(-1); // "cx"
    expect(t.find('d', labels, 1, 1000)).toBe(3);
  });

  it('is typing until a pause, so a Space can extend the search', () => {
    const t = new TypeAhead();
    expect(t.typing(0)).toBe(false);
    t.find('n', ['New York', 'Newark'], -1, 0);
    expect(t.typing(TYPEAHEAD_MS)).toBe(true);
    expect(t.typing(TYPEAHEAD_MS + 1)).toBe(false);
    t.find('e', ['New York', 'Newark'], 0, 10);
    t.reset();
    expect(t.typing(20)).toBe(false);
  });
});
