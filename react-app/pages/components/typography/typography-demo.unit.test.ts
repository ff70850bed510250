import { describe, expect, it } from 'vitest';
import { CHARACTER_SETS, TEXT_DEFAULTS, cssNumber, specimenCode, textCode } from './typography-demo';

describe('typography demo', () => {
  it('prints CSS numbers without float noise', () => {
    expect(cssNumber(1.2000000000000002)).toBe('1.2');
    expect(cssNumber(2.05)).toBe('2.05');
    expect(cssNumber(3)).toBe('3');
  });

  it('leaves the defaults but size and line height out of the text code', () => {
    expect(textCode(TEXT_DEFAULTS).html).toBe(
      '<p style="font-size: var(--ds-font-size-l); line-height: 1.2">Good type goes unnoticed.</p>',
    );
    expect(textCode(TEXT_DEFAULTS).react).toBe(
      "<p style={{ fontSize: 'var(--ds-font-size-l)', lineHeight: 1.2 }}>Good type goes unnoticed.</p>",
    );
  });

  it('writes every changed setting as a declaration, numbers bare and words quoted in React', () => {
    const { html, react } = textCode({
      weight: 800,
      size: '3xl',
      align: 'center',
      lineHeight: 1.4000000000000001,
      colour: 'danger',
      transform: 'lowercase',
    });
    expect(html).toContain(
      'style="font-size: var(--ds-font-size-3xl); font-weight: 800; text-align: center; line-height: 1.4; color: var(--ds-color-danger); text-transform: lowercase"',
    );
    expect(react).toContain(
      "style={{ fontSize: 'var(--ds-font-size-3xl)', fontWeight: 800, textAlign: 'center', lineHeight: 1.4, color: 'var(--ds-color-danger)', textTransform: 'lowercase' }}",
    );
  });

  it('gives the specimen code the preview size in rem', () => {
    expect(specimenCode({ previewSize: 3.4499999999999997 }).html).toBe(
      '<p style="font-size: 3.45rem; font-weight: 600">Aa Bb Cc</p>',
    );
  });

  it('has A–Z, a–z and 0–9 in the character grid, each once', () => {
    const [upper, lower, digits, punctuation] = CHARACTER_SETS.map(set => set.characters);
    expect(upper).toHaveLength(26);
    expect(lower).toHaveLength(26);
    expect(digits).toHaveLength(10);
    expect(new Set(punctuation).size).toBe(punctuation!.length);
  });
});
