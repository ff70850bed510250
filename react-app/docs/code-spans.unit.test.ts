import { describe, expect, it } from 'vitest';
import { codeSpans } from './code-spans';

describe('codeSpans', () => {
  it('turns text between backticks into code spans', () => {
    expect(codeSpans('Use `label` or `hide-label`.')).toEqual([
      { code: false, text: 'Use ' },
      { code: true, text: 'label' },
      { code: false, text: ' or ' },
      { code: true, text: 'hide-label' },
      { code: false, text: '.' },
    ]);
  });
  it('keeps an unpaired backtick as text', () => {
    expect(codeSpans('a `b` c `d')).toEqual([
      { code: false, text: 'a ' },
      { code: true, text: 'b' },
      { code: false, text: ' c `d' },
    ]);
  });
  it('handles text without backticks and empty text', () => {
    expect(codeSpans('plain')).toEqual([{ code: false, text: 'plain' }]);
    expect(codeSpans('')).toEqual([]);
  });
});
