import { describe, expect, it } from 'vitest';
import { inverseColor } from '../../../../elements/color';
import {
  linkNotice,
  linkPreview,
  parseColorParam,
  parseThemeParams,
  themeFromLink,
  themeLink,
  themeSearch,
} from './theme-url';

const DEFAULTS = { primary: '#0066ff', secondary: '#49c5b6' };

describe('theme in the URL', () => {
  it('reads 3 or 6 hex digits, with or without #, in any case', () => {
    expect(parseColorParam('D8342F')).toEqual({ hex: '#d8342f' });
    expect(parseColorParam('#0af')).toEqual({ hex: '#00aaff' });
    expect(parseColorParam(' 0066ff ')).toEqual({ hex: '#0066ff' });
  });

  it('refuses what is no theme colour, saying why', () => {
    expect(parseColorParam('blue')).toEqual({ reason: 'invalid' });
    expect(parseColorParam('')).toEqual({ reason: 'invalid' });
    expect(parseColorParam('0066ff80')).toEqual({ reason: 'invalid' }); // no alpha in a theme
    expect(parseColorParam('fafafa')).toEqual({ reason: 'too-light' });
    expect(parseColorParam('0a0a0a')).toEqual({ reason: 'too-dark' });
  });

  it('parses a query string', () => {
    expect(parseThemeParams('?primary=0066ff&secondary=49c5b6')).toEqual({ ...DEFAULTS, rejected: [] });
    expect(parseThemeParams('primary=%23D8342F')).toEqual({ primary: '#d8342f', rejected: [] });
    expect(parseThemeParams('')).toEqual({ rejected: [] });
    expect(parseThemeParams('?other=1')).toEqual({ rejected: [] });
    const long = 'x'.repeat(500);
    expect(parseThemeParams(`?primary=${long}&secondary=ffffff`)).toEqual({
      rejected: [
        { role: 'primary', value: `${'x'.repeat(15)}…`, reason: 'invalid' },
        { role: 'secondary', value: 'ffffff', reason: 'too-light' },
      ],
    });
    // never throws
    expect(parseThemeParams(undefined as unknown as string)).toEqual({ rejected: [] });
    expect(parseThemeParams('%E0%A4%A')).toEqual({ rejected: [] });
  });

  it('writes the theme, keeping other parameters', () => {
    expect(themeSearch('', DEFAULTS)).toBe('?primary=0066ff&secondary=49c5b6');
    expect(themeSearch('?a=1&primary=zzz', { primary: '#D8342F', secondary: '#2bcbd0' })).toBe(
      '?a=1&primary=d8342f&secondary=2bcbd0',
    );
    expect(themeSearch('?primary=0066ff', { primary: 'nope', secondary: '' })).toBe('');
    expect(themeLink('https://example.com/Components/Colors?x=1#top', DEFAULTS)).toBe(
      'https://example.com/Components/Colors?primary=0066ff&secondary=49c5b6',
    );
  });

  it('round-trips', () => {
    const theme = { primary: '#8e35b0', secondary: '#a5d94c' };
    const link = parseThemeParams(themeSearch('', theme));
    expect(themeFromLink(link, DEFAULTS)).toEqual(theme);
  });

  it('applies a primary alone with its inverse secondary, a secondary alone by itself', () => {
    expect(themeFromLink({ primary: '#d8342f', rejected: [] }, DEFAULTS)).toEqual({
      primary: '#d8342f',
      secondary: inverseColor('#d8342f'),
    });
    expect(themeFromLink({ secondary: '#ff8a80', rejected: [] }, DEFAULTS)).toEqual({
      primary: '#0066ff',
      secondary: '#ff8a80',
    });
    expect(themeFromLink({ rejected: [] }, DEFAULTS)).toEqual(DEFAULTS);
  });

  it('previews a link’s theme only when it differs from the visitor’s', () => {
    expect(linkPreview({ primary: '#d8342f', secondary: '#2bcbd0', rejected: [] }, DEFAULTS)).toEqual({
      primary: '#d8342f',
      secondary: '#2bcbd0',
    });
    expect(linkPreview({ primary: '#d8342f', rejected: [] }, DEFAULTS)).toEqual({
      primary: '#d8342f',
      secondary: inverseColor('#d8342f'),
    });
    // a reload of the page's own address, or a link without usable colours: no preview
    expect(linkPreview({ ...DEFAULTS, rejected: [] }, DEFAULTS)).toBeNull();
    expect(
      linkPreview({ primary: '#0066FF', rejected: [] }, { ...DEFAULTS, secondary: inverseColor('#0066ff')! }),
    ).toBeNull();
    expect(linkPreview({ rejected: [{ role: 'primary', value: 'blue', reason: 'invalid' }] }, DEFAULTS)).toBeNull();
    expect(linkPreview({ rejected: [] }, DEFAULTS)).toBeNull();
  });

  it('tells the visitor what the link shows, and what it could not use, politely', () => {
    expect(linkNotice({ primary: '#8e35b0', secondary: '#a5d94c', rejected: [] }, DEFAULTS)).toBe(
      'This link shows its theme colours on this page only: primary Orchid and secondary Pistachio. Your colours for the rest of the site stay as they are.',
    );
    expect(linkNotice({ ...DEFAULTS, rejected: [] }, DEFAULTS)).toBeNull();
    expect(linkNotice({ rejected: [] }, DEFAULTS)).toBeNull();
    expect(linkNotice({ rejected: [{ role: 'primary', value: 'blue', reason: 'invalid' }] }, DEFAULTS)).toBe(
      'Sorry, the link’s primary colour “blue” is not a hex colour, so nothing changed.',
    );
    expect(
      linkNotice({ secondary: '#ff8a80', rejected: [{ role: 'primary', value: 'x', reason: 'invalid' }] }, DEFAULTS),
    ).toBe(
      'This link shows its theme colours on this page only: primary Signal Blue and secondary Coral. Your colours for the rest of the site stay as they are. ' +
        'Sorry, the link’s primary colour “x” is not a hex colour, so it was left out.',
    );
    expect(
      linkNotice(
        {
          rejected: [
            { role: 'primary', value: '000', reason: 'too-dark' },
            { role: 'secondary', value: 'x', reason: 'invalid' },
          ],
        },
        DEFAULTS,
      ),
    ).toBe(
      'Sorry, the link’s primary colour “000” is too dark to use (Unsupported Color) and its secondary colour “x” is not a hex colour, so nothing changed.',
    );
  });
});
