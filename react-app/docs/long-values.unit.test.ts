import { describe, expect, it } from 'vitest';
import { LONG_VALUE, shortenValue, shownTokens } from './long-values';
import { snippetOf } from './snippet-markup';

/** What a sample shows of `code`. */
const shown = (code: string, language: 'html' | 'jsx' = 'html') =>
  shownTokens(code, language)
    .map(t => t.text)
    .join('');

const DOTS = Array.from({ length: 47 }, (_, i) => i + 20).join(','); // 20,21,…,66

describe('shortenValue', () => {
  it('leaves a value of up to LONG_VALUE characters alone', () => {
    expect(shortenValue('')).toBeNull();
    expect(shortenValue('x'.repeat(LONG_VALUE))).toBeNull();
    expect(shortenValue('Organic blob shape')).toBeNull();
  });

  it('shows the first items of a long list and counts the rest', () => {
    expect(shortenValue(DOTS)).toEqual({ head: '20,21,22,23,24,25,', more: '… 41 more' });
    expect(shortenValue('alpha, beta, gamma, delta, epsilon, zeta, eta, theta')).toEqual({
      head: 'alpha, beta, gamma,',
      more: '… 5 more',
    });
  });

  it('shows the start of any other long value, after a word where it can, and counts the characters left', () => {
    const text = 'One email a month about new components. Unsubscribe any time.';
    expect(shortenValue(text)).toEqual({ head: 'One email a month about new', more: '… 34 more characters' });
    const word = 'x'.repeat(60);
    expect(shortenValue(word)).toEqual({ head: 'x'.repeat(28), more: '… 32 more characters' });
    // a list whose first item is long is cut by characters too
    expect(shortenValue(`${'m'.repeat(50)},1,2`)).toEqual({ head: 'm'.repeat(28), more: '… 26 more characters' });
  });

  it('never cuts a character reference or a character in two', () => {
    expect(shortenValue(`${'a'.repeat(25)}&quot;${'b'.repeat(30)}`)?.head).toBe('a'.repeat(25));
    expect(shortenValue(`${'a'.repeat(17)}&quot;${'b'.repeat(30)}`)?.head).toBe(`${'a'.repeat(17)}&quot;bbbbb`);
    const emoji = '😀'.repeat(45);
    expect(shortenValue(emoji)).toEqual({ head: '😀'.repeat(28), more: '… 17 more characters' });
  });
});

describe('shownTokens', () => {
  it('leaves short values, and code without attributes, as they are', () => {
    for (const code of ['', '<ds-icon name="home" size="64"></ds-icon>', 'const a = 1;', '<p>text</p>'])
      expect(shown(code)).toBe(code);
  });

  it('shortens a long value inside its quotes, with the marker as its own token', () => {
    const { html, react } = snippetOf({ tag: 'ds-dot-grid', attrs: { label: 'My icon', value: DOTS } });
    expect(shown(html)).toBe('<ds-dot-grid\n  label="My icon"\n  value="20,21,22,23,24,25,… 41 more"\n></ds-dot-grid>');
    expect(shown(react, 'jsx')).toContain('\n  value="20,21,22,23,24,25,… 41 more"\n/>');
    const marker = shownTokens(html, 'html').find(t => t.type === 'more');
    expect(marker).toEqual({ type: 'more', text: '… 41 more' });
  });

  it('keeps the quote style, and adds no closing quote an unclosed value lacks', () => {
    expect(shown(`<a title='${DOTS}'>`)).toBe(`<a title='20,21,22,23,24,25,… 41 more'>`);
    expect(shown(`<a title="${DOTS}`)).toBe('<a title="20,21,22,23,24,25,… 41 more');
  });

  it('finds a value with > inside its quotes whole', () => {
    const value = `a > b and ${'c'.repeat(40)}`;
    expect(shown(`<p title="${value}">x</p>`)).toBe(
      `<p title="${value.slice(0, 28)}… ${value.length - 28} more characters">x</p>`,
    );
  });

  it('never shortens JSX {…} expressions or style attributes: they are code to read', () => {
    const handler = `<DsTabs onDsTabShow={event => console.log(event.detail.name, '${DOTS}')} />`;
    expect(shown(handler, 'jsx')).toBe(handler);
    const style = '<div style="grid-template-columns: repeat(auto-fill, 120px); gap: 10px"></div>';
    expect(shown(style)).toBe(style);
  });

  it('leaves strings outside attributes alone', () => {
    const call = `host.show({ message: '${'x'.repeat(60)}' });`;
    expect(shown(call, 'jsx')).toBe(call);
  });
});
