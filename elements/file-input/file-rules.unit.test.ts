import { describe, expect, it } from 'vitest';
import {
  formatFileSize,
  formatNameList,
  isImage,
  isPluralOne,
  matchesAccept,
  parseAccept,
  parseMaxSize,
  selectFiles,
  type FileLike,
} from './file-rules.js';

const file = (name: string, type = '', size = 10, lastModified = 1): FileLike => ({ name, type, size, lastModified });

describe('parseAccept', () => {
  it('reads extensions, MIME types and wildcards, case-insensitive, ignoring parameters', () => {
    expect(parseAccept(' .PNG, image/*,application/pdf ; q=1, text/plain;charset=utf-8')).toEqual([
      { kind: 'extension', value: '.png' },
      { kind: 'wildcard', value: 'image/' },
      { kind: 'mime', value: 'application/pdf' },
      { kind: 'mime', value: 'text/plain' },
    ]);
  });

  it('ignores entries that are none of these, and anything but a string', () => {
    expect(parseAccept('png, ., image, */*, image/**, , /pdf, image/png/x')).toEqual([]);
    for (const bad of [undefined, null, 42, {}, ['image/*']]) expect(parseAccept(bad)).toEqual([]);
  });
});

describe('matchesAccept', () => {
  it('matches by extension, exact type or wildcard', () => {
    expect(matchesAccept(file('Photo.JPG', 'image/jpeg'), '.jpg')).toBe(true);
    expect(matchesAccept(file('photo.jpeg', 'image/jpeg'), '.jpg')).toBe(false);
    expect(matchesAccept(file('photo.jpeg', 'image/jpeg'), 'image/*')).toBe(true);
    expect(matchesAccept(file('notes.txt', 'text/plain'), 'image/*')).toBe(false);
    expect(matchesAccept(file('a.pdf', 'application/pdf'), 'image/*, application/pdf')).toBe(true);
    // a wildcard needs a subtype; an extension needs a name before it
    expect(matchesAccept(file('x', 'image/'), 'image/*')).toBe(false);
    expect(matchesAccept(file('.png', ''), '.png')).toBe(false);
  });

  it('accepts every file without a valid rule, and never throws on bad files', () => {
    expect(matchesAccept(file('a.exe'), '')).toBe(true);
    expect(matchesAccept(file('a.exe'), 'nonsense')).toBe(true);
    expect(matchesAccept(file('a.exe'), null)).toBe(true);
    const odd = { name: 42, type: null, size: 1 } as unknown as FileLike;
    expect(matchesAccept(odd, '.png')).toBe(false);
    expect(matchesAccept(odd, 'image/*')).toBe(false);
  });
});

describe('parseMaxSize', () => {
  it('takes a positive number or numeric string, rounded down', () => {
    expect(parseMaxSize(2_000_000)).toBe(2_000_000);
    expect(parseMaxSize(' 1500.7 ')).toBe(1500);
    expect(parseMaxSize('1e6')).toBe(1_000_000);
  });

  it('gives no limit for anything else', () => {
    for (const bad of [undefined, null, '', '  ', 'big', NaN, Infinity, -5, 0, 0.5, {}, true])
      expect(parseMaxSize(bad), String(bad)).toBeUndefined();
  });
});

describe('selectFiles', () => {
  const png = file('a.png', 'image/png', 100);
  const big = file('big.png', 'image/png', 5000);
  const txt = file('notes.txt', 'text/plain', 10);
  const jpg = file('b.jpg', 'image/jpeg', 200);

  it('refuses the wrong type and the too large, each once, in order', () => {
    const result = selectFiles([txt, big, png, jpg], [], { accept: 'image/*', maxSize: '1000', multiple: true });
    expect(result.added).toEqual([png, jpg]);
    expect(result.wrongType).toEqual([txt]);
    expect(result.tooLarge).toEqual([big]);
    expect(result.tooMany).toEqual([]);
  });

  it('a single-file input keeps the first valid file', () => {
    const result = selectFiles([txt, png, jpg, big], [], { accept: 'image/*', maxSize: 1000 });
    expect(result.added).toEqual([png]);
    expect(result.tooMany).toEqual([jpg]);
    expect(result.wrongType).toEqual([txt]);
    expect(result.tooLarge).toEqual([big]);
  });

  it('leaves out files already chosen (multiple), also twice in one drop', () => {
    const copy = { ...png };
    const result = selectFiles([copy, jpg, { ...jpg }], [png], { multiple: true });
    expect(result.added).toEqual([jpg]);
    expect(result.duplicates).toHaveLength(2);
  });

  it('takes bad input without throwing', () => {
    expect(selectFiles(null as unknown as FileLike[], [], {}).added).toEqual([]);
    expect(selectFiles([null, 3] as unknown as FileLike[], [], { maxSize: 'x' }).added).toEqual([]);
    // a size that is not a number cannot be shown to be under the limit
    const odd = { name: 'a.png', type: 'image/png', size: NaN };
    expect(selectFiles([odd], [], { maxSize: 10 }).tooLarge).toEqual([odd]);
  });
});

describe('formatFileSize', () => {
  it('uses decimal units with at most one decimal, in the locale', () => {
    expect(formatFileSize(512, 'en')).toBe('512 bytes');
    expect(formatFileSize(1, 'en')).toBe('1 byte');
    expect(formatFileSize(12_345, 'en')).toBe('12.3 kB');
    expect(formatFileSize(2_500_000, 'en')).toBe('2.5 MB');
    expect(formatFileSize(2_500_000, 'de')).toBe('2,5 MB');
    expect(formatFileSize(3_000_000_000, 'en')).toBe('3 GB');
  });

  it('never shows 1,000 of a unit', () => {
    expect(formatFileSize(999_960, 'en')).toBe('1 MB');
    expect(formatFileSize(999_940, 'en')).toBe('999.9 kB');
  });

  it('reads bad sizes as 0 bytes and a bad locale as the default one', () => {
    for (const bad of [NaN, -1, Infinity, '12', null, undefined]) expect(formatFileSize(bad, 'en')).toBe('0 bytes');
    expect(formatFileSize(2_500_000, 'not a locale!')).toMatch(/^2[.,]5\sMB$/);
  });
});

describe('plural, lists and images', () => {
  it('asks the locale whether a count is "one"', () => {
    expect(isPluralOne(1, 'en')).toBe(true);
    expect(isPluralOne(2, 'en')).toBe(false);
    expect(isPluralOne(0, 'fr')).toBe(true); // French counts 0 as one
    expect(isPluralOne(1, 'ja')).toBe(false); // Japanese has one form
    expect(isPluralOne(1, '!!')).toBe(true);
  });

  it('lists names in the locale', () => {
    expect(formatNameList(['a', 'b', 'c'], 'en')).toBe('a, b, and c');
    expect(formatNameList(['a', 'b'], 'de')).toBe('a und b');
    expect(formatNameList(['a'], '!!')).toBe('a');
  });

  it('knows images by type', () => {
    expect(isImage(file('a.png', 'image/png'))).toBe(true);
    expect(isImage(file('a.svg', 'image/svg+xml'))).toBe(true);
    expect(isImage(file('a.tiff', 'image/tiff'))).toBe(false);
    expect(isImage(file('a.png', ''))).toBe(false);
  });
});
