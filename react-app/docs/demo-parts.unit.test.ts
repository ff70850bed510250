import { createElement, Fragment, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { demoParts } from './demo-parts';

const Code = () => null;
const Notes = () => null;
const typeOf = (node: unknown) => {
  const type = (node as ReactElement).type;
  return typeof type === 'string' ? type : type === Code ? 'Code' : 'Notes';
};

describe('demoParts', () => {
  it('sorts a card’s children into preview, code and notes, each in its own order', () => {
    const parts = demoParts(
      [
        createElement(Notes, { key: 'n' }),
        createElement('div', { key: 'a' }),
        createElement(Code, { key: 'c1' }),
        createElement('p', { key: 'b' }),
        createElement(Code, { key: 'c2' }),
      ],
      [Code],
      [Notes],
    );
    expect(parts.preview.map(typeOf)).toEqual(['div', 'p']);
    expect(parts.code.map(typeOf)).toEqual(['Code', 'Code']);
    expect(parts.notes.map(typeOf)).toEqual(['Notes']);
  });

  it('looks through fragments and leaves out empty children', () => {
    const parts = demoParts(
      createElement(
        Fragment,
        null,
        createElement('div'),
        false,
        null,
        createElement(Fragment, null, createElement(Code)),
      ),
      [Code],
      [Notes],
    );
    expect(parts.preview.map(typeOf)).toEqual(['div']);
    expect(parts.code.map(typeOf)).toEqual(['Code']);
    expect(parts.notes).toEqual([]);
  });

  it('keeps text and elements of other types in the preview', () => {
    const parts = demoParts(['Hello', createElement('span', { key: 's' })], [Code], [Notes]);
    expect(parts.preview).toHaveLength(2);
    expect(parts.code).toEqual([]);
  });
});
