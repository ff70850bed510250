import { describe, expect, it } from 'vitest';
import { normalizeBasePath, routeKey, withBase, withoutBase } from './base-path';

describe('normalizeBasePath', () => {
  it('defaults to the root', () => {
    expect(normalizeBasePath(undefined)).toBe('/');
    expect(normalizeBasePath('')).toBe('/');
    expect(normalizeBasePath('  ')).toBe('/');
    expect(normalizeBasePath('/')).toBe('/');
  });

  it('adds the missing slashes and collapses repeated trailing ones', () => {
    expect(normalizeBasePath('/portfolio/')).toBe('/portfolio/');
    expect(normalizeBasePath('portfolio')).toBe('/portfolio/');
    expect(normalizeBasePath('/portfolio')).toBe('/portfolio/');
    expect(normalizeBasePath('/portfolio//')).toBe('/portfolio/');
    expect(normalizeBasePath(' /a/b-c_d.e~/ ')).toBe('/a/b-c_d.e~/');
  });

  it.each([
    'https://example.com/portfolio/',
    '//cdn.example/',
    '/a b/',
    '/a//b/',
    '/../x/',
    '/./',
    '/a?x=1',
    '/a#b',
    './',
  ])('rejects %j', input => {
    expect(() => normalizeBasePath(input)).toThrow(/BASE_PATH must be a path/);
  });
});

describe('withBase', () => {
  it('puts an app path under the base', () => {
    expect(withBase('/portfolio/', '/Components/Buttons')).toBe('/portfolio/Components/Buttons');
    expect(withBase('/portfolio/', 'Components/Buttons')).toBe('/portfolio/Components/Buttons');
    expect(withBase('/portfolio', '/About')).toBe('/portfolio/About');
    expect(withBase('/a/b/', '/resume/cv.pdf?download=1#top')).toBe('/a/b/resume/cv.pdf?download=1#top');
  });

  it('gives the base itself for the home page', () => {
    expect(withBase('/portfolio/', '')).toBe('/portfolio/');
    expect(withBase('/portfolio/', '/')).toBe('/portfolio/');
    expect(withBase('/', '/')).toBe('/');
  });

  it('changes nothing at the root', () => {
    expect(withBase('/', '/Settings')).toBe('/Settings');
    expect(withBase('/', 'Settings')).toBe('/Settings');
  });

  it('leaves addresses that are not app paths alone', () => {
    for (const url of ['https://t.me/', 'mailto:a@example.com', 'tel:+15550100', '//cdn.example/x.js', '#main']) {
      expect(withBase('/portfolio/', url)).toBe(url);
    }
  });
});

describe('withoutBase', () => {
  it('is the inverse of withBase', () => {
    for (const path of ['/', '/About', '/Components/Navigation/SideBar']) {
      expect(withoutBase('/portfolio/', withBase('/portfolio/', path))).toBe(path);
      expect(withoutBase('/', withBase('/', path))).toBe(path);
    }
  });

  it('takes the base without its trailing slash as the home page', () => {
    expect(withoutBase('/portfolio/', '/portfolio')).toBe('/');
  });

  it('returns undefined outside the base', () => {
    expect(withoutBase('/portfolio/', '/About')).toBeUndefined();
    expect(withoutBase('/portfolio/', '/portfolio2/About')).toBeUndefined();
  });
});

describe('routeKey', () => {
  it('keys an address by its route path, without the base path and slashes, in any case', () => {
    expect(routeKey('/', '/')).toBe('');
    expect(routeKey('/Components/Buttons', '/')).toBe('components/buttons');
    expect(routeKey('/portfolio/Components/Buttons/', '/portfolio/')).toBe('components/buttons');
    expect(routeKey('/Portfolio/tools//', '/portfolio/')).toBe('tools');
    expect(routeKey('/portfolio', '/portfolio/')).toBe('');
    expect(routeKey('/elsewhere/About', '/portfolio/')).toBe('elsewhere/about');
  });
});
